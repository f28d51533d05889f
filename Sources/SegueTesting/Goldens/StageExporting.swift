import SegueSystem
import CLua
import Segue
import SegueCore
import SegueExport
import SegueLua
import SegueSystem

/// `s:export(format, options)`: a transition run from where the stage stands to its end, as
/// `segue export` records it, encoded by the format named (`spec`, and the others this build
/// registers), measured against the run — `{ error = { points =, alpha =, radians =, colour = },
/// where = { points = "view.property at T s", … }, unsupported = { … }, not_carried = { … },
/// files = { name… }, within = true|false, fits = N, report = "report: PATH (…)" }`. Each error
/// is the largest difference in its unit (0 when nothing of that unit was compared).
///
/// Options: those of `s:record` (`request`, `scrub`, `velocity`, `gesture`); `folder`, a
/// plain folder name: the files are then written there inside the spec's folder, through the
/// file gate (a link on the way is refused); and `segue export`'s own, with the same meaning
/// (``ExportOptions``): `tolerance` — the export is fitted within it and tightened as the
/// command's (`TightenedExport`), and `within` says whether its error is — and `report`, the
/// conformance report (``ConformancePage``, the command's) written at that path inside the
/// spec's folder.
///
/// The result is kept as a golden like a trace: `expect(s:export("lottie")):matches_golden(NAME)`
/// (`GoldenFiles.check(export:of:format:name:tolerance:)`, through the result's `golden`).
extension StageBinding {
    /// Registers `export` among the stage's methods (the metatable's method table on top).
    func registerExporting(goldens: GoldenFiles) {
        let state = host.state
        state.pushFunction { [unowned self] lua in try Self.wordingErrors(of: "export") {
            let harness = try self.harness(lua, function: "export")
            let name = try lua.checkString(2, function: "export")
            guard let format = ExportFormats.format(named: name) else {
                throw LuaScriptError("export: \(ExportFormats.refusal(of: name) ?? name)")
            }
            var options = try RecordOptions.read(lua, at: 3, function: "export")
            let recorder = ExportTakeRecorder(driver: harness.driver)
            _ = try Self.frames(harness, &options, function: "export") { _, _, _ in recorder.sample() }
            let container = harness.container
            let interaction = InteractionDescription(
                gesture: harness.stage.script.gesture ?? GestureDescription(), releasePolicy: container.releasePolicy,
                completionSpeed: container.completionSpeed, completionCurve: container.completionCurve,
                isInteractive: options.scrub != nil || options.gesture != nil, releaseProgress: options.scrub,
                releaseVelocity: options.scrub == nil ? nil : options.velocity ?? 0)
            let take = recorder.take(title: ExportTake.title(scriptPath: harness.stage.script.path), interaction: interaction)
            let tightened: TightenedExport
            do throws(ExportFailure) { tightened = try TightenedExport(format, take: take, tolerance: options.tolerance) } catch {
                throw LuaScriptError("export: \(name): \(error.reason)")
            }
            let output = tightened.output
            if let folder = options.folder {
                guard let opened = try GatedFolder(root: specFolder, components: [folder]).open(create: true) else {
                    throw LuaScriptError("export: the folder '\(folder)' cannot be made")
                }
                for file in output.files { try opened.write(file.bytes, to: file.name) }
            }
            let error = tightened.error
            var reportLine: String?
            if let report = options.report, let file = report.last {
                let page: ConformancePage
                do {
                    page = try ConformancePage(take: take, printed: output.replay, format: name,
                                               source: "the \(name) export's own replay (its error returned)",
                                               tolerance: options.tolerance, file: harness.stage.script.path)
                } catch { throw LuaScriptError("export: \(error)") }
                let place = GatedFolder(root: specFolder, components: Array(report.dropLast()))
                guard let opened = try place.open(create: true) else {
                    throw LuaScriptError("export: the folder of '\(report.joined(separator: "/"))' cannot be made")
                }
                try opened.write(Array(page.html.utf8), to: file)
                reportLine = page.line(path: report.joined(separator: "/"))
            }
            lua.newTable(recordCount: 9)
            // `matches_golden` on the result keeps the export's main file as a golden.
            lua.pushFunction { lua in
                let golden = try lua.checkString(1, function: "matches_golden")
                let tolerance = try ExportTolerance.read(lua, at: 2)
                return Self.pushVerdict(try goldens.check(export: output, of: take, format: format, name: golden, tolerance: tolerance), in: lua)
            }
            lua.setRawField("golden", of: -2)
            lua.newTable(recordCount: 4)
            for unit in ExportUnit.allCases {
                lua.push(error[unit]?.difference ?? 0)
                lua.setRawField(unit.rawValue, of: -2)
            }
            lua.setRawField("error", of: -2)
            lua.newTable(recordCount: 4)
            for unit in ExportUnit.allCases {
                guard let largest = error[unit], largest.difference > 0 else { continue }
                lua.push("\(largest.viewID).\(largest.property.name) at \(decimalText(largest.time, places: 4)) s")
                lua.setRawField(unit.rawValue, of: -2)
            }
            lua.setRawField("where", of: -2)
            lua.pushList(output.unsupported)
            lua.setRawField("unsupported", of: -2)
            lua.pushList(error.notCarried)
            lua.setRawField("not_carried", of: -2)
            lua.pushList(output.files.map(\.name))
            lua.setRawField("files", of: -2)
            lua.push(tightened.reached)
            lua.setRawField("within", of: -2)
            lua.push(tightened.fits)
            lua.setRawField("fits", of: -2)
            if let reportLine {
                lua.push(reportLine)
                lua.setRawField("report", of: -2)
            }
            return 1
        } }
        state.setRawField("export", of: -2)
    }
}
