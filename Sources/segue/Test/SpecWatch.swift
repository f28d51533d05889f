#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import SegueLua
import SegueTesting

/// `segue test --watch`: runs the specs, then waits for a save of any `.lua` file under the
/// paths (the watcher the REPL's hot reload uses, so every way an editor saves is seen) and
/// runs again what the save affects — the saved spec files alone, or every spec when a file
/// that is not a spec (a transition, a module) changed — after clearing the screen, ending
/// each run with one summary line. Runs until interrupted (Ctrl-C).
struct SpecWatch {
    let paths: [String]
    /// Runs the specs under the given paths and returns the report.
    let run: ([String]) -> RunReport

    func start() -> Never {
        let roots = paths.isEmpty ? ["."] : paths
        let watcher = FileWatcher()
        watcher.acceptsNewFile = { $0.hasSuffix(".lua") }
        var targets = roots
        var texts: [String: [UInt8]?] = [:]
        while true {
            let report = run(targets)
            // Every .lua file, and the folders themselves (a new file in one is seen too).
            let files = (try? SpecDiscovery.specFiles(under: roots, accepting: { $0.hasSuffix(".lua") })) ?? []
            watcher.watch(files + roots.map { $0 + "/." })
            for file in files where texts[file] == nil { texts[file] = contents(of: file) }
            print("[watch] \(report.summaryLine) — waiting for a save under \(roots.joined(separator: ", ")) (Ctrl-C stops)")
            fflush(stdout)
            // A save is what changes a file's text: the extra events of one save (a rename
            // then a change of attributes) and saves that change nothing run nothing.
            var changed: [String] = []
            while changed.isEmpty {
                changed = waitForSave(watcher).filter { file in
                    let now = contents(of: file)
                    defer { texts[file] = now }
                    return texts[file] ?? nil != now
                }
            }
            let specs = (try? SpecDiscovery.specFiles(under: roots)) ?? []
            let changedSpecs = changed.filter { specs.contains($0) }
            targets = changedSpecs.count == changed.count && !changedSpecs.isEmpty ? changedSpecs : roots
            if isatty(STDOUT_FILENO) != 0 { print("\u{1B}[2J\u{1B}[H", terminator: "") }
            print("[watch] \(changed.joined(separator: ", ")) changed: running \(targets == roots ? "every spec" : targets.joined(separator: ", "))")
        }
    }

    /// The bytes of `file`, nil when it cannot be read.
    private func contents(of file: String) -> [UInt8]? {
        (try? LuaSource.read(file))?.bytes
    }

    /// Blocks until watched files change and every save among them completed (a file still
    /// open for writing gets 50 ms more); the files, sorted.
    private func waitForSave(_ watcher: FileWatcher) -> [String] {
        var pending: [String: Bool] = [:]
        while true {
            var descriptor = pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let settled = !pending.isEmpty && !pending.values.contains(false)
            if settled { return pending.keys.sorted() }
            let ready = poll(&descriptor, 1, pending.isEmpty ? -1 : 50)
            if ready == 0, !pending.isEmpty { return pending.keys.sorted() }
            pending.merge(watcher.changes()) { $1 }
        }
    }
}
