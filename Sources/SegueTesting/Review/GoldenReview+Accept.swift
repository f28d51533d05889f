import SegueSystem
import SegueLua
import SegueImages

extension GoldenReview {
    /// Makes the run's files of the failing golden `id` its golden, and removes them; returns
    /// the golden files written (none when the golden already held exactly that content), as
    /// the review names them.
    /// Other failing goldens stay as they are.
    @discardableResult
    public func accept(_ id: String) throws(GoldenReviewError) -> [String] {
        let found = try find(id)
        let golden = found.golden, place = found.place
        do {
            guard let source = try place.source.open(create: false) else { throw GoldenReviewError("\(id): the run's files are gone") }
            let destination = try openDestination(place)
            var written: [String] = []
            // The store's rule with `all`: a golden is written unless it holds exactly the
            // run's content already (same bytes, same decoded pixels), so accepting an
            // unchanged golden leaves its bytes and modification time.
            let store = GoldenStore(folder: place.destination, mode: .all)
            func keep<Failure: Error>(_ entry: GoldenStore.Entry, _ state: GoldenState,
                                      _ made: () throws(Failure) -> [UInt8]) throws {
                if try store.settle(entry, state: state, in: destination, made: made) == .written {
                    written.append(destination.path(of: entry.golden))
                }
            }
            switch golden.kind {
            case .trace:
                let bytes = try runFile(golden.actualFile, in: source, limit: InputFile.sizeLimit)
                _ = try GoldenReviewWords.trace(bytes, source.path(of: golden.actualFile))
                let goldenFile = "\(golden.name).trace"
                try keep(GoldenStore.Entry(name: golden.name, fileExtension: "trace"),
                         try destination.read(goldenFile).map { $0 == bytes ? .identical : .differs } ?? .missing, { bytes })
            case .export:
                let bytes = try runFile(golden.actualFile, in: source, limit: InputFile.sizeLimit)
                let entry = GoldenStore.Entry(name: golden.name, fileExtension: golden.fileExtension)
                try keep(entry, try destination.read(entry.golden).map { $0 == bytes ? .identical : .differs } ?? .missing, { bytes })
            case .images:
                // Every frame is decoded before any golden is written: a broken PNG accepts none.
                var images: [(Int, PixelImage)] = []
                for frame in golden.frames {
                    let file = "\(golden.name).\(frame).actual.png"
                    images.append((frame, try PixelImage.decode(png: try runFile(file, in: source), path: source.path(of: file))))
                }
                for (frame, image) in images {
                    let goldenFile = "\(golden.name).\(frame).png"
                    let entry = GoldenStore.Entry(golden: goldenFile, actual: "\(golden.name).\(frame).actual.png",
                                                  failureFiles: ["\(golden.name).\(frame).diff.png"])
                    try keep(entry, try GoldenImageKeeping.state(of: image, against: goldenFile, in: destination),
                             { () throws(ImageToolError) in try image.png() })
                }
            case .animated:
                let frames = try AnimatedPNG.frames(in: try runFile(golden.actualFile, in: source))
                let goldenFile = "\(golden.name).animated.png"
                try keep(GoldenStore.Entry(golden: goldenFile, actual: golden.actualFile),
                         try GoldenImageKeeping.state(of: frames, againstAnimation: goldenFile, in: destination),
                         { () throws(ImageToolError) in try GoldenImageKeeping.animation(frames) })
                // The run's instants go with its frames (``ImageGoldenInstants``), when it wrote them.
                let instantsFile = ImageGoldenInstants.file("\(golden.name).animated")
                if let instants = try source.read(ImageGoldenInstants.file("\(golden.name).animated.actual")) {
                    let text = String(decoding: instants, as: UTF8.self)
                    let parsed = try ImageGoldenInstants(text: text, path: source.path(of: ImageGoldenInstants.file("\(golden.name).animated.actual")))
                    let bytes = Array(parsed.text(of: "\(golden.name).animated").utf8)
                    let entry = GoldenStore.Entry(golden: instantsFile, actual: ImageGoldenInstants.file("\(golden.name).animated.actual"))
                    try keep(entry, try destination.read(instantsFile).map { $0 == bytes ? .identical : .differs } ?? .missing, { bytes })
                }
            }
            try removeRunFiles(of: golden, in: source)
            if place.fromArtifact { try removeRunFiles(of: golden, in: destination) }
            // Paths as the review names them: the project's folder `.` is not shown.
            return written.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
        } catch let error as GoldenReviewError {
            throw error
        } catch {
            throw GoldenReviewError("\(id): not accepted: \(error)")
        }
    }

    /// Removes the run's files of the failing golden `id` (its `.actual`, `.diff` and
    /// `.report.html` files) and leaves its golden as it is: the change is declined, and the
    /// next run that still differs writes them again.
    public func reject(_ id: String) throws(GoldenReviewError) {
        let found = try find(id)
        do {
            guard let source = try found.place.source.open(create: false) else { return }
            try removeRunFiles(of: found.golden, in: source)
        } catch {
            throw GoldenReviewError("\(id): not rejected: \(error)")
        }
    }

    /// The bytes of a file the page shows for the failing golden `id`: its report, the run's
    /// PNGs and diffs, and its golden PNGs; nil when there is no such file. Any other name is
    /// refused.
    public func file(_ id: String, named name: String) throws(GoldenReviewError) -> [UInt8]? {
        let found = try find(id)
        let golden = found.golden
        var fromRun: Set<String> = golden.report.map { [$0] } ?? []
        var fromProject: Set<String> = []
        switch golden.kind {
        case .trace, .export:
            break
        case .images:
            for frame in golden.frames {
                fromRun.formUnion(["\(golden.name).\(frame).actual.png", "\(golden.name).\(frame).diff.png"])
                fromProject.insert("\(golden.name).\(frame).png")
            }
        case .animated:
            fromRun.insert(golden.actualFile)
            fromProject.insert("\(golden.name).animated.png")
            if let frame = Self.animatedDiffFrame(name, of: golden.name) { fromRun.insert("\(golden.name).animated.\(frame).diff.png") }
        }
        let folder = fromRun.contains(name) ? found.place.source : fromProject.contains(name) ? found.place.destination : nil
        guard let folder else { throw GoldenReviewError("\(name): not a file of \(id)") }
        do { return try folder.open(create: false)?.read(name) } catch { throw GoldenReviewError("\(error)") }
    }

    /// K of `NAME.animated.K.diff.png`; nil for another name.
    static func animatedDiffFrame(_ file: String, of name: String) -> Int? {
        let prefix = "\(name).animated.", suffix = ".diff.png"
        guard file.hasPrefix(prefix), file.hasSuffix(suffix), file.count > prefix.count + suffix.count else { return nil }
        let digits = file.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.count <= 6, digits.allSatisfy({ ("0"..."9").contains($0) }), let frame = Int(digits), frame >= 1 else { return nil }
        return frame
    }

    /// The project's `__goldens__` of `place`, made when missing; the spec folder it is in
    /// must exist (an accept makes no other folder).
    private func openDestination(_ place: Place) throws -> OpenedFolder {
        let specFolder = GatedFolder(root: place.destination.root, components: Array(place.destination.components.dropLast()))
        guard try specFolder.open(create: false) != nil, let opened = try place.destination.open(create: true) else {
            throw GoldenReviewError("\(place.shown): the project has no folder \(specFolder.path) for it")
        }
        return opened
    }

    /// The bytes of the run's file `name`, which must be there (a PNG: at most an APNG's limit).
    private func runFile(_ name: String, in folder: OpenedFolder, limit: Int = AnimatedPNG.byteLimit) throws -> [UInt8] {
        guard let bytes = try folder.read(name, limit: limit) else {
            throw GoldenReviewError("\(folder.path(of: name)): the run's file is gone")
        }
        return bytes
    }

    /// Removes the run's files of `golden` from `folder`: its `.actual` files, diffs and report.
    private func removeRunFiles(of golden: PendingGolden, in folder: OpenedFolder) throws(FileGateError) {
        try folder.remove("\(golden.name).report.html")
        switch golden.kind {
        case .trace, .export:
            try folder.remove(golden.actualFile)
        case .images:
            for frame in golden.frames {
                try folder.remove("\(golden.name).\(frame).actual.png")
                try folder.remove("\(golden.name).\(frame).diff.png")
            }
        case .animated:
            try folder.remove("\(golden.name).animated.actual.png")
            try folder.remove(ImageGoldenInstants.file("\(golden.name).animated.actual"))
            for name in try folder.names() where Self.animatedDiffFrame(name, of: golden.name) != nil {
                try folder.remove(name)
            }
        }
    }
}
