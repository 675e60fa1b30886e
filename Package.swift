// swift-tools-version:6.0
import PackageDescription

// Trellis: Apple-style Auto Layout outside Apple's platforms.
// Modules depend only downward:
//   TrellisFiles  <-  TrellisText
//   TrellisSolver, TrellisText  <-  TrellisLayout  <-  TrellisSpec, TrellisRender  <-  TrellisReport
//   <-  TrellisSnapshot, TrellisCheck  <-  trellis (CLI), TrellisTesting, TrellisSnapshotTesting
let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-preview", targets: ["trellis-preview"]),
        .library(name: "TrellisFiles", targets: ["TrellisFiles"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisText", targets: ["TrellisText"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisSpec", targets: ["TrellisSpec"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisFuzzing", targets: ["TrellisFuzzing"]),
        .library(name: "TrellisReport", targets: ["TrellisReport"]),
        .library(name: "TrellisSnapshot", targets: ["TrellisSnapshot"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        // Strategies for pointfreeco/swift-snapshot-testing: its own product, so the core never pulls it in.
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        .library(name: "TrellisPreview", targets: ["TrellisPreview"]),
        .library(name: "TrellisCheck", targets: ["TrellisCheck"]),
        .library(name: "TrellisInterfaceBuilder", targets: ["TrellisInterfaceBuilder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `make docs`: DocC catalogs of the library modules (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `trellis preview`'s sockets: FlyingFox's FlyingSocks module (non-blocking sockets over epoll, no
        // transitive dependencies, builds in seconds). Its HTTP server module isn't used: the preview's
        // own (`HTTPConnectionServer`) bounds request heads, time-outs and connections, which FlyingFox's
        // doesn't; Hummingbird and Vapor would bring SwiftNIO, minutes per clean CI build.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // C APIs, wrapped by the Swift modules that own every handle's lifetime.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),

        // Opening the files a spec points at (images, fonts, references): a regular file or a one-line
        // error, never a read that blocks on a FIFO or a device. Below every module that reads such a file.
        .target(name: "TrellisFiles"),
        // The constraint solver: standard library only.
        .target(name: "TrellisSolver"),
        // Fonts, shaping, line breaking, measurement. ICU comes from the toolchain's _FoundationICU.
        .target(
            name: "TrellisText",
            dependencies: ["TrellisFiles", "CFreeType", "CHarfBuzz"],
            linkerSettings: [.linkedLibrary("_FoundationICU")]
        ),
        // Views, constraints, intrinsic sizes, fitting, diagnostics.
        .target(name: "TrellisLayout", dependencies: ["TrellisSolver", "TrellisText", "TrellisFiles"]),
        // YAML/JSON specs into layout documents, with source locations.
        .target(name: "TrellisSpec", dependencies: ["TrellisLayout", "TrellisFiles", "CYAML"]),
        // Interface Builder documents (.xib, .storyboard) into the layout documents a spec gives, through
        // libxml2; SpecSource and SpecError come from TrellisSpec, the JSON report's writer from TrellisReport.
        .target(
            name: "TrellisInterfaceBuilder",
            dependencies: ["TrellisLayout", "TrellisSpec", "TrellisReport", "CLibXML2"]),
        // Cairo drawing of a solved layout.
        // PNG decoding: libdeflate for plain 8-bit RGB(A) files (10× zlib's inflate speed), libpng for the rest;
        // encoding is Trellis's own (see PNGEncoder).
        .target(
            name: "TrellisRender",
            dependencies: ["TrellisLayout", "TrellisText", "TrellisFiles", "CCairo", "CFreeType", "CPNG", "CDeflate"]),
        // The fuzz harness: spec generator and target (libFuzzer shim in Fuzz/, replayed by TrellisFuzzingTests).
        .target(
            name: "TrellisFuzzing",
            dependencies: [
                "TrellisSpec", "TrellisRender", "TrellisReport", "TrellisSnapshot", "TrellisPreview",
                "TrellisInterfaceBuilder",
            ]),
        // The stable text and JSON reports of a solved layout (`trellis layout`, layout snapshots).
        .target(name: "TrellisReport", dependencies: ["TrellisLayout", "TrellisSpec"]),
        // Snapshots: taking them, comparing layouts and images, record modes, HTML and JUnit reports.
        .target(
            name: "TrellisSnapshot",
            dependencies: ["TrellisReport", "TrellisRender", "TrellisSpec", "TrellisFiles", "TrellisInterfaceBuilder"]),
        // `trellis check`: rules over the layouts of a spec (or each case of an Interface Builder document) in
        // many environments, and their reports.
        .target(
            name: "TrellisCheck",
            dependencies: ["TrellisLayout", "TrellisSpec", "TrellisRender", "TrellisReport", "TrellisInterfaceBuilder"]),
        // assertLayoutSnapshot for Swift Testing and XCTest.
        .target(name: "TrellisTesting", dependencies: ["TrellisSnapshot"]),
        .target(
            name: "TrellisSnapshotTesting",
            dependencies: [
                "TrellisSnapshot", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // The live preview: an HTTP server that redraws specs on every save.
        .target(
            name: "TrellisPreview",
            dependencies: [
                "TrellisLayout", "TrellisSpec", "TrellisRender", "TrellisText", "TrellisInterfaceBuilder",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]),
        // What the two command-line programs share: turning option strings into render options, standard
        // streams handled safely, path text.
        .target(name: "TrellisCommandLine", dependencies: ["TrellisLayout", "TrellisSpec", "TrellisRender"]),
        // The command-line tool: thin. `trellis preview` runs `trellis-preview` (beside it), which alone
        // links the preview server and the whole of Foundation (`trellis` links FoundationEssentials only):
        // loading libraries costs every start of a process that doesn't serve anything.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisSpec", "TrellisRender", "TrellisReport", "TrellisSnapshot", "TrellisCommandLine",
                "TrellisCheck",
                "TrellisInterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "trellis-preview",
            dependencies: [
                "TrellisLayout", "TrellisRender", "TrellisText", "TrellisPreview", "TrellisCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The realistic layout families of issue 8 as spec generators (benchmarks and work-counting tests).
        .target(name: "TrellisCorpus", path: "Benchmarks/Corpus"),
        // Benchmarks against the peers (kiwisolver, Pango); run in release builds.
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                "TrellisSolver", "TrellisText", "TrellisLayout", "TrellisSpec", "TrellisRender", "TrellisCorpus",
                "TrellisSnapshot", "TrellisFuzzing", "CYAML",
            ],
            path: "Benchmarks/TrellisBench"
        ),

        .testTarget(name: "TrellisFilesTests", dependencies: ["TrellisFiles"]),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"], exclude: ["Oracle"]),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText", "CFreeType"], exclude: ["Oracle"]),
        .testTarget(name: "TrellisLayoutTests", dependencies: ["TrellisLayout"]),
        .testTarget(name: "TrellisSpecTests", dependencies: ["TrellisSpec", "TrellisCorpus"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["TrellisRender", "TrellisSpec"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["trellis", "trellis-preview"]),
        .testTarget(
            name: "TrellisInterfaceBuilderTests",
            dependencies: [
                "TrellisInterfaceBuilder", "TrellisSpec", "TrellisLayout", "TrellisFuzzing", "TrellisCorpus",
            ]),
        .testTarget(name: "TrellisFuzzingTests", dependencies: ["TrellisFuzzing"]),
        .testTarget(name: "TrellisSnapshotTests", dependencies: ["TrellisSnapshot"]),
        .testTarget(
            name: "TrellisCheckTests", dependencies: ["TrellisCheck", "TrellisSpec", "TrellisReport", "TrellisRender"],
            exclude: ["Fixtures", "Validator"]),
        // The docs/snapshots.md examples, run as they are written, and their failure paths.
        .testTarget(
            name: "TrellisTestingTests", dependencies: ["TrellisTesting", "TrellisSnapshotTesting"],
            exclude: ["__Snapshots__", "Specs"]),
        .testTarget(
            name: "TrellisPreviewTests",
            dependencies: ["TrellisPreview", "TrellisSpec", "TrellisCorpus", "trellis-preview"],
            exclude: ["Browser/preview_probe.py"]),
        // Other projects' test suites that assert frames measured on UIKit, as spec fixtures (Tests/Fixtures/peers).
        .testTarget(name: "TrellisPeerTests", dependencies: ["TrellisSpec", "TrellisLayout", "TrellisText"]),
        .testTarget(
            name: "TrellisScaleTests", dependencies: ["TrellisCorpus", "TrellisSpec", "TrellisLayout"],
            exclude: ["Fixtures/frame-digests.txt"]),
    ],
    swiftLanguageModes: [.v6]
)
