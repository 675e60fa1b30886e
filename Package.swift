// swift-tools-version:6.0
import PackageDescription

// Trellis: Apple-style Auto Layout outside Apple's platforms.
// Modules depend only downward:
//   TrellisSolver, TrellisText  <-  TrellisLayout  <-  TrellisSpec, TrellisRender  <-  trellis (CLI)
let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisText", targets: ["TrellisText"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisSpec", targets: ["TrellisSpec"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisFuzzing", targets: ["TrellisFuzzing"]),
        .library(name: "TrellisPreview", targets: ["TrellisPreview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `make docs`: DocC catalogs of the library modules (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `trellis preview`'s HTTP server: FlyingFox is a small pure-Swift server (two modules, no
        // transitive dependencies) that builds in seconds; Hummingbird and Vapor bring SwiftNIO, minutes
        // per clean CI build, for features a loopback preview doesn't use.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // C APIs, wrapped by the Swift modules that own every handle's lifetime.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),

        // The constraint solver: standard library only.
        .target(name: "TrellisSolver"),
        // Fonts, shaping, line breaking, measurement. ICU comes from the toolchain's _FoundationICU.
        .target(
            name: "TrellisText",
            dependencies: ["CFreeType", "CHarfBuzz"],
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        // Views, constraints, intrinsic sizes, fitting, diagnostics.
        .target(name: "TrellisLayout", dependencies: ["TrellisSolver", "TrellisText"]),
        // YAML/JSON specs into layout documents, with source locations.
        .target(name: "TrellisSpec", dependencies: ["TrellisLayout", .product(name: "Yams", package: "Yams")]),
        // Cairo drawing of a solved layout.
        .target(name: "TrellisRender", dependencies: ["TrellisLayout", "TrellisText", "CCairo", "CFreeType"]),
        // The fuzz harness: spec generator and target (libFuzzer shim in Fuzz/, replayed by TrellisFuzzingTests).
        .target(name: "TrellisFuzzing", dependencies: ["TrellisSpec", "TrellisRender"]),
        // The live preview: an HTTP server that redraws specs on every save.
        .target(name: "TrellisPreview", dependencies: [
            "TrellisLayout", "TrellisSpec", "TrellisRender", "TrellisText",
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        // The command-line tool: thin.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisSpec", "TrellisRender", "TrellisPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks against the peers (kiwisolver, Pango); run in release builds.
        .executableTarget(
            name: "trellis-bench",
            dependencies: ["TrellisSolver", "TrellisText", "TrellisLayout", "TrellisSpec", "TrellisRender",
                           .product(name: "Yams", package: "Yams")],
            path: "Benchmarks/TrellisBench"
        ),

        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"], exclude: ["Oracle"]),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText"], exclude: ["Oracle"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout"]),
        .testTarget(name: "TrellisSpecTests", dependencies: ["TrellisSpec"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "TrellisSpec"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["trellis"]),
        .testTarget(name: "TrellisFuzzingTests", dependencies: ["TrellisFuzzing"]),
        .testTarget(name: "TrellisPreviewTests", dependencies: ["TrellisPreview", "TrellisSpec"]),
    ],
    swiftLanguageModes: [.v6]
)
