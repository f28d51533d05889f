// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Segue",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "segue", targets: ["segue"]),
        // For applications that embed the engine: load transitions, drive them from the
        // host's clock, receive every change of the host's own views (docs/embedding.md).
        .library(name: "Segue", targets: ["Segue"]),
        // For hosts that also run Lua spec files (`segue test`'s runner and reporters).
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
        // For the repository's own Preview package (`segue preview`'s web server, Preview/): the
        // engine side of the browser inspector, and the command-line conventions `segue` and
        // `segue-preview` share. Not an API for hosts.
        .library(name: "SeguePreview", targets: ["SeguePreview"]),
        .library(name: "SegueCommandLine", targets: ["SegueCommandLine", "SegueSystem", "SegueLua"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (scripts/docs); not linked into anything.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // No web server here: `segue preview`'s (Hummingbird, SwiftNIO) is the Preview package
        // in this repository (Preview/Package.swift), so that a host depending on Segue fetches
        // only what Segue needs.
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
        // Compiles the host's own Lua files to bytecode at build time (the LuaBytecode plugin
        // runs it), so that no process spends its start-up compiling them.
        .executableTarget(name: "segue-luac", dependencies: ["CLuaBridge", "CLua"]),
        .plugin(name: "LuaBytecode", capability: .buildTool(), dependencies: ["segue-luac"]),
        // zlib, for reading and writing the PNG files of image goldens (Debian's zlib1g-dev).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libedit, loaded with dlopen at the REPL's first prompt (not linked: every other
        // command starts without it and the three libraries it needs).
        .target(name: "CEditLine"),
        // SVG rasterised in the process by the system's librsvg and cairo, loaded with dlopen
        // at the first image (not linked: a `segue` that draws nothing never loads them).
        .target(name: "CRasterizer"),
        // The one declaration of the names scripts use: view properties (name, unit, drawn range,
        // default), container kinds, timing names, release modes, edges, pan directions, step
        // positions and spring presets. SegueCore re-exports it; `segue-schema` prints what is
        // generated from it into the Lua library, types/segue.lua and docs/lua-api.md
        // (scripts/generate-schema). Depends on nothing, so the generator builds in seconds.
        .target(name: "SegueSchema"),
        .executableTarget(name: "segue-schema", dependencies: ["SegueSchema"]),
        // Pure Swift transition engine; knows nothing of Lua.
        // The per-frame stored properties skip the dynamic exclusivity check per declaration
        // (`@exclusivity(unchecked)`), so no target needs an unsafe flag.
        .target(name: "SegueCore", dependencies: ["SegueSchema"]),
        // System services, beside SegueCore and knowing neither Lua nor the engine: the one file
        // gate (Files/), descriptors, external tools (Tools/). Glibc only.
        .target(name: "SegueSystem"),
        // Pictures as files: the PNG and APNG codecs, the SVG rasteriser (CRasterizer, or
        // rsvg-convert), the image tools `segue render` drives and their scratch folders, the
        // perceptual comparison of image goldens. Production code, no Lua: `segue render`
        // encodes with it, SegueTesting's goldens read with it. zlib for the PNG streams.
        .target(name: "SegueImages", dependencies: ["SegueSystem", "CZlib", "CRasterizer"]),
        // The export layer: a take as the engine played it, formats as values (the spec hand-off,
        // CSS, Lottie), each output's replay and its error measured against the trace. Knows no
        // Lua: the commands and specs record the take and hand it over. zlib for the .lottie zip.
        .target(
            name: "SegueExport",
            dependencies: ["SegueCore", "SegueSystem", "CZlib"],
            // The spec's readable sheet and the css format's page (markup, fixed styles, the seek
            // script), embedded at build time.
            resources: [
                .embedInCode("Assets/spec_sheet.html"),
                .embedInCode("CSS/css_export.html"),
                .embedInCode("CSS/css_export.css"),
                .embedInCode("CSS/css_export.js"),
            ]
        ),
        // The Lua host: state, sandbox, bindings, scripted transitions.
        .target(
            name: "SegueLua",
            dependencies: ["SegueCore", "SegueSystem", "CLuaBridge", "CLua"],
            // The host's own Lua, embedded in the binary at build time (linted by scripts/lint-lua).
            resources: [
                .embedInCode("Lua/sandbox.lua"),
                .embedInCode("Lua/isolation.lua"),
                .embedInCode("Lua/read_only.lua"),
                .embedInCode("Lua/segue_library.lua"),
            ],
            plugins: ["LuaBytecode"]
        ),
        // The embedding API: a small facade over SegueCore and SegueLua for applications; it
        // re-exports a curated list of their types (Segue.swift, held by scripts/lint-rules).
        .target(name: "Segue", dependencies: ["SegueSchema", "SegueCore", "SegueLua"]),
        // The script test runner: the spec DSL, the stage harness, the reporters.
        .target(
            name: "SegueTesting",
            dependencies: ["Segue", "SegueCore", "SegueSystem", "SegueLua", "SegueImages", "SegueExport", "CLuaBridge", "CLua"],
            // The DSL's Lua, embedded in the binary at build time (linted by scripts/lint-lua).
            resources: [
                .embedInCode("Lua/spec_dsl.lua"),
                .embedInCode("Lua/value_formatting.lua"),
                .embedInCode("Lua/matcher_values.lua"),
                .embedInCode("Lua/expectations.lua"),
                .embedInCode("Lua/spies.lua"),
                // The page of failing image goldens a run writes.
                .embedInCode("Goldens/image_goldens.html"),
                .embedInCode("Goldens/Report/report_page_head.html"),
                .embedInCode("Goldens/Report/report_page.css"),
                .embedInCode("Goldens/Report/golden_report.html"),
                .embedInCode("Goldens/Report/golden_report.css"),
                .embedInCode("Goldens/Report/golden_report.js"),
                // The motion chart both the golden report and the export conformance report draw.
                .embedInCode("Goldens/Report/motion_chart.js"),
                .embedInCode("Goldens/Report/motion_chart.css"),
                // The export conformance report (`segue export --report`).
                .embedInCode("Conformance/conformance_report.html"),
                .embedInCode("Conformance/conformance_report.css"),
                .embedInCode("Conformance/conformance_report.js"),
            ],
            plugins: ["LuaBytecode"]
        ),
        // The browser inspector's engine side: sessions, takes, the page's messages, the offline
        // page, driving a TransitionPlayer through the public Segue API only, and the page's
        // assets as real files embedded at build time. No web server: `segue render --format
        // html` uses it from `segue`.
        .target(
            name: "SeguePreview",
            // SegueSystem for the file gate and git; SegueLua for its source reader only
            // (ScriptEdit writes the page's edits into the script): the preview drives the
            // engine through Segue's TransitionPlayer, and reads SegueCore's drawing and take
            // values beyond Segue's curated list. SegueExport for zlib and base64 (a large
            // message is sent packed: PackedMessage).
            dependencies: ["Segue", "SegueCore", "SegueSystem", "SegueLua", "SegueExport"],
            resources: [
                .embedInCode("Assets/index.html"),
                .embedInCode("Assets/preview.css"),
                .embedInCode("Assets/page/core.js"),
                .embedInCode("Assets/page/take-wire.js"),
                .embedInCode("Assets/page/stage.js"),
                .embedInCode("Assets/page/stage-canvas.js"),
                .embedInCode("Assets/page/playback.js"),
                .embedInCode("Assets/page/panels.js"),
                .embedInCode("Assets/page/editing.js"),
                .embedInCode("Assets/page/input.js"),
                .embedInCode("Assets/page/address.js"),
                .embedInCode("Assets/page/compare.js"),
                .embedInCode("Assets/page/requests.js"),
                .embedInCode("Assets/page/share.js"),
                .embedInCode("Assets/page/hints.js"),
                .embedInCode("Assets/page/ghost.js"),
                .embedInCode("Assets/page/main.js"),
            ]
        ),
        // What `segue` and `segue-preview` share on the command line: the one-line error
        // convention and exit statuses, the script-limit options, option checks, process I/O.
        .target(
            name: "SegueCommandLine",
            dependencies: [
                "SegueCore", "SegueSystem", "SegueLua",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "segue",
            dependencies: [
                "Segue", "SegueCore", "SegueSystem", "SegueImages", "SegueLua", "SegueTesting", "SeguePreview", "SegueCommandLine", "SegueExport", "CEditLine", "CLua",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // `segue init`'s templates (linted by scripts/lint-lua); the types are links to types/.
            resources: [
                .embedInCode("Init/Templates/transition.lua"),
                .embedInCode("Init/Templates/transition_spec.lua"),
                .embedInCode("Init/Templates/luacheckrc.lua"),
                .embedInCode("Init/Templates/gitignore"),
                .embedInCode("Init/Templates/README.md"),
                .embedInCode("Init/Templates/luarc.json"),
                .embedInCode("Init/Templates/types_segue.lua"),
                .embedInCode("Init/Templates/types_segue_test.lua"),
            ]
        ),
        // The plain C interpolation loop the benchmarks compare against.
        // (Release builds compile C at -O2, which is what the benchmarks run: no flag needed.)
        .target(name: "CBenchmarkBaseline"),
        .executableTarget(
            name: "SegueBenchmarks",
            dependencies: ["Segue", "SegueCore", "SegueSystem", "SegueLua", "SegueTesting", "CBenchmarkBaseline", "CLuaBridge", "CLua"],
            // The benchmarks' Lua fixtures, embedded so the binary runs from anywhere.
            resources: [
                .embedInCode("Lua/bench_transition.lua"),
                .embedInCode("Lua/property_write_loop.lua"),
                .embedInCode("Lua/empty_function.lua"),
                .embedInCode("Lua/memory_repeats_spec.lua"),
                .embedInCode("Lua/memory_stageloads_spec.lua"),
                .embedInCode("Lua/update_transition.lua"),
            ]
        ),
        // The tests' scratch folders, removed when each test process exits.
        .target(name: "TestScratch", path: "Tests/TestScratch"),
        // The preview's packed messages unpacked as the page unpacks them (base64, zlib).
        .target(name: "PackedText", dependencies: ["CZlib"], path: "Tests/PackedText"),
        // The hook × moment matrix every host's hook-failure tests play (issue 28).
        .target(name: "HookFailureMatrix", path: "Tests/HookFailureMatrix"),
        .testTarget(name: "SegueCoreTests", dependencies: ["SegueCore"]),
        .testTarget(name: "SegueSystemTests", dependencies: ["TestScratch", "SegueSystem"]),
        .testTarget(name: "SegueExportTests", dependencies: ["SegueExport", "SegueCore"]),
        .testTarget(name: "CLuaBridgeTests", dependencies: ["CLuaBridge", "CLua"]),
        .testTarget(name: "SegueLuaTests", dependencies: ["TestScratch", "HookFailureMatrix", "SegueLua", "SegueSystem", "SegueCore", "CLuaBridge", "CLua"]),
        .testTarget(name: "SegueTestingTests", dependencies: ["TestScratch", "SegueTesting", "SegueImages", "SegueSystem", "SegueLua", "SegueCore", "Segue"]),
        .testTarget(name: "SegueTests", dependencies: ["TestScratch", "HookFailureMatrix", "Segue"]),
        .testTarget(name: "SeguePreviewTests", dependencies: ["TestScratch", "HookFailureMatrix", "SeguePreview", "SegueSystem", "SegueCore", "Segue", "PackedText"]),
        .testTarget(name: "SegueCLITests", dependencies: [
            "TestScratch", "PackedText", "HookFailureMatrix", .target(name: "segue"), "SegueCore", "SegueSystem", "SegueImages", "SegueExport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
