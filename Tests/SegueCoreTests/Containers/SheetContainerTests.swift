import Testing
@testable import SegueCore

/// A sheet presented by a modal container, driven by a finger through the stage driver: it
/// opens at its selected detent, is dragged between detents — the release's projected end
/// point picking where it rests — and is dismissed from its lowest detent unless that is
/// refused. Heights are those of a 667-point window under a 20-point status bar: medium
/// 323.5 points (its top at y 343.5), large 647 (y 20).
@Suite struct SheetContainerTests {
    private let mediumY = 343.5, largeY = 20.0

    private func stage(modalInPresentation: Bool = false) throws -> StageDriver {
        var description = SceneDescription(container: .modal, size: Size(width: 375, height: 667),
                                           pages: ["map", "sheet"].map { ControllerDescription(id: $0, view: ViewDescription(id: $0 + "View")) })
        description.presentation = PresentationDescription(style: .pageSheet, dimming: 0.5)
        description.presentation.sheet = SheetConfiguration(detents: [.medium, .large], selectedDetentIdentifier: "medium",
                                                            largestUndimmedDetentIdentifier: "medium", prefersGrabberVisible: true,
                                                            isModalInPresentation: modalInPresentation, safeAreaTop: 20)
        let scene = try Scene.build(description)
        scene.container.animator = HookedTransitionAnimator(animation: SlideAnimation(duration: 0.3), clock: scene.clock,
                                                            store: scene.store)
        let driver = StageDriver(scene: scene)
        #expect(try driver.start(.present, interactive: false))
        #expect(try driver.settle() == true)
        return driver
    }

    private func sheetY(_ driver: StageDriver) -> Double { driver.scene.view(id: "sheetView")?[.y] ?? .nan }
    private func dimming(_ driver: StageDriver) -> Double { driver.scene.view(id: "dimming")?.alpha ?? .nan }

    /// A drag from 30 points below the sheet's top, `by` points (negative: up), over `seconds`.
    private func drag(_ driver: StageDriver, by distance: Double, seconds: Double) throws -> GestureDriver.Response? {
        let start = Point(x: 187, y: sheetY(driver) + 30)
        return try driver.drag(from: start, to: Point(x: 187, y: start.y + distance), seconds: seconds, lift: true)
    }

    @Test func opensAtTheSelectedDetentUndimmedWithItsChrome() throws {
        let driver = try stage()
        #expect(driver.selectedDetent == "medium")
        #expect(sheetY(driver) == mediumY)
        #expect(dimming(driver) == 0, "medium is the largest undimmed detent")
        #expect(driver.scene.view(id: "sheetView")?.frame.height == 647)
        #expect(driver.scene.view(id: "sheetView")?[.cornerRadius] == SheetConfiguration.systemCornerRadius)
        #expect(driver.scene.view(id: "grabber")?.superview === driver.scene.view(id: "sheetView"))
    }

    @Test func dragsUpToLargeAndBackDimmingOnTheWay() throws {
        let driver = try stage()
        let response = try drag(driver, by: -200, seconds: 1)
        guard case .released(.finish, _)? = response else { Issue.record("\(String(describing: response))"); return }
        #expect(try driver.settle() == true)
        #expect(driver.selectedDetent == "large")
        #expect(abs(sheetY(driver) - largeY) < 1e-9)
        #expect(dimming(driver) == 0.5)
        #expect(driver.scene.log.lines.contains("sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier"))
        _ = try drag(driver, by: 250, seconds: 1)
        // Half-way between the detents on the way down, the dimming is half gone.
        #expect(try driver.settle() == true)
        #expect(driver.selectedDetent == "medium")
        #expect(sheetY(driver) == mediumY)
        #expect(dimming(driver) == 0)
    }

    @Test func theDimmingFollowsTheFinger() throws {
        let driver = try stage()
        let start = Point(x: 187, y: mediumY + 30)
        try driver.touch(.began, at: start)
        // 10 points of slop decide the pan; then 151.75 more bring the sheet half-way to large.
        try driver.touch(.changed, at: Point(x: 187, y: start.y - 10))
        try driver.touch(.changed, at: Point(x: 187, y: start.y - 10 - 161.75))
        #expect(abs(sheetY(driver) - (mediumY - 161.75)) < 1e-9)
        #expect(abs(dimming(driver) - 0.25) < 1e-9)
        try driver.touch(.ended, at: nil)
        _ = try driver.settle()
    }

    @Test func aFastShortFlickGoesToLargeWhereASlowOneFallsBack() throws {
        let slow = try stage()
        _ = try drag(slow, by: -40, seconds: 1)
        #expect(try slow.settle() == false, "40 points slowly: back to medium")
        #expect(slow.selectedDetent == "medium")
        #expect(sheetY(slow) == mediumY)

        let fast = try stage()
        _ = try drag(fast, by: -40, seconds: 0.05)
        #expect(try fast.settle() == true, "the same 40 points as a flick: on to large")
        #expect(fast.selectedDetent == "large")
        #expect(abs(sheetY(fast) - largeY) < 1e-9)
    }

    @Test func aDragDownFromTheLowestDetentDismisses() throws {
        let driver = try stage()
        _ = try drag(driver, by: 250, seconds: 0.5)
        #expect(try driver.settle() == true)
        #expect(driver.page == 1)
        #expect(driver.selectedDetent == nil)
        #expect(driver.scene.view(id: "dimming") == nil)
        #expect(driver.scene.log.lines.contains("sheet.dismissalTransitionDidEnd(true)"))
    }

    @Test func aRefusedDismissalSpringsBack() throws {
        let driver = try stage(modalInPresentation: true)
        let start = Point(x: 187, y: mediumY + 30)
        try driver.touch(.began, at: start)
        try driver.touch(.changed, at: Point(x: 187, y: start.y + 10))
        try driver.touch(.changed, at: Point(x: 187, y: start.y + 210))
        // The sheet resists: it follows at half the finger's pace.
        #expect(abs(sheetY(driver) - (mediumY + 100)) < 1e-9)
        try driver.touch(.ended, at: nil)
        _ = try driver.settle()
        #expect(driver.page == 2)
        #expect(driver.selectedDetent == "medium")
        #expect(sheetY(driver) == mediumY)
        #expect(driver.scene.log.lines.contains("sheet.presentationControllerDidAttemptToDismiss"))
        #expect(!driver.scene.log.lines.contains("sheet.dismissalTransitionWillBegin"))
    }

    @Test func aSheetPresentedAgainOpensAtItsConfiguredDetent() throws {
        let driver = try stage()
        #expect(try driver.start(.selectDetent("large"), interactive: false))
        _ = try driver.settle()
        #expect(try driver.start(.dismiss, interactive: false))
        _ = try driver.settle()
        #expect(try driver.start(.present, interactive: false))
        _ = try driver.settle()
        #expect(driver.selectedDetent == "medium")
        #expect(sheetY(driver) == mediumY)
    }

    @Test func selectingADetentMovesTheSheetOnItsSpring() throws {
        let driver = try stage()
        #expect(try driver.start(.selectDetent("large"), interactive: false))
        #expect(try driver.settle() == true)
        #expect(driver.selectedDetent == "large")
        #expect(abs(sheetY(driver) - largeY) < 1e-9)
        #expect(throws: StageError.unknownDetent("huge", known: ["medium", "large"])) {
            try driver.start(.selectDetent("huge"), interactive: false)
        }
        #expect(try !driver.start(.selectDetent("large"), interactive: false), "it rests there already")
    }
}
