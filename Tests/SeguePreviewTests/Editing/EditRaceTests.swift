import SegueSystem
import Foundation
import Segue
import SegueCore
@testable import SeguePreview
import SegueLua
import Testing

/// An editor saving in a tight loop while the page edits the same file: no save is lost.
///
/// The editor saves 200 versions, each atomically (a temporary file renamed into place — with
/// `RENAME_EXCHANGE`, so that it sees exactly what its save replaced), each with a first line
/// `-- save N` of its own. The page makes 200 edits of the `duration` literal meanwhile, each
/// based on the file as it read it; an edit keeps the first line of the version it was based
/// on. A save is lost when what the next save replaced (or, for the last, what the file holds
/// at the end) no longer starts with its line: an edit based on an older version was written
/// over it.
@Suite struct EditRaceTests {
    static let saves = 200
    static let edits = 200

    /// The save number on the first line of `bytes` (`-- save N`), or nil.
    static func saveNumber(_ bytes: [UInt8]) -> Int? {
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        guard line.hasPrefix("-- save ") else { return nil }
        return Int(line.dropFirst(8))
    }

    @Test func racingEditorSavesAreNeverLost() throws {
        let text = try String(contentsOfFile: Fixtures.example("panel.lua"), encoding: .utf8)
        let path = try Fixtures.temporaryScript("-- save 0\n" + text, name: "panel.lua")
        let folder = (path as NSString).deletingLastPathComponent
        let race = EditorRace(path: path, folder: folder, text: text, saves: Self.saves)
        let editor = Thread { race.run() }
        editor.start()

        let history = ScriptEdit()
        var written: Set<Double> = []
        var refused: Set<Double> = []
        for edit in 1...Self.edits {
            let bytes = try InputFile.read(path)
            guard let literal = ScriptSource(bytes: bytes).literals.first(where: { $0.place?.dotted == "duration" }) else {
                Issue.record("no duration literal in the file")
                break
            }
            let value = 0.3 + Double(edit) / 1000
            let change = LiteralEdit(file: path, offset: literal.range.lowerBound, old: literal.text,
                                     value: value, digest: SourceDigest.of(bytes))
            do {
                try history.apply(change, allowedFiles: [path])
                written.insert(value)
            } catch {
                refused.insert(value)
            }
            if edit % 8 == 0 { usleep(UInt32.random(in: 0...300)) }
        }
        race.done.wait()

        // Save `index` is lost when save `index + 1` replaced a written edit based on another
        // save. A stale edit's text, or an older save, seen there is a moment of a swap being
        // taken back (the next swap puts the newest save back): not a loss.
        var lost = 0
        var transient = 0
        for (index, replaced) in race.replaced.enumerated() where Self.saveNumber(replaced) != index {
            let duration = ScriptSource(bytes: replaced).literals.first { $0.place?.dotted == "duration" }?.value
            if let duration, written.contains(duration) { lost += 1 } else { transient += 1 }
        }
        let final = try InputFile.read(path)
        if Self.saveNumber(final) != Self.saves { lost += 1 }
        print("edit race: \(Self.saves) editor saves, \(Self.edits) page edits (\(written.count) written, \(refused.count) refused as stale), \(lost) saves lost, \(transient) saves replaced a swap being taken back")
        #expect(race.failures.isEmpty, "\(race.failures)")
        #expect(race.replaced.count == Self.saves)
        #expect(lost == 0, "\(lost) of \(Self.saves) editor saves lost")
        #expect(!written.isEmpty)
    }
}

/// The editor of ``EditRaceTests``: saves `saves` versions of `path` as fast as it can, each
/// by exchanging a new file with the old one, and keeps what each save replaced.
final class EditorRace: @unchecked Sendable {
    let path: String
    let folder: String
    let text: String
    let saves: Int
    /// What save 1, 2, … replaced, in order.
    var replaced: [[UInt8]] = []
    var failures: [String] = []
    let done = DispatchSemaphore(value: 0)

    init(path: String, folder: String, text: String, saves: Int) {
        self.path = path
        self.folder = folder
        self.text = text
        self.saves = saves
    }

    func run() {
        defer { done.signal() }
        guard let exchange = RenameExchangeForTests.function else {
            failures.append("renameat2 is missing from the C library")
            return
        }
        for save in 1...saves {
            let temporary = folder + "/.editor-\(save).tmp"
            let bytes = Array("-- save \(save)\n\(text)".utf8)
            guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
                failures.append("cannot write \(temporary)")
                return
            }
            guard exchange(AT_FDCWD, temporary, AT_FDCWD, path, 2) == 0 else {
                failures.append("exchange \(save): errno \(errno)")
                return
            }
            replaced.append((try? Array(Data(contentsOf: URL(fileURLWithPath: temporary)))) ?? [])
            unlink(temporary)
            usleep(UInt32.random(in: 0...400))
        }
    }
}

/// `renameat2` from the C library (Glibc's module map does not declare it).
enum RenameExchangeForTests {
    typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    static let function: Function? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: Function.self) }
}
