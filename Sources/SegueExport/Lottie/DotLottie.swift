/// The .lottie container (dotLottie 2.0): a ZIP holding `manifest.json`, which names the
/// animations, and each animation as `animations/ID.json`.
public enum DotLottie {
    /// The archive of one animation: `manifest.json` and `animations/ID.json` (deflated).
    public static func archive(id: String, animation: [UInt8]) throws(ZipArchive.Refusal) -> [UInt8] {
        let manifest = LottieJSON.object([
            ("version", .string("2")), ("generator", .string("Segue")),
            ("animations", .array([.object([("id", .string(id))])])),
        ])
        var zip = ZipArchive()
        try zip.add(name: "manifest.json", bytes: manifest.bytes)
        try zip.add(name: "animations/\(id).json", bytes: animation)
        return try zip.bytes()
    }

    /// An animation id made from a title: its letters, digits, `-` and `_`, every other
    /// character `_` (a path inside the archive must not climb out of `animations/`), at most
    /// 64 characters; "animation" when nothing is left.
    public static func animationID(_ title: String) -> String {
        var base = title
        if base.hasSuffix(".lua") { base.removeLast(4) }
        let kept = base.unicodeScalars.prefix(64).map { scalar -> Character in
            let v = scalar.value
            let plain = (v >= 48 && v <= 57) || (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 45 || v == 95
            return plain ? Character(scalar) : "_"
        }
        let id = String(kept)
        return id.allSatisfy({ $0 == "_" }) ? "animation" : id
    }
}
