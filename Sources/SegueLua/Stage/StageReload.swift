import SegueCore

/// A hot reload of a script's stage, done the same way for every host (the REPL and the
/// embedding player): the new version gets a fresh scene brought back to where the live
/// stage stands (``StagePlace``), the host moves onto it, then its `onReload` hook runs. A
/// version that fails to load, or cannot come back to the same place, is refused and the
/// last good one stays live.
public struct StageReload {
    /// How a reload went.
    public enum Outcome {
        /// Nothing changed (or the change is still settling).
        case unchanged
        /// A file of the script is missing; the last good version stays live.
        case missing(String)
        /// The new version was refused for `error`; the last good version stays live.
        case failed(Error)
        /// The new version is live on `harness`; `onReloadError` is what its `onReload`
        /// hook threw (which ended a running transition), if it threw.
        case reloaded(TransitionScript, changed: [String], harness: StageHarness, onReloadError: Error?)
    }

    /// Builds the new version's stage (its scene, and the host's own view of it).
    public var build: (TransitionScript) throws -> TransitionStage
    /// A harness for a built stage, when the host had none live.
    public var makeHarness: (TransitionStage) -> StageHarness
    /// Checks the brought-back harness before it goes live (a host rebinding its views);
    /// throwing refuses the version.
    public var accept: (StageHarness) throws -> Void = { _ in }
    /// Makes the accepted harness live in the host, before its `onReload` hook runs; given
    /// the new version and the files that changed.
    public var install: (StageHarness, TransitionScript, [String]) -> Void

    /// A reload that builds stages with `build`, makes new harnesses with `makeHarness` and
    /// puts the accepted one live with `install`.
    public init(build: @escaping (TransitionScript) throws -> TransitionStage,
                makeHarness: @escaping (TransitionStage) -> StageHarness,
                install: @escaping (StageHarness, TransitionScript, [String]) -> Void) {
        self.build = build
        self.makeHarness = makeHarness
        self.install = install
    }

    /// When a reload reads the files.
    public enum Moment {
        /// Now, if they changed since the last version — or even if they did not, `force`.
        case now(force: Bool)
        /// Once a change has settled (the reloader's debounce) at `time`, seconds of
        /// `ScriptReloader.now()`: a host polling while a person types.
        case settled(at: Double)
    }

    /// Reloads through `reloader` at `moment`, bringing the new version to where `live`
    /// stands.
    public func perform(_ reloader: ScriptReloader, live: StageHarness?, at moment: Moment) -> Outcome {
        var rebuilt: StageHarness?
        let check: (TransitionScript) throws -> Void = { script in
            let stage = try build(script)
            let fresh = try live.map { try $0.rebuilt(on: stage) } ?? makeHarness(stage)
            if let error = fresh.takeHookErrors().first { throw error }
            try accept(fresh)
            rebuilt = fresh
        }
        let outcome = switch moment {
        case .now(let force): reloader.reload(force: force, accept: check)
        case .settled(let time): reloader.check(now: time, accept: check)
        }
        switch outcome {
        case .unchanged:
            return .unchanged
        case .missing(let file):
            return .missing(file)
        case .failed(let error, _):
            return .failed(error)
        case .reloaded(let script, let changed):
            guard let rebuilt else { return .unchanged }
            install(rebuilt, script, changed)
            do {
                try script.animation.invoke("onReload", for: rebuilt.container.activeContext)
            } catch {
                // The failure ended a running transition; the error is this outcome's, and
                // the stage, which heard of it too, drops it.
                _ = rebuilt.takeHookErrors()
                return .reloaded(script, changed: changed, harness: rebuilt, onReloadError: error)
            }
            return .reloaded(script, changed: changed, harness: rebuilt, onReloadError: nil)
        }
    }
}
