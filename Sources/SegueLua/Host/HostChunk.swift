import CLua
import CLuaBridge

/// A Lua chunk of the host's own (the `segue` library, the sandbox builder), loaded into each
/// new state as bytecode, so a fresh script state does not pay for parsing it: the bytecode
/// compiled when Segue was built (``PrecompiledChunk``) when there is one for this text and
/// name, else the text compiled once per process. Scripts themselves always load as text.
public final class HostChunk: @unchecked Sendable {
    /// The chunk name errors report.
    public let name: String
    private let source: String
    let bytecode: [CChar]?
    /// Whether the bytecode is the one compiled when Segue was built.
    let isPrecompiled: Bool

    /// Compiles `source`; if that fails, ``load(into:)`` compiles the text and reports it.
    public init(source: String, name: String) {
        self.source = source
        self.name = name
        bytecode = Self.compile(source, name: name)
        isPrecompiled = false
    }

    /// Compiles the UTF-8 text of a `.lua` file embedded at build time (SwiftPM's
    /// `embedInCode` resource, `PackageResources.<file>_lua`), as ``init(source:name:)``.
    public convenience init(embedded bytes: [UInt8], name: String) {
        self.init(source: String(decoding: bytes, as: UTF8.self), name: name)
    }

    /// The chunk of `bytes` (as ``init(embedded:name:)``) with its bytecode from `precompiled`,
    /// compiled at build time from the same file; the text is compiled instead when
    /// `precompiled` was made under another name or from a text of another length, and when
    /// this process's Lua refuses the bytecode (another version).
    public init(embedded bytes: [UInt8], name: String, precompiled: PrecompiledChunk) {
        source = String(decoding: bytes, as: UTF8.self)
        self.name = name
        if precompiled.chunkName == name, precompiled.sourceByteCount == bytes.count, let compiled = precompiled.bytes {
            bytecode = compiled
            isPrecompiled = true
        } else {
            bytecode = Self.compile(source, name: name)
            isPrecompiled = false
        }
    }

    private static func compile(_ source: String, name: String) -> [CChar]? {
        var length = 0
        var text = source
        let compiled = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                segue_compile_host_chunk($0.baseAddress, $0.count, name, &length)
            }
        }
        guard let compiled else { return nil }
        defer { segue_free(compiled) }
        return Array(UnsafeBufferPointer(start: compiled, count: length))
    }

    /// Pushes the chunk as a function in `state`.
    public func load(into state: LuaState) throws {
        guard let bytecode else {
            try state.load(source, chunkName: name)
            return
        }
        let status = bytecode.withUnsafeBufferPointer {
            segue_load_host_binary(state.L, $0.baseAddress, $0.count, name)
        }
        if status != LUA_OK {
            // Bytecode this Lua does not take (built against another version): the text.
            state.pop()
            try state.load(source, chunkName: name)
        }
    }
}
