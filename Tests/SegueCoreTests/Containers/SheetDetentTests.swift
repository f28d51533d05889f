import Testing
@testable import SegueCore

/// The detent rules of a sheet: how each detent resolves, which detent a release rests at,
/// how much the presenter is dimmed at a height, and what a configuration may not say.
/// Expected values are worked out here by hand from UIKit's definitions, not read back from
/// the engine.
@Suite struct SheetDetentTests {
    /// A 667-point container under a 20-point status bar: the largest detent is 647 points.
    private let context = SheetDetent.ResolutionContext(containerHeight: 667, safeAreaTop: 20)

    @Test func systemDetentsAreHalfAndAllOfTheMaximum() {
        #expect(context.maximumDetentValue == 647)
        #expect(SheetDetent.medium.resolvedValue(in: context) == 323.5)
        #expect(SheetDetent.large.resolvedValue(in: context) == 647)
        #expect(SheetDetent.medium.identifier == "medium")
        #expect(SheetDetent.large.identifier == "large")
    }

    @Test func customDetentsResolveByHeightOrFractionWithinTheMaximum() {
        #expect(SheetDetent(identifier: "peek", resolution: .height(120)).resolvedValue(in: context) == 120)
        #expect(SheetDetent(identifier: "tall", resolution: .height(900)).resolvedValue(in: context) == 647)
        #expect(SheetDetent(identifier: "third", resolution: .fraction(0.25)).resolvedValue(in: context) == 161.75)
        #expect(SheetDetent(identifier: "none", resolution: .fraction(0)).resolvedValue(in: context) == 0)
    }

    @Test func resolvedDetentsAreSortedLowestFirst() {
        let sheet = SheetConfiguration(detents: [.large, SheetDetent(identifier: "peek", resolution: .height(100)), .medium],
                                       safeAreaTop: 20)
        #expect(sheet.resolvedDetents(containerHeight: 667).map(\.identifier) == ["peek", "medium", "large"])
        #expect(sheet.resolvedDetents(containerHeight: 667).map(\.value) == [100, 323.5, 647])
    }

    // MARK: The release rule

    private let mediumAndLarge = SheetConfiguration(detents: [.medium, .large], safeAreaTop: 20)
        .resolvedDetents(containerHeight: 667)

    @Test func aSlowReleaseRestsAtTheNearerDetent() {
        // 40 points above medium, at rest: medium is nearer.
        #expect(SheetDetentRules.restingDetent(among: mediumAndLarge, height: 363.5, velocity: 0)?.identifier == "medium")
        // Past half-way (485.25), at rest: large.
        #expect(SheetDetentRules.restingDetent(among: mediumAndLarge, height: 490, velocity: 0)?.identifier == "large")
    }

    @Test func aFastShortFlickGoesFurtherThanItsDistance() {
        // 800 pt/s upwards projects 800 / 1000 · 0.998 / 0.002 = 399.2 points on: 363.5 + 399.2
        // is nearer large (647) than medium.
        #expect(SheetDetentRules.restingDetent(among: mediumAndLarge, height: 363.5, velocity: 800)?.identifier == "large")
        // 200 pt/s projects 99.8 points: 463.3 is still nearer medium.
        #expect(SheetDetentRules.restingDetent(among: mediumAndLarge, height: 363.5, velocity: 200)?.identifier == "medium")
        // A flick down from high up comes back to medium.
        #expect(SheetDetentRules.restingDetent(among: mediumAndLarge, height: 600, velocity: -800)?.identifier == "medium")
    }

    @Test func aFlickPassesADetentOnTheWay() {
        let three = SheetConfiguration(detents: [SheetDetent(identifier: "peek", resolution: .height(100)), .medium, .large],
                                       safeAreaTop: 20).resolvedDetents(containerHeight: 667)
        // From large, 2000 pt/s down projects 998 points: past medium, onto the lowest detent.
        #expect(SheetDetentRules.restingDetent(among: three, height: 640, velocity: -2000)?.identifier == "peek")
        // The deceleration rate counts: 1000 pt/s goes 499 points at .normal (0.998), onto the
        // lowest detent, and 1 · 0.99 / 0.01 = 99 points at UIScrollView's .fast (0.99): large.
        #expect(SheetDetentRules.restingDetent(among: three, height: 640, velocity: -1000)?.identifier == "peek")
        #expect(SheetDetentRules.restingDetent(among: three, height: 640, velocity: -1000, decelerationRate: 0.99)?.identifier == "large")
    }

    // MARK: A move bent at its release

    @Test func aReleasePickingAnotherDetentBendsTheRestOfTheMoveWithoutAJump() {
        let detents = SheetConfiguration(detents: [SheetDetent(identifier: "peek", resolution: .height(100)), .medium, .large],
                                         safeAreaTop: 20).resolvedDetents(containerHeight: 667)
        let (peek, medium, large) = (detents[0], detents[1], detents[2])
        var move = SheetDetentMove(from: large, to: peek, candidates: detents)
        // Linear until released: a third of the way down from 647 to 100.
        #expect(abs(move.height(at: 1.0 / 3) - (647 - 547.0 / 3)) < 1e-9)
        let before = move.height(at: 0.4)
        move.retarget(progress: 0.4, to: medium)
        #expect(move.height(at: 0.4) == before, "no jump where the finger let go")
        #expect(move.height(at: 1) == 323.5, "the move ends on the detent the release picked")
        #expect(abs(move.height(at: 0.7) - (before + 0.5 * (323.5 - before))) < 1e-9, "linear in the progress left")
    }

    // MARK: The dimming

    @Test func theDimmingFadesInAboveTheLargestUndimmedDetent() {
        let undimmedAtMedium: (Double) -> Double = {
            SheetDetentRules.dimmingFraction(height: $0, detents: self.mediumAndLarge, largestUndimmed: "medium")
        }
        #expect(undimmedAtMedium(100) == 0)
        #expect(undimmedAtMedium(323.5) == 0)
        #expect(undimmedAtMedium(485.25) == 0.5)
        #expect(undimmedAtMedium(647) == 1)
        // Undimmed at large, the largest: never dimmed.
        #expect(SheetDetentRules.dimmingFraction(height: 647, detents: mediumAndLarge, largestUndimmed: "large") == 0)
        // No undimmed detent: dimmed from the lowest detent up, fading in on the way there.
        #expect(SheetDetentRules.dimmingFraction(height: 161.75, detents: mediumAndLarge, largestUndimmed: nil) == 0.5)
        #expect(SheetDetentRules.dimmingFraction(height: 323.5, detents: mediumAndLarge, largestUndimmed: nil) == 1)
    }

    // MARK: What a configuration may not say

    @Test(arguments: [
        (SheetConfiguration(detents: [.medium, .medium]), "two detents have the identifier 'medium'"),
        (SheetConfiguration(detents: [.medium], selectedDetentIdentifier: "large"), "selectedDetentIdentifier 'large' names no detent"),
        (SheetConfiguration(detents: [.large], largestUndimmedDetentIdentifier: "half"), "largestUndimmedDetentIdentifier 'half' names no detent"),
        (SheetConfiguration(detents: [SheetDetent(identifier: "low", resolution: .height(-1))]), "height must be a finite number ≥ 0"),
        (SheetConfiguration(detents: [SheetDetent(identifier: "odd", resolution: .fraction(1.5))]), "fraction must be within 0…1"),
        (SheetConfiguration(detents: [SheetDetent(identifier: "odd", resolution: .fraction(.nan))]), "fraction must be within 0…1"),
        (SheetConfiguration(detents: []), "at least one detent"),
    ])
    func badConfigurationsAreNamedNeverTrapped(sheet: SheetConfiguration, problem: String) throws {
        #expect(sheet.problem?.contains(problem) == true, "\(sheet.problem ?? "no problem")")
        var description = SceneDescription(container: .modal, size: Size(width: 375, height: 667),
                                           pages: ["a", "b"].map { ControllerDescription(id: $0, view: ViewDescription(id: $0 + "View")) })
        description.presentation = PresentationDescription(style: .pageSheet)
        description.presentation.sheet = sheet
        #expect(throws: SceneError.self) { try Scene.build(description) }
    }
}
