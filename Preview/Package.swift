// swift-tools-version:6.1
// `segue preview`'s web server: the `segue-preview` binary, which `segue preview` runs from
// beside itself. A package of its own so that the Segue package declares no web server: a host
// that depends on Segue fetches only what Segue needs, not Hummingbird, SwiftNIO and theirs.
// scripts/segue and scripts/install build it and place `segue-preview` beside `segue`.
import PackageDescription

let package = Package(
    name: "SeguePreviewServer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "segue-preview", targets: ["segue-preview"]),
    ],
    dependencies: [
        // The checkout this folder is in. `name:` fixes its identity: a path dependency's is
        // otherwise the folder's name, which is the clone's.
        .package(name: "Segue", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The local web server and its live WebSocket.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The connection guard is a channel handler at the front of each connection's pipeline
        // (Hummingbird's own pipeline has no head timeout before the first request, and answers
        // no oversized request line).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        // A page's work is cancelled when the server shuts down (Hummingbird's services run on it).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        // The web server (Hummingbird, its WebSocket, SwiftNIO) over the Segue package's
        // SeguePreview, which has the sessions, the page's messages and its assets.
        .target(
            name: "SeguePreviewServer",
            dependencies: [
                .product(name: "Segue", package: "Segue"),
                .product(name: "SeguePreview", package: "Segue"),
                // The golden review's finding and accepting (`segue test --review`).
                .product(name: "SegueTesting", package: "Segue"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The review page's files (`segue test --review`), embedded at build time.
            resources: [
                .embedInCode("Review/Assets/review.html"),
                .embedInCode("Review/Assets/review.js"),
                .embedInCode("Review/Assets/review.css"),
            ]
        ),
        // `segue preview`'s binary: the preview command over SeguePreviewServer, with `segue`'s
        // command-line conventions (SegueCommandLine).
        .executableTarget(
            name: "segue-preview",
            dependencies: [
                "SeguePreviewServer",
                .product(name: "Segue", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue"),
                .product(name: "SegueCommandLine", package: "Segue"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The server run as a process, as `segue preview` runs it: `segue` (the Segue package's
        // product, built beside `segue-preview` for these tests) and `segue-preview` itself.
        // CommandConventionTests.swift is a link to the Segue package's, which holds `preview`
        // to every command's convention where SEGUE_PREVIEW_PACKAGE is defined.
        .testTarget(
            name: "SeguePreviewServerTests",
            dependencies: [
                .target(name: "segue-preview"),
                .product(name: "segue", package: "Segue"),
            ],
            swiftSettings: [.define("SEGUE_PREVIEW_PACKAGE")]
        ),
    ]
)
