import CLua
import CLuaBridge

/// A Lua chunk of the host's own (the `segue` library, the sandbox builder), compiled once
/// per process and loaded into each new state as bytecode, so a fresh script state does not
/// pay for parsing them. Scripts themselves always load as text.
public final class HostChunk: @unchecked Sendable {
    /// The chunk name errors report.
    public let name: String
    private let source: String
    private let bytecode: [CChar]?

    /// Compiles `source`; if that fails, ``load(into:)`` compiles the text and reports it.
    public init(source: String, name: String) {
        self.source = source
        self.name = name
        var length = 0
        var text = source
        let compiled = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                segue_compile_host_chunk($0.baseAddress, $0.count, name, &length)
            }
        }
        if let compiled {
            bytecode = Array(UnsafeBufferPointer(start: compiled, count: length))
            segue_free(compiled)
        } else {
            bytecode = nil
        }
    }

    /// Compiles the UTF-8 text of a `.lua` file embedded at build time (SwiftPM's
    /// `embedInCode` resource, `PackageResources.<file>_lua`), as ``init(source:name:)``.
    public convenience init(embedded bytes: [UInt8], name: String) {
        self.init(source: String(decoding: bytes, as: UTF8.self), name: name)
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
            let message = state.string(at: -1) ?? "cannot load \(name)"
            state.pop()
            throw LuaError(kind: .other, rawMessage: message)
        }
    }
}
