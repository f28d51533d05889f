/// The preview page, embedded in the binary at build time from `Assets/`: what the server
/// serves at `/`, `/preview.js` and `/preview.css`, and what ``OfflinePage`` inlines. The
/// page's script is written as one file per concept in `Assets/page/` and served as one
/// script, the files joined in ``scriptFiles`` order (the last starts the page).
///
/// Promises: the bytes are the files' exact contents as they were when the module was built.
public enum PreviewPageAssets {
    /// `index.html`: the page's markup.
    public static var page: [UInt8] { PackageResources.index_html }
    /// The page's script: the files of `Assets/page/`, joined in ``scriptFiles`` order.
    public static var script: [UInt8] {
        scriptFiles.map(\.bytes).joined(separator: Array("\n".utf8)).reduce(into: []) { $0.append($1) }
    }
    /// The script's files, by name, in the order they are joined.
    static var scriptFiles: [(name: String, bytes: [UInt8])] {
        [("core.js", PackageResources.core_js), ("take-wire.js", PackageResources.take_wire_js),
         ("stage.js", PackageResources.stage_js),
         ("stage-canvas.js", PackageResources.stage_canvas_js),
         ("playback.js", PackageResources.playback_js), ("panels.js", PackageResources.panels_js),
         ("editing.js", PackageResources.editing_js), ("input.js", PackageResources.input_js),
         ("address.js", PackageResources.address_js), ("compare.js", PackageResources.compare_js),
         ("requests.js", PackageResources.requests_js), ("share.js", PackageResources.share_js),
         ("hints.js", PackageResources.hints_js), ("ghost.js", PackageResources.ghost_js),
         ("main.js", PackageResources.main_js)]
    }
    /// `preview.css`: the page's styles.
    public static var styles: [UInt8] { PackageResources.preview_css }
}
