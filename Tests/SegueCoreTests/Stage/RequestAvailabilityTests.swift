import Testing
@testable import SegueCore

/// What the preview's buttons ask before offering a transition: `refusalNow(on:)` says nil
/// exactly when the container would start the request, in every container at every step of
/// its pages, without starting anything.
@Suite struct RequestAvailabilityTests {
    /// Every request the container offers, `next` first.
    private func requests(_ scene: Scene) throws -> [StageRequest] {
        try (["next"] + StageRequest.offered(by: scene)).map { try StageRequest(name: $0) }
    }

    /// A fresh fixture of `kind` brought to rest after `steps` of its natural next transition.
    private func fixture(_ kind: ContainerKind, after steps: Int) throws -> StageDriver {
        let driver = StageDriver(scene: try ContainerFixture(kind).scene)
        for _ in 0..<steps {
            #expect(try driver.start(.next, interactive: false))
            #expect(try driver.settle() == true)
        }
        return driver
    }

    @Test(arguments: ContainerKind.allCases)
    func theRefusalNowAgreesWithWhatTheContainerDoes(_ kind: ContainerKind) throws {
        for steps in 0...3 {
            for request in try requests(try fixture(kind, after: 0).scene) {
                let driver = try fixture(kind, after: steps)
                let refusal = request.refusalNow(on: driver.scene)
                // A push with nothing left to push throws (StageError.nothingToPush): not started either.
                let started = (try? driver.start(request, interactive: false)) ?? false
                #expect(started == (refusal == nil),
                        "\(kind) after \(steps): \(request.name) started \(started), refusal \(refusal ?? "none")")
                if started {
                    #expect(request.refusalNow(on: driver.scene)?.hasPrefix("a transition is already running") == true)
                }
            }
        }
    }

    @Test func afterThePresentDismissIsOfferedAndPresentIsNot() throws {
        let modal = try fixture(.modal, after: 2)
        #expect(StageRequest.present.refusalNow(on: modal.scene) == "every page is presented already (3)")
        #expect(StageRequest.dismiss.refusalNow(on: modal.scene) == nil)
        let navigation = try fixture(.navigation, after: 2)
        #expect(StageRequest.push.refusalNow(on: navigation.scene) == "every page is pushed already")
        #expect(StageRequest.push.refusal(on: navigation.scene) == "every page is pushed already")
    }
}
