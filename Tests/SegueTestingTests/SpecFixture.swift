import Foundation
@testable import SegueTesting

/// A temporary folder of spec files (short paths, so Lua's chunk names stay whole) and a
/// runner over it that collects what it reports.
final class SpecFixture {
    let folder: String

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.path + "/st-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ name: String) -> String { folder + "/" + name }

    /// Runs every spec under the folder (or `paths`) with `options`.
    func run(_ options: SpecOptions = SpecOptions(), paths: [String]? = nil) -> (report: RunReport, events: Recorder) {
        let recorder = Recorder()
        let report = SpecRunner(options: options).run(paths: paths ?? [folder], reporter: recorder)
        return (report, recorder)
    }

    /// The report of `reporter` over the same run, as text.
    func output(_ options: SpecOptions = SpecOptions(), _ make: (@escaping ReportOutput) -> SpecReporter) -> (String, RunReport) {
        var text = ""
        let reporter = make { text += $0 + "\n" }
        let report = SpecRunner(options: options).run(paths: [folder], reporter: reporter)
        return (text, report)
    }
}

/// Records the order of events.
final class Recorder: SpecReporter {
    var started: [String] = []
    var finished: [TestResult] = []
    var runs = 0
    func fileStarted(_ path: String, repetition: Int) { started.append(path) }
    func testFinished(_ result: TestResult) { finished.append(result) }
    func runFinished(_ report: RunReport) { runs += 1 }

    func result(_ suffix: String) -> TestResult? { finished.first { $0.name.hasSuffix(suffix) } }
}

/// A transition script with a two-page swipe scene, whose hooks the specs below spy on.
let slideScript = """
return segue.transition {
  scene = segue.scene {
    container = "swipe", size = { width = 100, height = 200 },
    pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } },
  },
  duration = 0.5,
  timing = "linear",
  addTo = function(ctx) ctx.container:add(ctx.to.view) end,
  prepare = function(ctx) ctx.to.view.x = ctx.container.width * ctx.direction end,
  animation = function(ctx) ctx.to.view.x = 0 end,
}
"""
