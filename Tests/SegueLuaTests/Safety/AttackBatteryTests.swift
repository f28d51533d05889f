import Foundation
import SegueCore
@testable import SegueLua
import Testing

/// The attack battery injected into every hook of a transition: nothing crashes, nothing
/// outlives its budget, every error names the script and a line, and the container is left
/// usable for the next transition.
@Suite struct AttackBatteryTests {
    /// The hook budget the battery runs under. How soon a stopped attack ends is the watchdog
    /// benchmark's to measure (`SegueBenchmarks --only watchdog`), never a bound here: a hook
    /// never stopped would hang this test, which a check after the fact cannot catch.
    static let budget = 0.25

    @Test func theBatteryHasAtLeastThirtyAttacks() {
        #expect(Attack.all.count >= 30)
    }

    @Test(arguments: Attack.all, AttackSite.allCases)
    func anAttackNeitherCrashesNorHangsNorLeavesTheContainerStuck(attack: Attack, site: AttackSite) throws {
        let source = site.script(attack)
        let path = try writeScript(source, name: "attack.lua")
        var errors: [Error] = []
        let script: TransitionScript
        do {
            script = try TransitionScript.load(path: path, memoryLimit: 16 << 20, hookBudget: Self.budget)
        } catch {
            // The main chunk failed (or was stopped): a positioned error, in time.
            check(error, path: path, attack: attack, site: site)
            return
        }
        let stage = try script.makeStage { error, _ in errors.append(error) }
        let container = stage.scene.container
        // Twice: the host must stay usable after whatever the first run did.
        for run in 1...2 {
            if container.beginTransition(interactive: false) {
                TransitionRunner(scene: stage.scene).runToEnd()
            }
            #expect(container.activeContext == nil, "\(attack) at \(site): run \(run) left a transition running")
            // Each hook may use its budget once per run.
        }
        for error in errors { check(error, path: path, attack: attack, site: site) }
        if attack.mustFail && site != .mainChunk {
            #expect(!errors.isEmpty, "\(attack) at \(site) raised no error")
        }
    }

    /// An error from an attack names the attack's file and a line in it.
    private func check(_ error: Error, path: String, attack: Attack, site: AttackSite) {
        guard let error = error as? LuaError else {
            Issue.record("\(attack) at \(site): not a script error: \(error)")
            return
        }
        #expect(error.file == path, "\(attack) at \(site): error names no file: \(error)")
        #expect((error.line ?? 0) > 0, "\(attack) at \(site): error names no line: \(error)")
    }
}
