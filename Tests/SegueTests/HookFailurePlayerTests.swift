import Foundation
import HookFailureMatrix
import Segue
import Testing
import TestScratch

/// The hook × moment matrix (issue 28, item 4) through the embedding API: a
/// `TransitionPlayer` (the `StageHarness` every host drives inside) plays each case with the
/// host's calls, hot reload included. The failing call throws the hook's `LuaError` at the
/// script's `file:line` — once — the transition ends exactly once, `finalize` runs once, and
/// the player runs the next transition to its end.
@Suite struct HookFailurePlayerTests {
    @Test(arguments: HookFailureCase.all)
    func thePlayerEndsTheTransitionOnceAndGoesOn(_ failure: HookFailureCase) throws {
        let path = ScratchFolder.make("segue-hooks") + "/case.lua"
        try failure.firstScript.write(toFile: path, atomically: true, encoding: .utf8)
        let player = try TransitionPlayer(contentsOfFile: path)
        var printed: [String] = []
        player.script.host.state.output = { printed.append($0) }
        var ends: [Bool] = []
        player.onTransitionEnd = { ends.append($0) }
        var errors: [Error] = []
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch { errors.append(error) }
        }
        func play(_ steps: [MatrixStep]) {
            for step in steps {
                switch step {
                case .begin(let interactive): attempt { _ = try player.begin(interactive: interactive) }
                case .scrub(let progress): if player.isRunning { attempt { try player.update(progress: progress) } }
                case .finish: if player.isRunning { attempt { try player.finish() } }
                case .cancel: if player.isRunning { attempt { try player.cancel() } }
                case .frames(let count): attempt { try player.advance(by: Double(count) / 60) }
                case .grab: attempt { _ = try player.grab() }
                case .reverse: attempt { if try player.grab() { try player.cancel() } }
                case .reload:
                    attempt { try failure.script.write(toFile: path, atomically: true, encoding: .utf8) }
                    switch player.reloadIfChanged(force: true) {
                    case .failed(let error), .reloadedWithError(_, let error): errors.append(error)
                    default: break
                    }
                    player.script.host.state.output = { printed.append($0) }
                case .settle:
                    for _ in 0..<120 where player.isRunning { attempt { try player.advance(by: 1.0 / 60) } }
                }
            }
        }

        play(failure.steps)
        #expect(!player.isRunning, "the transition ended")
        let hookErrors = errors.compactMap { $0 as? LuaError }
        #expect(hookErrors.count == 1, "one hook error: \(errors)")
        let error = try #require(hookErrors.first)
        #expect(error.message.hasPrefix(failure.message), "\(error)")
        #expect(error.file == path && error.line == failure.errorLine, "the script's file:line, got \(error.description)")
        if failure.moment == .reload {
            // A version that cannot come back to the same place is refused and the last good
            // one finishes; one whose onReload fails is live and its transition was ended.
            #expect(ends == [failure.hook != .onReload])
        } else {
            #expect(ends == [failure.completes], "ended exactly once")
            #expect(printed == ["finalize \(failure.completes)"], "finalize ran exactly once")
        }

        // The player goes on: the next transition runs to its end.
        printed = []
        errors = []
        play(HookFailureCase.afterwards)
        #expect(errors.isEmpty, "\(errors)")
        #expect(ends.last == true && ends.count == 2)
        #expect(printed == ["finalize true"])
    }
}
