#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the last good version of a transition script and replaces it when its files
/// change: it watches the script and every file its `require` loaded, acts as soon as every
/// changed file's latest event completes a save (closed after writing, or renamed into
/// place) — reading all the events queued at once, so a burst is one reload — and otherwise
/// waits for a quiet moment after the last event (the debounce, a fallback for writers that
/// never close), skips saves whose content did not change,
/// reads a file only when its `stat` changed (`FileSignature`) or the watcher saw it
/// touched — so a host that asks every few milliseconds while nothing changes costs a `stat`
/// a file, never a read of a large script —
/// compiles the new text in a fresh sandboxed state, and swaps it in only when it loaded
/// and the caller accepted it. A broken version is reported and the last good one kept;
/// the next save that changes the text is tried again.
public final class ScriptReloader {
    /// What one check found.
    public enum Outcome {
        /// Nothing was due, or the files hold the text already tried.
        case unchanged
        /// A watched file is missing (an editor replacing it, say); the last good version
        /// stays and the reload waits for the file to come back.
        case missing(String)
        /// The new version is live; `changed` lists the files whose text changed.
        case reloaded(TransitionScript, changed: [String])
        /// The new version failed to load or was refused; the last good one stays.
        case failed(Error, changed: [String])
    }

    /// The live version: the last that loaded and was accepted.
    public private(set) var script: TransitionScript
    /// Seconds without a new file event before a change is tried when a save may still be
    /// under way; a completed save is tried at once.
    public var debounce: Double
    /// The limits every version runs under.
    public let limits: ScriptLimits
    /// Memory cap and hook budget of every version's Lua state.
    public var memoryLimit: Int { limits.memoryLimit }
    public var hookBudget: Double? { limits.hookBudget }
    /// The watcher; poll its ``FileWatcher/fileDescriptor`` to wake up on changes.
    public let watcher = FileWatcher()
    /// The text of each watched file when it was last tried.
    private var lastTried: [String: LuaSource] = [:]
    /// Each watched file's signature just before that text was read.
    private var signatures: [String: FileSignature] = [:]
    /// How many times a watched file has been read so far (what an idle check must not add to).
    public private(set) var filesRead = 0
    /// When the latest unhandled event arrived (monotonic seconds), if one did.
    private var pendingSince: Double?
    /// The files changed since the last try, each with whether its latest event completed
    /// a save.
    private var pendingFiles: [String: Bool] = [:]
    private var pendingSettled: Bool { !pendingFiles.values.contains(false) }

    /// Loads the script at `path`; throws, naming the file and line, when it does not load.
    public convenience init(path: String, debounce: Double = 0.01, memoryLimit: Int = 64 << 20,
                            hookBudget: Double = 2) throws {
        var limits = ScriptLimits.scripts
        limits.memoryLimit = memoryLimit
        limits.hookBudget = hookBudget
        try self.init(path: path, debounce: debounce, limits: limits)
    }

    /// Loads the script at `path` under `limits`; throws, naming the file and line, when it
    /// does not load.
    public init(path: String, debounce: Double = 0.01, limits: ScriptLimits) throws {
        self.debounce = debounce
        self.limits = limits
        script = try TransitionScript.load(path: path, limits: limits)
        remember(script)
    }

    /// The file the script was loaded from.
    public var path: String { script.path }

    /// The files watched: the script and what its `require` loaded.
    public var files: [String] { [script.path] + script.host.sandbox.loadedFiles(in: script.host.state) }

    /// When a pending change becomes due (monotonic seconds), if one is pending: at once
    /// for completed saves, after the debounce otherwise.
    public var deadline: Double? { pendingSince.map { pendingSettled ? $0 : $0 + debounce } }

    /// Reads the watcher's events; returns whether a change is now pending.
    @discardableResult
    public func collectEvents(now: Double = ScriptReloader.now()) -> Bool {
        let changes = watcher.changes()
        if !changes.isEmpty {
            pendingFiles.merge(changes) { $1 }
            pendingSince = now
        }
        return pendingSince != nil
    }

    /// Collects events and, once the debounce has passed, tries the change: `accept` gets
    /// the newly loaded version (to build its scene, say) and may throw to refuse it.
    public func check(now: Double = ScriptReloader.now(),
                      accept: (TransitionScript) throws -> Void) -> Outcome {
        collectEvents(now: now)
        guard let due = deadline, now >= due else { return .unchanged }
        return reload(accept: accept)
    }

    /// Tries the files' current text now, without waiting (the REPL's `:reload`).
    /// With `force`, a version is loaded even when the text did not change.
    public func reload(force: Bool = false, accept: (TransitionScript) throws -> Void) -> Outcome {
        // The files the watcher saw touched are read whatever their stat says (a rewrite in
        // place within one tick of the file system's clock keeps size and times).
        collectEvents()
        let touched = pendingFiles
        pendingSince = nil
        pendingFiles = [:]
        var texts: [String: LuaSource] = [:]
        for file in files {
            let signature = FileSignature.of(file)
            if !force, touched[file] == nil, let signature, signature == signatures[file], let text = lastTried[file] {
                texts[file] = text
                continue
            }
            do {
                filesRead += 1
                texts[file] = try LuaSource.read(file)
                signatures[file] = signature
            } catch {
                signatures[file] = nil
                if error.reason == .missing { return .missing(file) }
                return .failed(LuaError(kind: .other, rawMessage: error.description), changed: [file])
            }
        }
        let changed = texts.keys.filter { lastTried[$0] != texts[$0] }.sorted()
        if changed.isEmpty && !force { return .unchanged }
        for (file, text) in texts { lastTried[file] = text }
        do {
            let candidate = try TransitionScript.load(path: script.path, source: texts[script.path],
                                                      limits: limits)
            try accept(candidate)
            script = candidate
            remember(candidate)
            return .reloaded(candidate, changed: changed)
        } catch {
            return .failed(error, changed: changed)
        }
    }

    /// Watches `script`'s files and records their text as tried.
    private func remember(_ script: TransitionScript) {
        let files = self.files
        watcher.watch(files)
        // Files tried already keep the text that was loaded; only newly required ones are read.
        for file in files where lastTried[file] == nil {
            signatures[file] = FileSignature.of(file)
            filesRead += 1
            lastTried[file] = try? LuaSource.read(file)
        }
    }

    /// Monotonic seconds, for deadlines.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
