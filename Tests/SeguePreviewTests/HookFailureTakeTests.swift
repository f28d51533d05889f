import HookFailureMatrix
import Segue
import SegueCore
import SeguePreview
import Testing
import TestScratch

/// The hook × moment matrix (issue 28, item 4) through the preview's takes: a take whose
/// transition's hook fails ends with that hook's error at the script's `file:line`, the
/// transition ended once with `finalize` run once, and the next take plays to its end.
@Suite struct HookFailureTakeTests {
    /// The take that reaches `failure`'s moment; nil when no take does (a grab after a
    /// release, a hot reload).
    private static func drive(for failure: HookFailureCase) -> TakeInput.Drive? {
        switch failure.moment {
        case .setUp, .durationZero, .midFlight, .completion: .timed(.next)
        case .interactiveBegin, .release: .scrubbed(.next, progress: 0.6, release: TakeInput.Release(.finish, velocity: .progress(0)))
        case .cancel: .scrubbed(.next, progress: 0.4, release: TakeInput.Release(.cancel, velocity: .progress(0)))
        case .reversed: .caught(.next, time: 0.1, release: TakeInput.Release(.reverse, velocity: .progress(1)))
        case .grab: failure.hook == .interactionEnded ? nil : .caught(.next, time: 0.1, release: TakeInput.Release(.cancel, velocity: .progress(1)))
        case .reload: nil
        }
    }

    @Test(arguments: HookFailureCase.withoutReload)
    func aTakeEndsWithTheHooksErrorAndTheNextOnePlays(_ failure: HookFailureCase) throws {
        guard let drive = Self.drive(for: failure) else { return }
        let path = ScratchFolder.make("segue-takes") + "/case.lua"
        try failure.script.write(toFile: path, atomically: true, encoding: .utf8)
        let player = try TransitionPlayer(contentsOfFile: path)
        var printed: [String] = []
        player.script.host.state.output = { printed.append($0) }
        var ends: [Bool] = []
        player.onTransitionEnd = { ends.append($0) }
        let recorder = TakeRecorder(player: player)
        var thrown: Error?
        do { _ = try recorder.record(TakeInput(drive: drive)) } catch { thrown = error }
        let error = try #require(thrown as? LuaError, "the take ends with the hook's error, got \(String(describing: thrown))")
        #expect(error.message.hasPrefix(failure.message))
        #expect(error.file == path && error.line == failure.errorLine, "\(error.description)")
        #expect(!player.isRunning)
        #expect(ends == [failure.completes])
        #expect(printed == ["finalize \(failure.completes)"])

        printed = []
        let next = try recorder.record(TakeInput(drive: .timed(.next)))
        #expect(next.outcome == true)
        #expect(printed == ["finalize true"])
    }
}
