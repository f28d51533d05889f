import SegueSystem

/// How Segue's SVG drawings become pixels — for the image goldens and `segue render --format
/// png|gif` alike, so both see the same pixels: in this process by the system's librsvg and
/// cairo (loaded at the first image, not at start-up), else by Debian's `rsvg-convert`
/// (librsvg2-bin) run as a subprocess.
///
/// Promises: both ways give the same pixels for the same document on one machine — the
/// in-process way sizes, draws and un-premultiplies exactly as `rsvg-convert --format png`
/// (a test holds every golden image of the examples to it); `rsvg-convert` is run only when
/// the libraries cannot be loaded, for a document whose size only it computes exactly (em or
/// ex beside a percentage) and for images over `PNGCodec`'s limits; when neither way exists
/// the error names the Debian package to install; a malformed document is an error in
/// `rsvg-convert`'s words, never a trap. Safe to use from several threads at once.
public struct SVGRasteriser: Sendable {
    /// The shared libraries the in-process way loads, by soname.
    public struct Libraries: Sendable, Equatable {
        /// librsvg (2.52 or later).
        public var rsvg: String
        /// cairo.
        public var cairo: String
        /// GObject (for releasing librsvg's handles).
        public var gobject: String
        /// GLib (for freeing its errors).
        public var glib: String

        /// Libraries of these sonames.
        public init(rsvg: String, cairo: String, gobject: String, glib: String) {
            self.rsvg = rsvg
            self.cairo = cairo
            self.gobject = gobject
            self.glib = glib
        }

        /// The system's: Debian's librsvg2-2 and libcairo2, loaded once per process.
        public static let system = Libraries(rsvg: "librsvg-2.so.2", cairo: "libcairo.so.2",
                                             gobject: "libgobject-2.0.so.0", glib: "libglib-2.0.so.0")
    }

    /// The libraries rasterising in the process; nil: always `rsvg-convert`.
    public var libraries: Libraries?
    /// The program run when the libraries cannot rasterise a document, looked up on `PATH`.
    public var program: String

    /// A rasteriser loading `libraries` (nil: none), falling back to `program`.
    public init(libraries: Libraries? = .system, program: String = "rsvg-convert") {
        self.libraries = libraries
        self.program = program
    }

    /// In the process with the system's libraries, else `rsvg-convert`.
    public static let standard = SVGRasteriser()
    /// Always `rsvg-convert`, a subprocess per document.
    public static let subprocess = SVGRasteriser(libraries: nil)

    /// The pixels of the SVG document `svg`; `use` says what needs them, for the error when
    /// there is no way to rasterise.
    public func image(svg: String, for use: String) throws(ImageToolError) -> PixelImage {
        let unavailable: String?
        switch try inProcess(svg) {
        case .drawn(let image): return image
        case .leftToProgram(let reason): unavailable = reason
        }
        let scratch = try ScratchFolder(prefix: "segue-rsvg")
        defer { scratch.remove() }
        let png = "\(scratch.path)/image.png"
        try runProgram(svg, to: png, in: scratch, for: use, unavailable: unavailable)
        return try PixelImage.read(png: png)
    }

    /// Writes the SVG document `svg` as a PNG file at `path`; `use` as for ``image(svg:for:)``.
    public func writePNG(svg: String, to path: String, for use: String) throws(ImageToolError) {
        let unavailable: String?
        switch try inProcess(svg) {
        case .drawn(let image): return try image.write(png: path)
        case .leftToProgram(let reason): unavailable = reason
        }
        let scratch = try ScratchFolder(prefix: "segue-rsvg")
        defer { scratch.remove() }
        // The program writes in the scratch folder; the file gate writes `path`.
        let png = "\(scratch.path)/image.png"
        try runProgram(svg, to: png, in: scratch, for: use, unavailable: unavailable)
        do { try OutputFile.write(try InputFile.read(png), to: path) } catch let error as FileReadError {
            throw ImageToolError("\(error)")
        } catch let error as FileGateError {
            throw ImageToolError("\(error)")
        } catch {
            throw ImageToolError("\(path): \(error)")
        }
    }

    /// What the in-process way made of a document.
    private enum InProcessResult {
        /// Its pixels.
        case drawn(PixelImage)
        /// `program` should rasterise it; why the libraries could not be loaded, when that is why.
        case leftToProgram(unavailable: String?)
    }

    /// The document drawn in the process, or left to `program`; a document librsvg cannot
    /// read or draw is an error in its words.
    private func inProcess(_ svg: String) throws(ImageToolError) -> InProcessResult {
        guard let libraries else { return .leftToProgram(unavailable: nil) }
        switch InProcessRasteriser.rasterise(svg, libraries: libraries) {
        case .image(let image): return .drawn(image)
        case .failed(let words): throw ImageToolError("librsvg: \(words)")
        case .unavailable(let words): return .leftToProgram(unavailable: words)
        case .deferred: return .leftToProgram(unavailable: nil)
        }
    }

    /// `program` rasterising `svg` to `png`; `unavailable`, why the libraries could not, goes
    /// into the error when the program is missing too.
    private func runProgram(_ svg: String, to png: String, in scratch: ScratchFolder, for use: String,
                            unavailable: String?) throws(ImageToolError) {
        guard let tool = ExternalTool.find(program) else {
            let libraries = unavailable.map { "librsvg could not be loaded in the process (\($0)) and " } ?? ""
            throw ImageToolError("\(libraries)\(program) is missing (\(use) need it): install Debian's librsvg2-bin"
                                 + " (apt-get install librsvg2-bin, or scripts/ensure-deps)")
        }
        let source = "\(scratch.path)/document.svg"
        do { try OutputFile.write(svg, to: source) } catch { throw ImageToolError("\(error)") }
        try ImageTools.rasterise(svg: source, to: png, with: tool, log: "\(scratch.path)/rsvg.log")
    }
}
