import Foundation
import Testing
import Segue
import TestScratch

/// Hot reload inside a host: the new version takes over at the same place, on the same host
/// views; a broken save keeps the last good version.
@Suite struct PlayerReloadTests {
    func temporaryScript(_ text: String) throws -> String {
        let folder = URL(fileURLWithPath: ScratchFolder.make("segue-player"))
        let path = folder.appendingPathComponent("slide.lua").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aSavedVersionTakesOverAtTheSamePlace() throws {
        let path = try temporaryScript(TransitionPlayerTests.slide)
        let player = try TransitionPlayer(contentsOfFile: path)
        let list = RecordingHostView("listView")
        try player.bind(list)
        #expect(try player.begin(.push, interactive: true))
        try player.update(progress: 0.4)
        #expect(player.reloadIfChanged() == .unchanged)

        let faded = TransitionPlayerTests.slide.replacingOccurrences(of: "alpha = 0.5", with: "alpha = 0")
        try faded.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = player.reloadIfChanged()
        #expect(outcome == .reloaded([path]))
        #expect(player.isRunning)
        #expect(abs(player.progress - 0.4) < 1e-12)
        // The same host view, now told the new version's value at 40 %.
        #expect(list.state == player.state(ofView: "listView"))
        let alpha = try #require(list.state?.alpha)
        #expect(alpha < 1 && alpha > 0.5)
        try player.finish()
        try player.advance(to: 0)
        try player.advance(to: 2)
        #expect(!player.isRunning)
        #expect(player.topControllerID == "detail")
    }

    @Test func aBrokenSaveKeepsTheLastGoodVersion() throws {
        let path = try temporaryScript(TransitionPlayerTests.slide)
        let player = try TransitionPlayer(contentsOfFile: path)
        let detail = RecordingHostView("detailView")
        try player.bind(detail)
        try "return segue.transition {\n  duration = ,\n}".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failed(let error) = player.reloadIfChanged() else {
            Issue.record("a broken save was not refused")
            return
        }
        let lua = try #require(error as? LuaError)
        #expect(lua.file == path)
        #expect(lua.line == 2)
        #expect(try player.begin(.push))
        try player.advance(to: 0)
        try player.advance(to: 1)
        #expect(player.topControllerID == "detail")
        #expect(detail.state?[.translationX] == 0)
    }

    @Test func aVersionWhoseSceneLosesABoundViewIsRefused() throws {
        let path = try temporaryScript(TransitionPlayerTests.slide)
        let player = try TransitionPlayer(contentsOfFile: path)
        try player.bind(RecordingHostView("detailView"))
        try TransitionPlayerTests.slide.replacingOccurrences(of: "detailView", with: "otherView")
            .write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failed(let error) = player.reloadIfChanged() else {
            Issue.record("the new version was accepted")
            return
        }
        #expect("\(error)".contains("detailView"))
        #expect(player.state(ofView: "detailView") != nil)
    }
}

extension ReloadOutcome: Equatable {
    public static func == (a: ReloadOutcome, b: ReloadOutcome) -> Bool {
        switch (a, b) {
        case (.unchanged, .unchanged): true
        case (.reloaded(let x), .reloaded(let y)): x == y
        case (.missing(let x), .missing(let y)): x == y
        default: false
        }
    }
}
