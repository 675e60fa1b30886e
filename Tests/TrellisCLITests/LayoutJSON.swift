import Foundation
import Testing

/// The documented JSON of `trellis layout --json`, decoded for assertions.
struct LayoutJSON: Decodable {
    struct Size: Decodable, Equatable { var width: Double; var height: Double }
    struct Frame: Decodable, Equatable { var x: Double; var y: Double; var width: Double; var height: Double }
    struct Canvas: Decodable { var width: Double; var height: Double; var scale: Double }
    struct View: Decodable {
        var name: String
        var superview: String?
        var frame: Frame
        var absoluteFrame: Frame
        var intrinsicSize: Size
        /// Scroll views only.
        var contentSize: Size?
        /// Views whose alignment rect isn't their frame only.
        var alignmentRect: Frame?
    }
    struct Diagnostic: Decodable {
        var severity: String
        var code: String
        var message: String
        var views: [String]
        var location: String?
    }
    struct Fitting: Decodable {
        var view: String
        var horizontalPriority: Double
        var verticalPriority: Double
        var size: Size
    }

    var canvas: Canvas
    var views: [View]
    var diagnostics: [Diagnostic]
    var fittings: [Fitting]?

    func view(_ name: String) throws -> View { try #require(views.first { $0.name == name }, "no view \(name)") }
}

/// The package root, found from this file's path.
func packageDirectory(filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url
}

func samplePath(_ name: String) -> String { packageDirectory().appendingPathComponent("Samples/\(name)").path }

/// Lays out a sample with `--json` and decodes the report, requiring exit status 0.
func layoutJSON(_ sample: String) throws -> LayoutJSON {
    let result = try runTrellis(["layout", samplePath(sample), "--json"])
    #expect(result.status == 0, "\(sample): \(result.stderr)")
    return try JSONDecoder().decode(LayoutJSON.self, from: Data(result.stdout.utf8))
}
