import Segue
import SegueCore
import Testing
@testable import SeguePreview

/// `segue render --format html`: the preview's own page with its assets and a run inlined,
/// loading nothing from anywhere.
@Suite struct OfflinePageTests {
    @Test func thePageInlinesItsAssetsAndTheRun() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("cube.lua"))
        let frames = [FilmFrame(time: 0, progress: 0, drawing: player.drawing),
                      FilmFrame(time: 0.5, progress: 1, drawing: player.drawing)]
        let page = try OfflinePage.html(file: "cube.lua", scene: player.scene, frames: frames, sampleRate: 2,
                                        completed: true, timing: player.timing, duration: player.duration)
        #expect(!page.contains("src=\"/") && !page.contains("href=\"/") && !page.contains("ws://\" +"))
        #expect(page.contains("<script type=\"application/json\" id=\"segue-embedded\">[{\"type\":\"scene\""))
        #expect(page.contains("\"type\":\"take\"") && page.contains("\"sampleRate\":2"))
        #expect(page.contains("function playEmbedded"))
        // One embedded data element, closed once, before the page's script.
        #expect(page.components(separatedBy: "</script>").count == 3)
    }

    @Test func embeddedDataCannotCloseItsScriptElement() {
        let safe = OfflinePage.scriptSafe(#"["</script><b>"]"#)
        #expect(safe == #"["\u003c/script>\u003cb>"]"#)
        #expect(!safe.contains("<"))
    }

    @Test func noFramesIsAnError() throws {
        let player = try TransitionPlayer(contentsOfFile: Fixtures.example("cube.lua"))
        #expect(throws: PreviewError.self) {
            try OfflinePage.html(file: "cube.lua", scene: player.scene, frames: [], sampleRate: 60,
                                 completed: nil, timing: .linear, duration: 0)
        }
    }
}
