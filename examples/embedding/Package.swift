// swift-tools-version:6.1
// A host application that embeds Segue: its own view structs, its own clock, Lua transitions.
import PackageDescription
import Foundation

// Your own package names Segue by URL and version:
//     .package(url: "https://example.com/segue.git", from: "0.1.0")
// This example builds inside Segue's repository, so by default it takes the checkout it sits
// in; `scripts/test` sets SEGUE_PACKAGE_URL to a tagged copy to build it by version as well.
let segue: Package.Dependency = ProcessInfo.processInfo.environment["SEGUE_PACKAGE_URL"]
    .map { .package(url: $0, from: "0.1.0") } ?? .package(name: "Segue", path: "../..")

let package = Package(
    name: "TextHost",
    dependencies: [segue],
    targets: [
        .executableTarget(
            name: "TextHost",
            dependencies: [.product(name: "Segue", package: "Segue")]
        ),
    ]
)
