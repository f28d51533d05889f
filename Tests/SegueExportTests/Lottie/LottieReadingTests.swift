import Testing
import SegueCore
@testable import SegueExport

/// A Lottie file read back (`segue export --measure`): the written document measures as the
/// encoder's replay does, an edited keyframe raises the error, and any bytes are refused
/// with a reason rather than a trap.
@Suite struct LottieReadingTests {
    static func take(_ fixture: LottieTakeFixture) -> ExportTake {
        ExportTake(title: "fixture", size: fixture.size, fps: fixture.fps, times: fixture.times, frames: fixture.frames)
    }

    @Test func theWrittenDocumentReadsBackAsTheEncodersReplay() throws {
        let take = Self.take(LottieTakeFixture(badgeTranslation: 14, cardFade: .easeOut))
        let output = try LottieFormat().encode(take)
        let read = try #require(try LottieFormat().replay(reading: output.files))
        #expect(ExportError.measure(take, against: read) == ExportError.measure(take, against: output.replay))
    }

    @Test func anEditedKeyframeRaisesTheError() throws {
        let take = Self.take(LottieTakeFixture())
        let bytes = LottieDocument(take).bytes
        // The card's first x position key, moved 30 points.
        let edited = Self.editing(LottieDocument(take).json, path: ["layers", "nm=card", "ks", "p", "x", "k", "0", "s", "0"]) { $0 + 30 }
        let honest = ExportError.measure(take, against: try LottieReplay(reading: bytes))
        let moved = ExportError.measure(take, against: try LottieReplay(reading: edited.bytes))
        #expect((honest.points?.difference ?? .infinity) <= 0.25)
        #expect((moved.points?.difference ?? 0) >= 29)
    }

    /// `json` with the number at `path` changed by `change`: keys of objects, indices of
    /// arrays, or `nm=NAME` for the array item whose `nm` is NAME.
    static func editing(_ json: LottieJSON, path: [String], _ change: (Double) -> Double) -> LottieJSON {
        guard let step = path.first else {
            if case .number(let v) = json { return .number(change(v)) }
            return json
        }
        let rest = Array(path.dropFirst())
        switch json {
        case .object(let members):
            return .object(members.map { $0.0 == step ? ($0.0, editing($0.1, path: rest, change)) : $0 })
        case .array(let items):
            return .array(items.enumerated().map { n, item in
                let hit = step.hasPrefix("nm=") ? item["nm"] == .string(String(step.dropFirst(3))) : Int(step) == n
                return hit ? editing(item, path: rest, change) : item
            })
        default:
            return json
        }
    }

    @Test(arguments: ["", "[]", "{\"fr\":0,\"layers\":[]}", "{\"fr\":60}", "{\"fr\":60,\"layers\":[{\"ty\":4,\"nm\":\"a\"}]}",
                      "{\"fr\":60,\"layers\":[{\"ty\":4,\"nm\":\"a\",\"ip\":0,\"op\":2,\"ks\":{},\"shapes\":[]}]}"])
    func badBytesAreRefusedWithAReason(text: String) {
        #expect(throws: ExportFailure.self) { _ = try LottieReplay(reading: Array(text.utf8)) }
    }
}
