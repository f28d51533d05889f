#if canImport(Glibc)
import Glibc
#endif
import SegueSystem
import SegueLua
import SegueTesting
import Segue
import SegueCore

/// Hot-reload latency: from the moment a saved file lands on disk (an atomic save: a
/// temporary file renamed over the script) to the moment the new version is live — the
/// inotify event (a completed save is tried at once; the debounce is only a fallback), reading and compiling in a fresh sandbox, building the
/// scene and bringing it back to the same place (an interactive transition held at 0.4).
/// The baseline, measured in the same run, is a cold load of the same file: fresh state,
/// compile, scene.
enum ReloadBenchmark {
    static func run(example: String, quick: Bool) {
        print("")
        print("Hot reload: file save → new version live, \(example)")
        guard let original = readTextFile(example) else { return print("cannot read \(example)") }
        let folder = "/tmp/segue-reload-\(getpid())"
        mkdir(folder, 0o755)
        defer {
            unlink(folder + "/script.lua")
            rmdir(folder)
        }
        let path = folder + "/script.lua"
        save(original, to: path)
        guard let reloader = try? ScriptReloader(path: path),
              var harness = try? StageHarness(stage: reloader.script.makeStage(), fps: 60, allowsErrors: false),
              (try? harness.start(.next, interactive: true)) == true else {
            return print("cannot load \(example) and begin it interactively")
        }
        try? harness.interactor().update(0.4)
        let saves = quick ? 10 : 60
        var latencies: [Double] = []
        for index in 0..<saves {
            // Each save changes the text (a comment), so none is skipped as unchanged.
            save(original + "\n-- save \(index)\n", to: path)
            let saved = ScriptReloader.now()
            var live = false
            while !live && ScriptReloader.now() - saved < 2 {
                var descriptor = pollfd(fd: reloader.watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
                let wait = reloader.deadline.map { Int32(max(($0 - ScriptReloader.now()) * 1000, 0).rounded(.up)) } ?? 50
                _ = poll(&descriptor, 1, wait)
                let outcome = reloader.check { script in
                    let fresh = StageHarness(stage: try script.makeStage(), fps: 60, allowsErrors: false)
                    try StagePlace.capture(harness).restore(on: fresh)
                    harness = fresh
                }
                if case .reloaded = outcome { live = true }
                if case .failed(let error, _) = outcome { return print("reload failed: \(error)") }
            }
            guard live else { return print("save \(index) was not picked up within 2 s") }
            latencies.append((ScriptReloader.now() - saved) * 1000)
        }
        let baseline = bestOf(quick ? 3 : 20) {
            guard let script = try? TransitionScript.load(path: path), let _ = try? script.makeStage() else {
                fatalError("cannot load \(path)")
            }
        } / 1e6
        latencies.sort()
        let median = latencies[latencies.count / 2]
        let p95 = latencies[min(latencies.count - 1, latencies.count * 95 / 100)]
        print("saves   median ms   p95 ms   max ms   fallback ms   cold load ms (baseline)   median / baseline")
        print("\(saves)".padding(8) + format(median, 2).padding(12) + format(p95, 2).padding(9)
              + format(latencies.last!, 2).padding(9) + format(reloader.debounce * 1000, 0).padding(14)
              + format(baseline, 3).padding(26) + format(median / baseline, 1))
        print("progress after the last reload: \(format(harness.progress, 3)) (held at 0.4 before)")
    }

    /// Writes `text` the way editors save atomically: a temporary file renamed over `path`.
    private static func save(_ text: String, to path: String) {
        let temporary = path + ".tmp"
        guard let file = fopen(temporary, "wb") else { return }
        _ = text.withCString { fputs($0, file) }
        fclose(file)
        rename(temporary, path)
    }
}
