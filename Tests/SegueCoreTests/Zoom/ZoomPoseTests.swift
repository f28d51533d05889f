import Testing
@testable import SegueCore

/// The zoom's geometry: the alignment rect laid over the source, the finger followed in 2-D,
/// the ends reached exactly.
@Suite struct ZoomPoseTests {
    private let frame = Rect(x: 0, y: 0, width: 375, height: 667)
    private let centre = Point(x: 0.5, y: 0.5)

    private func near(_ a: Point, _ b: Point, _ within: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= within && abs(a.y - b.y) <= within
    }

    @Test func theAlignmentRectLandsOnTheSource() {
        let alignment = Rect(x: 0, y: 96, width: 375, height: 375)
        let source = Rect(x: 135, y: 245, width: 115, height: 115)
        let pose = ZoomPose.aligning(alignment, of: frame, anchor: centre, onto: source)
        #expect(abs(pose.scale - 115.0 / 375) < 1e-15)
        #expect(near(pose.place(Point(x: 0, y: 96), frame: frame, anchor: centre), Point(x: 135, y: 245)))
        #expect(near(pose.place(Point(x: 375, y: 471), frame: frame, anchor: centre), Point(x: 250, y: 360)))
    }

    @Test func anotherAspectCoversTheSourceCentred() {
        let source = Rect(x: 10, y: 10, width: 100, height: 50)
        let pose = ZoomPose.aligning(Rect(x: 0, y: 0, width: 200, height: 200), of: Rect(x: 0, y: 0, width: 200, height: 200),
                                     anchor: centre, onto: source)
        #expect(pose.scale == 0.5, "aspect fill: the larger of 100/200 and 50/200")
        #expect(near(pose.place(Point(x: 100, y: 100), frame: Rect(x: 0, y: 0, width: 200, height: 200), anchor: centre),
                     Point(x: 60, y: 35)))
    }

    @Test func anAnchorElsewhereGivesTheSamePlaces() {
        let alignment = Rect(x: 0, y: 96, width: 375, height: 375)
        let source = Rect(x: 135, y: 245, width: 115, height: 115)
        let corner = Point(x: 0, y: 0)
        let pose = ZoomPose.aligning(alignment, of: frame, anchor: corner, onto: source)
        #expect(near(pose.place(Point(x: 0, y: 96), frame: frame, anchor: corner), Point(x: 135, y: 245)))
    }

    @Test func theGrabbedPointStaysUnderTheFinger() {
        let grab = Point(x: 190, y: 262)
        for translation in [Point(x: 15, y: 28), Point(x: 110, y: 208), Point(x: -40, y: 400), Point(x: 30, y: -50)] {
            let pose = ZoomPose.following(grab: grab, translation: translation, frame: frame, anchor: centre,
                                          minimumScale: 0.5, distance: 667)
            #expect(near(pose.place(grab, frame: frame, anchor: centre), Point(x: grab.x + translation.x, y: grab.y + translation.y)))
        }
    }

    @Test func afterAPoseTheGrabbedPointStillFollowsTheFinger() {
        let base = ZoomPose(scale: 0.6, translation: Point(x: 40, y: 120))
        let grab = Point(x: 150, y: 300)             // where the finger lands on the view as it is shown
        let translation = Point(x: 35, y: 90)
        let finger = ZoomPose.following(grab: grab, translation: translation, frame: frame, anchor: centre,
                                        minimumScale: 0.5, distance: 667)
        let pose = finger.after(base)
        // The point of the view that `base` showed at `grab` …
        let scaled = Point(x: frame.midX + (grab.x - frame.midX - base.translation.x) / base.scale,
                           y: frame.midY + (grab.y - frame.midY - base.translation.y) / base.scale)
        #expect(near(base.place(scaled, frame: frame, anchor: centre), grab))
        // … is under the finger.
        #expect(near(pose.place(scaled, frame: frame, anchor: centre), Point(x: 185, y: 390)))
        #expect(finger.after(.identity) == finger)
    }

    @Test func itShrinksGoingDownOnly() {
        func scale(_ dy: Double) -> Double {
            ZoomPose.following(grab: Point(x: 100, y: 100), translation: Point(x: 20, y: dy), frame: frame, anchor: centre,
                               minimumScale: 0.5, distance: 667).scale
        }
        #expect(scale(0) == 1 && scale(-100) == 1)
        #expect(abs(scale(333.5) - 0.75) < 1e-15)
        #expect(scale(667) == 0.5 && scale(5000) == 0.5)
    }

    @Test func interpolationEndsExactly() {
        let a = ZoomPose(scale: 0.3, translation: Point(x: 12.3, y: -45.6))
        let b = ZoomPose(scale: 1, translation: Point(x: 0, y: 0))
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(a.interpolated(to: b, fraction: 0) == a)
    }
}
