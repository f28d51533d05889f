import Testing
@testable import SegueExport

/// The ZIP writer's own numbers; Python's `zipfile` reads its archives in scripts/test-lottie.
@Suite struct ZipArchiveTests {
    @Test func theCRCIsZlibsCheckValue() {
        #expect(ZipArchive.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(ZipArchive.crc32([]) == 0)
    }

    @Test func anArchiveHasItsRecordsInPlace() throws {
        var archive = ZipArchive()
        let text = Array(String(repeating: "{\"a\":1}", count: 200).utf8)
        try archive.add(name: "manifest.json", bytes: Array("{}".utf8))
        try archive.add(name: "animations/a.json", bytes: text)
        let bytes = try archive.bytes()
        #expect(Array(bytes[0 ..< 4]) == [0x50, 0x4B, 0x03, 0x04])
        let end = bytes.count - 22
        #expect(Array(bytes[end ..< end + 4]) == [0x50, 0x4B, 0x05, 0x06])
        #expect(bytes[end + 10] == 2, "two entries")
        // The tiny entry stays stored (deflate would grow it); the repetitive one is deflated.
        #expect(bytes[8] == 0)
        #expect(bytes.count < text.count)
    }

    @Test func aNameTooLongIsRefused() {
        var archive = ZipArchive()
        #expect(throws: ZipArchive.Refusal.self) { try archive.add(name: String(repeating: "a", count: 70_000), bytes: []) }
        #expect(throws: ZipArchive.Refusal.self) { try archive.add(name: "", bytes: []) }
    }
}

/// The .lottie container's names.
@Suite struct DotLottieTests {
    @Test func anAnimationIDCannotClimbOutOfItsFolder() {
        #expect(DotLottie.animationID("panel.lua") == "panel")
        #expect(DotLottie.animationID("../../etc/passwd") == "______etc_passwd")
        #expect(DotLottie.animationID("") == "animation")
        #expect(DotLottie.animationID(String(repeating: "a", count: 100)).count == 64)
    }

    @Test func theArchiveHoldsTheManifestAndTheAnimation() throws {
        let bytes = try DotLottie.archive(id: "panel", animation: Array("{\"v\":\"5.7.0\"}".utf8))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("manifest.json") && text.contains("animations/panel.json"))
    }
}
