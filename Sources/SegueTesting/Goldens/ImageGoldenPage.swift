import SegueSystem
import SegueCore
import SegueLua
import SegueExport

/// The static page a `segue test` run writes when image goldens failed: for every failing
/// frame, the instant the golden shows and the run's (the same time in the take: a golden is
/// compared at its own instants, `ImageGoldenInstants`; "not in this take" when the take no
/// longer reaches it; paired by frame number, said so, for a golden that keeps no instants),
/// the expected, actual and diff images side by side with what
/// differs, at 1×, 2× or 4×, and the two laid over each other (a slider between them) or
/// blinking. One
/// self-contained HTML file (the images inlined as `data:` URLs), from the template
/// `image_goldens.html`.
public enum ImageGoldenPage {
    /// The page of `failures`; an image that cannot be read is shown as missing.
    public static func html(_ failures: [ImageGoldenFailure]) -> String {
        let entries = failures.map { failure in
            let fields: [(String, String?)] = [
                ("spec", failure.spec), ("name", failure.name), ("frame", String(failure.frame)), ("words", failure.words),
                ("expected", failure.golden.flatMap(dataURL)), ("actual", failure.actual.flatMap(dataURL)),
                ("diff", failure.diff.flatMap(dataURL)),
            ]
            let numbers: [(String, Double?)] = [("time", failure.time), ("progress", failure.progress),
                                                 ("goldenTime", failure.goldenTime), ("goldenProgress", failure.goldenProgress)]
            return "{" + (fields.map { key, value in jsonQuoted(key) + ":" + (value.map(jsonQuoted) ?? "null") }
                + numbers.map { key, value in jsonQuoted(key) + ":" + (value.flatMap { $0.isFinite ? "\($0)" : nil } ?? "null") }
                + [jsonQuoted("pairedByNumber") + ":" + (failure.pairedByNumber ? "true" : "false")])
                .joined(separator: ",") + "}"
        }
        // `<` escaped so nothing in the data can close the script element.
        let json = ("[" + entries.joined(separator: ",\n") + "]").replacing("<", with: "\\u003c")
        let template = String(decoding: PackageResources.image_goldens_html, as: UTF8.self)
        return template.replacing("{{FAILURES}}", with: json)
    }

    /// Writes the page of `failures` at `path` through the file gate (`OutputFile`).
    public static func write(_ failures: [ImageGoldenFailure], to path: String) throws(FileGateError) {
        try OutputFile.write(html(failures), to: path)
    }

    /// The PNG at `path` as a `data:` URL; nil when it cannot be read.
    static func dataURL(_ path: String) -> String? {
        (try? InputFile.read(path)).map { "data:image/png;base64," + base64($0) }
    }

    /// RFC 4648 base64 with padding (``Base64``).
    static func base64(_ bytes: [UInt8]) -> String { Base64.encode(bytes) }
}
