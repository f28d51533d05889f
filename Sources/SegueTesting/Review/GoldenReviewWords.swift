import SegueSystem
import SegueLua

/// What a failing golden's run changed, in words for the review page and `--accept`'s list:
/// a trace's first difference (compared exactly: the spec's tolerance is the run's to know),
/// the image frames that differ.
enum GoldenReviewWords {
    /// `golden`'s failure; a file that cannot be read is said, not thrown.
    static func failure(of golden: PendingGolden, source: OpenedFolder, destination: OpenedFolder?) -> String {
        switch golden.kind {
        case .trace:
            if golden.isNew { return "new: no golden trace yet" }
            do {
                guard let actualBytes = try source.read(golden.actualFile) else { return "the run's trace is gone" }
                guard let goldenBytes = try destination?.read("\(golden.name).trace") else { return "new: no golden trace yet" }
                let actual = try trace(actualBytes, source.path(of: golden.actualFile))
                let expected = try trace(goldenBytes, destination?.path(of: "\(golden.name).trace") ?? golden.id)
                return GoldenComparison.firstDifference(expected: expected, actual: actual, tolerance: .exact)
                    ?? "the same as its golden (it differed within the spec's run)"
            } catch {
                return "\(error)"
            }
        case .images:
            let count = golden.frames.count
            if golden.isNew { return "new: no golden images yet; the run rendered \(count) frame\(count == 1 ? "" : "s")" }
            let list = golden.frames.map(String.init).joined(separator: ", ")
            return count == 1 ? "frame \(list) differs from its golden image" : "frames \(list) differ from their golden images"
        case .animated:
            return golden.isNew ? "new: no animated golden image yet" : "the animated golden image differs"
        case .export:
            return golden.isNew ? "new: no golden export yet" : "the export differs from its golden \(golden.name).\(golden.fileExtension)"
        }
    }

    /// The trace in `bytes` (the file at `path`), or an error naming its line.
    static func trace(_ bytes: [UInt8], _ path: String) throws(GoldenReviewError) -> GoldenTrace {
        do { return try GoldenTrace.read(String(decoding: bytes, as: UTF8.self)) } catch {
            throw GoldenReviewError("\(path):\(error.line): \(error.message)")
        }
    }
}
