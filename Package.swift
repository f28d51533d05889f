// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Segue",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "segue", targets: ["segue"]),
        .library(name: "SegueCore", targets: ["SegueCore"]),
        .library(name: "SegueLua", targets: ["SegueLua"]),
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Debian's liblua5.4-dev, found through pkg-config.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // The only place a longjmp may cross: Lua's macros as functions, the
        // error trampoline, the traceback handler, the capped allocator, the watchdog.
        .target(name: "CLuaBridge", dependencies: ["CLua"]),
        // Debian's libedit-dev: line editing, history and completion for the REPL.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // Pure Swift transition engine; knows nothing of Lua.
        // The per-frame stored properties skip the dynamic exclusivity check per declaration
        // (`@exclusivity(unchecked)`), so no target needs an unsafe flag.
        .target(name: "SegueCore"),
        // The Lua host: state, sandbox, bindings, scripted transitions.
        .target(
            name: "SegueLua",
            dependencies: ["SegueCore", "CLuaBridge", "CLua"],
            // The host's own Lua, embedded in the binary at build time.
            resources: [.embedInCode("Lua/isolation.lua")]
        ),
        // The script test runner: the spec DSL, the stage harness, the reporters.
        .target(name: "SegueTesting", dependencies: ["SegueCore", "SegueLua", "CLuaBridge", "CLua"]),
        .executableTarget(
            name: "segue",
            dependencies: [
                "SegueCore", "SegueLua", "SegueTesting", "CEditLine", "CLua",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plain C interpolation loop the benchmarks compare against.
        .target(
            name: "CBenchmarkBaseline",
            cSettings: [.unsafeFlags(["-O2"])]
        ),
        .executableTarget(
            name: "SegueBenchmarks",
            dependencies: ["SegueCore", "SegueLua", "SegueTesting", "CBenchmarkBaseline", "CLuaBridge", "CLua"]
        ),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore"]),
        .testTarget(name: "CLuaBridgeTests", dependencies: ["CLuaBridge", "CLua"]),
        .testTarget(name: "SegueLuaTests", dependencies: ["SegueLua", "SegueCore", "CLuaBridge", "CLua"]),
        .testTarget(name: "SegueTestingTests", dependencies: ["SegueTesting"]),
        .testTarget(name: "SegueCLITests", dependencies: [.target(name: "segue")]),
    ]
)
