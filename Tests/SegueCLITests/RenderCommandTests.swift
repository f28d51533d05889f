import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestScratch

/// `segue render --format svg`: a filmstrip of the run's frames, well-formed, with the
/// frames asked for; bad options are usage errors.
@Suite struct RenderCommandTests {
    func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-render-\(UUID().uuidString)-\(name)").path
    }

    @Test func theCubeTurnsInAFilmstrip() throws {
        let out = scratch("cube.svg")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try SegueProcess.run(["render", "examples/cube.lua", "--format", "svg", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // Eight frames, labelled from the start to the end, with the faces turned in 3-D.
        #expect(svg.components(separatedBy: "<text ").count == 9)
        #expect(svg.contains("t 0 s · progress 0") && svg.contains("t 0.6 s · progress 1"))
        #expect(svg.contains("<polygon"))
    }

    @Test func chosenTimesAndRequests() throws {
        let out = scratch("at.svg")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try SegueProcess.run(["render", "examples/cube.lua", "--request", "tab:3", "--at", "0,0.3", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.components(separatedBy: "<text ").count == 3)
        #expect(svg.contains("data-view=\"peopleView\""))
    }

    @Test func badOptionsAreUsageErrors() throws {
        for arguments in [["--frames", "1"], ["--at", "0,x"], ["--format", "jpeg"], ["--format", "html", "--frames", "4"], ["--frames", "3", "--at", "0"], ["--scrub", "0.5", "--gesture", "g.json"], ["--request", "bogus"], ["--fps", "0"]] {
            let result = try SegueProcess.run(["render", "examples/cube.lua", "--output", scratch("x.svg")] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
        }
        let missing = try SegueProcess.run(["render", "examples/nope.lua", "--output", scratch("x.svg")])
        #expect(missing.status == 1 && missing.stderr.contains("nope.lua"))
    }

    /// Issue 28, item 5: a run `--max-frames` stopped was drawn and exited 0. It is a failure,
    /// in every format, with the line `segue run` prints, and nothing is written.
    @Test(arguments: ["svg", "png", "gif", "html"])
    func aRunStoppedByTheFrameLimitFailsNamingIt(format: String) throws {
        let out = scratch("limited.\(format)")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try SegueProcess.runBounded(["render", "examples/cube.lua", "--format", format, "--max-frames", "5", "--output", out])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr == "segue: examples/cube.lua: the run reached its limit of 5 frames (--max-frames)\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let run = try SegueProcess.run(["run", "examples/cube.lua", "--max-frames", "5"])
        #expect(run.status == 1 && run.stderr.hasSuffix(result.stderr), "\(run.stderr)")
    }

    /// Issue 28, item 5: at `--fps 10000` the cube's 0.6 s make 6,001 frames; the filmstrip
    /// still draws its eight, evenly spaced from the first to the last, and the html player
    /// holds the run at most 240 frames a second (every 42nd frame and the last), not 6,001.
    @Test func aHugeFrameRateDrawsWhatTheOutputShows() throws {
        let svgOut = scratch("fast.svg"), htmlOut = scratch("fast.html")
        defer { for path in [svgOut, htmlOut] { try? FileManager.default.removeItem(atPath: path) } }
        let svg = try SegueProcess.runBounded(["render", "examples/cube.lua", "--fps", "10000", "--output", svgOut], seconds: 120)
        #expect(svg.status == 0, "\(svg.stderr)")
        let sheet = try String(contentsOfFile: svgOut, encoding: .utf8)
        #expect(sheet.components(separatedBy: "<text ").count == 9)
        #expect(sheet.contains("t 0 s · progress 0") && sheet.contains("t 0.6 s · progress 1"))
        let html = try SegueProcess.runBounded(["render", "examples/cube.lua", "--fps", "10000", "--format", "html", "--output", htmlOut], seconds: 120)
        #expect(html.status == 0, "\(html.stderr)")
        #expect(html.stdout.hasPrefix("segue: \(6000 / 42 + 2) frames of examples/cube.lua"), "\(html.stdout)")
        let take = try embeddedTakeText(try String(contentsOfFile: htmlOut, encoding: .utf8))
        #expect(take.contains("\"sampleRate\":\(decimal(10_000.0 / 42))"), "the take's rate is the rate of the frames it holds")
        // The last frame (6,000, at 0.6 s) is shown from the next sample time on, 143 × 42 / 10,000 s.
        #expect(take.contains("\"duration\":0.6006"), "the last frame stands on the player's grid")
    }

    /// `--output` naming a folder or a FIFO is refused before the run, at once (opening a FIFO
    /// to write would wait for a reader for ever).
    @Test func anOutputThatIsNotARegularFileIsRefused() throws {
        let folder = ScratchFolder.make("ro")
        let pipe = folder + "/out.svg"
        #expect(mkfifo(pipe, 0o644) == 0)
        for (out, format, kind) in [(folder, "svg", "a folder"), (pipe, "svg", "a FIFO"), (pipe, "png", "a FIFO"),
                                    (pipe, "gif", "a FIFO"), (pipe, "html", "a FIFO"), (pipe, "apng", "a FIFO"),
                                    (pipe, "mp4", "a FIFO"), (pipe, "webm", "a FIFO")] {
            let result = try SegueProcess.runBounded(["render", "examples/cube.lua", "--format", format, "--output", out], seconds: 30)
            #expect(result.status == 1, "\(out) \(format): \(result.stderr)")
            #expect(result.stderr == "segue: \(out): is \(kind), not a regular file: Segue writes only regular files\n", "\(result.stderr)")
        }
    }

    /// Issue 34, item 5: an animation or video written to a symbolic link (to a file outside)
    /// is refused naming it, the link and its target untouched; without ffmpeg on `PATH`,
    /// `--format mp4|webm` says which tool and which Debian package, and writes nothing.
    @Test func animationsRefuseLinksAndAMissingFFmpegIsNamed() throws {
        let folder = ScratchFolder.make("anim")
        let target = folder + "/victim.txt", link = folder + "/out.png"
        try "keep me\n".write(toFile: target, atomically: true, encoding: .utf8)
        #expect(symlink(target, link) == 0)
        for format in ["gif", "apng", "mp4", "webm"] {
            let result = try SegueProcess.runBounded(["render", "examples/cube.lua", "--format", format, "--output", link], seconds: 30)
            #expect(result.status == 1, "\(format): \(result.stderr)")
            #expect(result.stderr.contains("\(link): is a symbolic link, not a regular file"), "\(format): \(result.stderr)")
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
        for format in ["mp4", "webm"] {
            let out = folder + "/cube.\(format)"
            let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                              arguments: ["PATH=\(folder)", SegueProcess.executable.path, "render", "examples/cube.lua",
                                                          "--format", format, "--output", out])
            #expect(result.status == 1, "\(format): \(result.stderr)")
            #expect(result.stderr == "segue: ffmpeg is missing (--format \(format) needs it): install Debian's ffmpeg (apt-get install ffmpeg)\n",
                    "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    /// Issue 34, item 5: an APNG is written in the process, with no ImageMagick or ffmpeg on
    /// `PATH`: the signature, an `acTL` naming its frames (0.6 s at 60 frames a second: 37,
    /// looping for ever), and each frame's `fcTL` delay in milliseconds, 16 or 17, adding up to
    /// the run. (Pillow, ffprobe and Chromium read it in `Tests/browser/check_animation.py`.)
    @Test func anAPNGIsWrittenInTheProcessEvenlyPaced() throws {
        let folder = ScratchFolder.make("apng")
        let out = folder + "/cube.png"
        let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                          arguments: ["PATH=\(folder)", SegueProcess.executable.path, "render", "examples/cube.lua",
                                                      "--format", "apng", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        var offset = 8, frames: UInt32?, plays: UInt32?, delays: [Int] = []
        func number(_ at: Int, _ size: Int) -> Int { bytes[at..<(at + size)].reduce(0) { $0 << 8 | Int($1) } }
        while offset + 12 <= bytes.count {
            let length = number(offset, 4), type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "acTL" { frames = UInt32(number(offset + 8, 4)); plays = UInt32(number(offset + 12, 4)) }
            if type == "fcTL" {
                #expect(number(offset + 8 + 22, 2) == 1000, "delays in milliseconds")
                delays.append(number(offset + 8 + 20, 2))
            }
            offset += 12 + length
        }
        #expect(frames == 37 && plays == 0 && delays.count == 37)
        #expect(Set(delays).isSubset(of: [16, 17]) && delays.dropLast().reduce(0, +) == 600, "\(delays)")
    }

    /// `value` as the trace writers spell a number (shortest round trip).
    private func decimal(_ value: Double) -> String { "\(value)" }
}
