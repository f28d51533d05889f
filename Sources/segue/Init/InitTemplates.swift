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

    /// README.md for the folder: written only where there is none, so it names no one
    /// transition (a second `segue init` adds another beside the first); its commands say
    /// `NAME.lua` for any of them.
    static var readme: String { text(PackageResources.README_md) }

    /// The name of the spec template's test that checks the golden (a filter that runs it alone).
    static let goldenTestName = "moves as its golden trace recorded"

    /// The golden the spec template checks, `__goldens__/NAME.push.trace`, relative to the folder.
    static func golden(named name: String) -> String { "__goldens__/\(name).push.trace" }

    /// The git, lint and editor setup, path → text, written only where absent.
    static var setup: [(String, String)] {
        [
            (".gitignore", text(PackageResources.gitignore)),
            (".luacheckrc", text(PackageResources.luacheckrc_lua)),
            (".luarc.json", text(PackageResources.luarc_json)),
            ("types/segue.lua", text(PackageResources.types_segue_lua)),
            ("types/segue_test.lua", text(PackageResources.types_segue_test_lua)),
        ]
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
