extension Sandbox {
    /// The privileged chunk that builds the sandbox, `Lua/sandbox.lua`: given the folders
    /// `require` searches, the host's writer for `print`, the module reader and CLuaBridge's
    /// bounded library, it returns the environment, the list of required files, the folders,
    /// and the makers of an environment's `load` and `require`.
    static let builder = HostChunk(embedded: PackageResources.sandbox_lua, name: "=[sandbox]", precompiled: precompiled_sandbox_lua)

    /// The privileged chunk behind isolated environments, `Lua/isolation.lua`: given the
    /// sandbox's environment, the makers of its `load` and `require` and CLuaBridge's table
    /// copier, it returns a function
    /// making a fresh environment with private copies of the libraries.
    static let isolation = HostChunk(embedded: PackageResources.isolation_lua, name: "=[sandbox]", precompiled: precompiled_isolation_lua)

    /// The chunk behind ``expose(_:in:readOnly:)``, `Lua/read_only.lua`: given a table and
    /// its global name, it returns a read-only view of it whose writes raise
    /// "attempt to modify read-only table 'name'" and whose metatable is locked.
    static let readOnly = HostChunk(embedded: PackageResources.read_only_lua, name: "=[sandbox]", precompiled: precompiled_read_only_lua)
}
