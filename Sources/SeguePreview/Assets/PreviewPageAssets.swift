/// The preview page's three files, embedded in the binary at build time from `Assets/`: what
/// the server serves at `/`, `/preview.js` and `/preview.css`, and what ``OfflinePage``
/// inlines.
///
/// Promises: the bytes are the files' exact contents as they were when the module was built.
public enum PreviewPageAssets {
    /// `index.html`: the page's markup.
    public static var page: [UInt8] { PackageResources.index_html }
    /// `preview.js`: the page's script.
    public static var script: [UInt8] { PackageResources.preview_js }
    /// `preview.css`: the page's styles.
    public static var styles: [UInt8] { PackageResources.preview_css }
}
