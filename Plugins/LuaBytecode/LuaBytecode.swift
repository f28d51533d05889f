import Foundation
import PackagePlugin

/// Compiles a target's own `.lua` files (its embedded resources) to Lua 5.4 bytecode at build
/// time with `segue-luac`, one generated Swift file per Lua file holding a `PrecompiledChunk`
/// named `precompiled_NAME_lua`; `HostChunk` loads that instead of compiling the text in every
/// process.
@main
struct LuaBytecode: BuildToolPlugin {
    /// The chunk name each file is loaded under, which its errors report (`HostChunk`'s
    /// `name`; a chunk whose name differs is compiled from its text instead).
    static let chunkNames: [String: String] = [
        "sandbox": "=[sandbox]", "isolation": "=[sandbox]", "read_only": "=[sandbox]",
        "segue_library": "=[segue]",
        "spec_dsl": "=[segue.testing]", "value_formatting": "=[segue.testing]",
        "expectations": "=[segue.testing]", "spies": "=[segue.testing]", "matcher_values": "=[segue.testing]",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiler = try context.tool(named: "segue-luac")
        // The type PrecompiledChunk lives in SegueLua; other targets import it.
        let module = target.name == "SegueLua" ? "-" : "SegueLua"
        return target.sourceFiles(withSuffix: "lua").compactMap { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            guard let chunkName = Self.chunkNames[name] else { return nil }
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name)_luac.swift")
            return .buildCommand(
                displayName: "Compiling \(name).lua to bytecode",
                executable: compiler.url,
                arguments: [file.url.path, chunkName, "precompiled_\(name)_lua", output.path, module],
                inputFiles: [file.url],
                outputFiles: [output])
        }
    }
}
