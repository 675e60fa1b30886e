// swift-tools-version:6.0
import Foundation
import PackageDescription

// The libFuzzer target, a package of its own so that `swift build` and `make test` never build it.
// Built by `make fuzz` with `-sanitize=fuzzer,address` (see docs/reliability.md). The harness itself
// (TrellisFuzzing) lives in the main package, where its saved inputs are replayed by the tests.
//
// A path dependency is named after its directory, which depends on where the repository is cloned.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TrellisFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "trellis-fuzz", dependencies: [.product(name: "TrellisFuzzing", package: root)]),
    ],
    swiftLanguageModes: [.v6]
)
