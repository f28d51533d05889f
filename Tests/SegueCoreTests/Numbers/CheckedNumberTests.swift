import Testing
@testable import SegueCore

/// The one checked conversion, and the SegueCore places that trapped or spun on numbers a
/// user controls (issue 13, items 4 and 5).
@Suite struct CheckedNumberTests {
    @Test(arguments: [Double.nan, -.nan, .infinity, -.infinity, 1e300, -1e300, 1e10])
    func aNonFiniteOrHugeNumberIsRefusedWithItsName(value: Double) {
        #expect(throws: NumberError.self) { try CheckedNumber.finite(value, "'x'") }
        #expect(throws: NumberError.self) { try CheckedNumber.integer(value, "'x'", in: -1_000_000...1_000_000) }
    }

    @Test func theMessageNamesTheValueAndTheRange() throws {
        let nan = #expect(throws: NumberError.self) { try CheckedNumber.finite(.nan, "'initialPage'", in: 1...3) }
        #expect(nan?.message == "'initialPage' must be a finite number, got nan")
        let out = #expect(throws: NumberError.self) { try CheckedNumber.integer(-9.3e18, "page", in: 1...10) }
        #expect(out?.message.contains("whole") == false)
        #expect(try CheckedNumber.integer(3, "n", in: 1...10) == 3)
        #expect(throws: NumberError.self) { try CheckedNumber.integer(2.5, "n", in: 1...10) }
        #expect(throws: NumberError.self) { try CheckedNumber.integer(Double(Int.max), "n", in: Int.min...Int.max) }
    }

    @Test(arguments: ["nan", "inf", "-inf", "infinity", "0x10", "1e400", "", " 1", "１"])
    func parsingRefusesWhatIsNotAPlainDecimal(text: String) {
        #expect(throws: NumberError.self) { try CheckedNumber.parse(text, "--velocity") }
    }

    @Test func parsingTakesNegativeAndExponentForms() throws {
        #expect(try CheckedNumber.parse("-500", "--velocity") == -500)
        #expect(try CheckedNumber.parse("2.5e2", "x") == 250)
        #expect(throws: NumberError.self) { try CheckedNumber.parseInteger("-9223372036854775808", "page", in: 1...100) }
        #expect(throws: NumberError.self) { try CheckedNumber.parseInteger("99999999999999999999", "page", in: 1...100) }
        #expect(try CheckedNumber.parseInteger("7", "page", in: 1...100) == 7)
    }

    @Test func clampingNeverTraps() {
        #expect(CheckedNumber.clampedInt(.nan, in: 0...10) == 0)
        #expect(CheckedNumber.clampedInt(.infinity, in: 0...10) == 10)
        #expect(CheckedNumber.clampedInt(-1e300, in: -5...10) == -5)
        #expect(CheckedNumber.clampedInt(4.4, in: 0...10) == 4)
        #expect(CheckedNumber.clampedInt(1e300, in: Int.min...Int.max) == Int.max)
    }

    @Test func fullwidthHexDigitsAreNotAColour() {
        #expect(Color(hex: "#ＦＦＦ") == nil)
        #expect(Color(hex: "#١٢٣") == nil)
        #expect(Color(hex: "#fff") == .white)
        #expect(Color(red: .nan, green: .infinity, blue: -1, alpha: 1e300).hex == "#00ff00ff")
    }

    @Test func everySpellingOfAColourReadsAsItsBytes() {
        #expect(Color(hex: "#12aB3f") == Color(red: 0x12 / 255.0, green: 0xAB / 255.0, blue: 0x3F / 255.0))
        #expect(Color(hex: "12ab3f80") == Color(red: 0x12 / 255.0, green: 0xAB / 255.0, blue: 0x3F / 255.0, alpha: 0x80 / 255.0))
        #expect(Color(hex: "#a1F") == Color(hex: "#aa11FF") && Color(hex: "a1f") == Color(hex: "#aa11ff"))
        for bad in ["", "#", "##fff", "#ff", "#ffff", "#fffff", "#fffffff", "#fffffffff", "#ff ff ff", "#gggggg", "fff#",
                    "#f\u{301}ff", "\u{FEFF}#fff"] {
            #expect(Color(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func theClockStopsAtItsMaximumAndIgnoresNaN() {
        let clock = VirtualClock()
        clock.advance(to: .nan)
        #expect(clock.now == 0)
        clock.advance(to: 1e300)
        #expect(clock.now == VirtualClock.maximumTime)
    }

    @Test(arguments: ["1e5", "1e300", "121"])
    func aTraceLongerThanTheMaximumIsRefusedAtItsLine(time: String) throws {
        let text = """
            {
              "events": [
                { "phase": "began", "x": 1, "y": 1, "t": 0 },
                { "phase": "ended", "x": 1, "y": 1, "t": \(time) }
              ]
            }
            """
        let error = #expect(throws: JSONError.self) { try GestureTrace.read(text) }
        #expect(error?.line == 4, "\(String(describing: error))")
    }

    @Test func aTraceWithAHugeLocationOrSizeIsRefused() throws {
        let far = #"{ "events": [ { "phase": "began", "x": 1e300, "y": 1, "t": 0 } ] }"#
        #expect(throws: JSONError.self) { try GestureTrace.read(far) }
        let size = #"{ "size": { "width": 1e999, "height": 10 }, "events": [] }"#
        #expect(throws: JSONError.self) { try GestureTrace.read(size) }
    }

    @Test func aRunStopsAtItsFrameLimit() throws {
        let fixture = try ContainerFixture(.tabs)
        let runner = fixture.runner
        runner.limit = 1e9
        runner.maxFrames = 5
        #expect(runner.runTimed() == .timedOut)
        #expect(runner.frames.count <= 7)
    }

    @Test func aRunnerAtAnAbsurdFrameRateIsBounded() {
        #expect(TransitionRunner(scene: try! ContainerFixture(.tabs).scene, fps: .nan).fps == 60)
        #expect(TransitionRunner(scene: try! ContainerFixture(.tabs).scene, fps: 1e300).fps == 100_000)
    }

    @Test func viewsAnywhereDrawWithoutTrapping() throws {
        let page = ControllerDescription(id: "page", view: ViewDescription(id: "pageView", subviews: [
            ViewDescription(id: "far", frame: Rect(x: 1e300, y: -1e300, width: 1e300, height: 5)),
            ViewDescription(id: "nan", frame: Rect(x: .nan, y: 0, width: .infinity, height: .nan)),
        ]))
        let next = ControllerDescription(id: "next", view: ViewDescription(id: "nextView"))
        let scene = try Scene.build(SceneDescription(container: .navigation, size: Size(width: 200, height: 100), pages: [page, next]))
        let lines = TerminalFrameRenderer(maxColumns: 42, maxRows: 40).render(scene)
        #expect(!lines.isEmpty)
        _ = TerminalFrameRenderer(maxColumns: 42, maxRows: 40).gridSize(for: Size(width: 1e-300, height: 1e300))
        _ = TerminalFrameRenderer(maxColumns: 42, maxRows: 40).gridSize(for: Size(width: 1e300, height: 1e-300))
    }

    @Test func extremeSpringsSettleInBoundedTime() {
        for spring in [SpringCurve(mass: 1e-4, stiffness: 1e9, damping: 0, initialVelocity: 1e9),
                       SpringCurve(mass: 1e9, stiffness: 1e-4, damping: 1e9, initialVelocity: -1e9),
                       SpringCurve(dampingRatio: 1000, response: 3600, initialVelocity: 1e9)] {
            #expect(!spring.settlingDuration.isNaN)
        }
    }
}
