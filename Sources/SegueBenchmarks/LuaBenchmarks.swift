/// Lua-side costs; filled in with the Lua host.
enum LuaBenchmarks {
    static func run(quick: Bool) {}
}
