import Foundation
import PackedText
import Testing

/// The take message an offline html page (`segue render --format html`) embeds, unpacked
/// when the page packed it (PackedMessage: messages of 64 KB or more go as zlib in base64).
/// Tests read the take's fields from this text, never from the page's bytes, so they hold
/// whether or not the take was packed.
func embeddedTakeText(_ page: String) throws -> String {
    let start = try #require(page.range(of: "id=\"segue-embedded\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound ..< page.endIndex))
    let data = Data(page[start.upperBound ..< end.lowerBound].utf8)
    let messages = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    let take = try #require(messages.last)
    guard take["type"] as? String == "packed" else { return String(page[start.upperBound ..< end.lowerBound]) }
    let zlib = try #require(take["zlib"] as? String), bytes = try #require(take["bytes"] as? Int)
    return try #require(PackedText.unpacked(zlib: zlib, bytes: bytes))
}
