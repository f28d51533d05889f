extension Sandbox {
    /// The privileged chunk behind isolated environments, `Lua/isolation.lua`, embedded in
    /// the binary at build time: given the sandbox's environment and the makers of its `load`
    /// and `require`, it returns a function making a fresh environment with private copies
    /// of the libraries.
    static let isolationSource = String(decoding: PackageResources.isolation_lua, as: UTF8.self)
}
