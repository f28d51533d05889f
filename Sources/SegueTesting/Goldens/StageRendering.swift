import CLua
import SegueCore
import SegueLua
import Segue
import SegueImages

/// `s:render(options)`: a run of the transition as `s:record` makes it, a few of its frames
/// drawn as images — each frame one SVG document of the shared drawing description
/// (``SVGFilmstrip``, one cell, no label text so no font decides a pixel) — as a table the
/// `matches_golden_images` matcher rasterises and compares with its golden PNGs:
/// `{ frames = N, svg = { … }, times = { … }, progress = { … }, golden_images = <the comparing
/// function> }` — each frame's time since the run began and its presented progress.
///
/// Options: those of `s:record` (`request`, `scrub`, `velocity`, `gesture`), and `frames`
/// (evenly spaced frames, 4 by default) or `at` (a list of times in seconds), and `width`
/// (each image's width in pixels, 120 by default; the height keeps the window's aspect ratio).
extension StageBinding {
    /// Registers `render` among the stage's methods (the metatable's method table on top).
    func registerRendering() {
        let state = host.state
        state.pushFunction { [unowned self] lua in
            let harness = try self.harness(lua, function: "render")
            var options = try RecordOptions.read(lua, at: 2, function: "render")
            let film = try Self.frames(harness, &options, function: "render")
            let chosen = (options.selection ?? .evenly(4)).choose(from: film)
            let sheet = SVGFilmstrip(cellWidth: options.width ?? 120, columns: 1)
            let take = RenderedTake(frames: film, chosen: chosen) { sheet.document([.init(drawing: $0.drawing, label: "")]) }
            lua.newTable(recordCount: 5)
            lua.push(chosen.count)
            lua.setRawField("frames", of: -2)
            lua.pushList(chosen) { lua, frame in lua.push(take.document(frame)) }
            lua.setRawField("svg", of: -2)
            for (field, value) in [("times", \FilmFrame.time), ("progress", \FilmFrame.progress)] {
                lua.pushList(chosen) { lua, frame in lua.push(frame[keyPath: value]) }
                lua.setRawField(field, of: -2)
            }
            // The comparing function keeps the whole take, so a golden is compared at its own
            // instants (``RenderedTake``).
            lua.pushFunction { [imageGoldens] lua in try Self.compareImages(lua, with: imageGoldens, take: take) }
            lua.setRawField("golden_images", of: -2)
            return 1
        }
        state.setRawField("render", of: -2)
    }

    /// `golden_images(svg, name, tolerance, pixels, animated, deltaE, times, progress)`: the
    /// rendered frames at `svg` checked against the image golden `name` (``ImageGoldenFiles``),
    /// the golden's instants drawn from `take`.
    static func compareImages(_ lua: LuaState, with imageGoldens: ImageGoldenFiles, take: RenderedTake) throws -> Int32 {
        guard lua.isTable(1) else { throw LuaScriptError("matches_golden_images: the value is not rendered frames") }
        let count = lua.rawLength(at: 1)
        guard (1...64).contains(count) else { throw LuaScriptError("matches_golden_images: the value is not rendered frames") }
        var documents: [String] = []
        for position in 1...count {
            lua.pushRawElement(position, of: 1)
            defer { lua.pop() }
            guard let svg = lua.string(at: -1) else { throw LuaScriptError("matches_golden_images: the value is not rendered frames") }
            documents.append(svg)
        }
        let name = try lua.checkString(2, function: "matches_golden_images")
        let tolerance = lua.isNil(3) ? 0 : try lua.checkFinite(3, function: "matches_golden_images", in: 0...255)
        let pixels = lua.isNil(4) ? 0 : try lua.checkFinite(4, function: "matches_golden_images", in: 0...1e9)
        let deltaE = lua.isNil(6) ? nil : try lua.checkFinite(6, function: "matches_golden_images", in: 0...100)
        let comparison = ImageComparison(channelTolerance: Int(tolerance.rounded(.down)), allowedPixels: Int(pixels.rounded(.down)),
                                         perceptualTolerance: deltaE)
        let animated = lua.type(at: 5) == LUA_TBOOLEAN && lua.bool(at: 5)
        // Each frame's time and progress, for the page of failures (left out when they do
        // not match the frames one for one).
        let times = Self.numbers(lua, at: 7, count: documents.count)
        let progress = Self.numbers(lua, at: 8, count: documents.count)
        let moments = documents.indices.map { index in
            ImageGoldenFiles.Moment(time: times?[index], progress: progress?[index])
        }
        // The take's chosen frames are the svg's (one table of `s:render`'s); a list of
        // another length is compared frame by frame, without instants.
        let sameFrames = documents.count == take.chosen.count
        let failure: String?
        do {
            failure = try imageGoldens.check(documents, name: name, comparison: comparison, animated: animated, moments: moments,
                                             take: sameFrames ? take : nil)
        } catch let error as ImageToolError {
            throw LuaScriptError("matches_golden_images: \(error.message)")
        }
        return Self.pushVerdict(failure, in: lua)
    }

    /// The list of `count` finite numbers at `index`, nil when it is anything else.
    static func numbers(_ lua: LuaState, at index: Int32, count: Int) -> [Double]? {
        guard lua.isTable(index), lua.rawLength(at: index) == count else { return nil }
        var numbers: [Double] = []
        for position in stride(from: 1, through: count, by: 1) {
            defer { lua.pop() }
            guard lua.pushRawElement(position, of: index) == LUA_TNUMBER, let value = lua.number(at: -1), value.isFinite else { return nil }
            numbers.append(value)
        }
        return numbers
    }
}
