import Segue
import SegueCore

/// The preview's own page made into one self-contained HTML file: its markup, styles and
/// script inlined from the same embedded assets the server serves, and a recorded run
/// embedded as the scene and take messages the server would have sent. It plays, loops,
/// scrubs and plots its property curves with no server and no network — one drawing in the
/// browser, not two.
///
/// Promises: the file loads nothing from anywhere (no `src`/`href` to another file); the
/// embedded JSON cannot end its script element whatever the ids and labels hold (every `<`
/// in it is written `\u003c`); the same run gives the same bytes.
public enum OfflinePage {
    /// The page for `frames` of a run of the scene of `file`, sampled `sampleRate` frames
    /// per second; `completed` is the outcome (nil when held or unknown), `timing` and
    /// `duration` the script's curve and length for the page's timing panel.
    public static func html(file: String, scene: Scene, frames: [FilmFrame], sampleRate: Double,
                            completed: Bool?, timing: TimingCurve, duration: Double) throws -> String {
        guard !frames.isEmpty else { throw PreviewError("no frames to put in the page") }
        var take = Take(input: TakeInput(drive: .still), sampleRate: sampleRate,
                        frames: frames.map { Take.Frame(time: $0.time, progress: $0.progress, fraction: $0.progress,
                                                        isRunning: true, drawing: $0.drawing) },
                        events: [], outcome: completed, transitionRequest: nil, endPrelude: [],
                        releasePolicy: "")
        take.timing = timing
        take.transitionDuration = duration
        // The take packed as the live page's socket sends it (PackedMessage): a tenth of its
        // JSON or less at a thousand views.
        let messages = "[" + PreviewMessages.scene(path: file, scene: scene) + ","
            + PackedMessage.pack(PreviewMessages.take(take, reason: "open")) + "]"
        return try inline(data: scriptSafe(messages))
    }

    /// The page's markup with its stylesheet and script inlined and `data` before the script.
    static func inline(data: String) throws -> String {
        let page = String(decoding: PreviewPageAssets.page, as: UTF8.self)
        let styles = String(decoding: PreviewPageAssets.styles, as: UTF8.self)
        let script = String(decoding: PreviewPageAssets.script, as: UTF8.self)
        let stylesheetLink = #"<link rel="stylesheet" href="/preview.css">"#
        let scriptTag = #"<script src="/preview.js"></script>"#
        guard page.contains(stylesheetLink), page.contains(scriptTag) else {
            throw PreviewError("the preview page no longer links /preview.css and /preview.js as the offline page expects")
        }
        return page
            .replacing(stylesheetLink, with: "<style>\n" + styles + "\n</style>")
            .replacing(scriptTag, with: #"<script type="application/json" id="segue-embedded">"#
                + data + "</script>\n<script>\n" + script + "\n</script>")
    }

    /// `json` with every `<` escaped, so that no `</script>` can appear in it.
    static func scriptSafe(_ json: String) -> String {
        json.replacing("<", with: "\\u003c")
    }
}
