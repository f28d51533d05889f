import Testing
import Segue
import SegueCore
@testable import SeguePreview
import PackedText

/// A large message goes to the page packed, and unpacks to exactly its text; a small one
/// goes as it is.
@Suite struct PackedMessageTests {
    @Test func aTakeOfManyViewsIsPackedAndUnpacksToItsExactText() async throws {
        let session = try PreviewSession(path: Fixtures.example("cube.lua"), limits: .scripts)
        let messages = await session.open()
        let take = try #require(messages.last)
        #expect(take.utf8.count >= PackedMessage.threshold)
        let packed = PackedMessage.pack(take)
        let node = try JSONParser.parse(packed)
        #expect(node["type"]?.string == "packed")
        let length = try #require(node["bytes"]?.number.flatMap { Int(exactly: $0) })
        #expect(length == take.utf8.count)
        let text = try #require(node["zlib"]?.string)
        let unpacked = try #require(PackedText.unpacked(zlib: text, bytes: length))
        #expect(unpacked == take)
        // Measured: 45 % of the JSON for the cube's take (zlib's fastest level, then base64).
        #expect(packed.utf8.count * 2 < take.utf8.count, "\(packed.utf8.count) bytes packed, \(take.utf8.count) as JSON")
    }

    @Test func aSmallMessageGoesAsItIs() {
        let message = PreviewMessages.clearError()
        #expect(PackedMessage.pack(message) == message)
    }
}
