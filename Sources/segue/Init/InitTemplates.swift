/// The files `segue init` writes, from the `.lua` and `.json` templates in Init/Templates
/// embedded at build time (the types are the repository's own types/, linked there).
enum InitTemplates {
    /// The placeholder the transition and spec templates name the transition with.
    static let placeholder = "TRANSITION_NAME"

    /// NAME.lua: the template with its name filled in.
    static func transition(named name: String) -> String {
        text(PackageResources.transition_lua).replacing(placeholder, with: name)
    }

    /// NAME_spec.lua: the template with the transition's name filled in.
    static func spec(named name: String) -> String {
        text(PackageResources.transition_spec_lua).replacing(placeholder, with: name)
    }

    /// The lint and editor setup, path → text, written only where absent.
    static var setup: [(String, String)] {
        [
            (".luacheckrc", text(PackageResources.luacheckrc_lua)),
            (".luarc.json", text(PackageResources.luarc_json)),
            ("types/segue.lua", text(PackageResources.types_segue_lua)),
            ("types/segue_test.lua", text(PackageResources.types_segue_test_lua)),
        ]
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
