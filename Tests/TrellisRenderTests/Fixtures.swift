import Foundation
import TrellisLayout
import TrellisText

@testable import TrellisRender

/// Hand-built solved layouts for tests that don't need the spec reader or the layout engine.
enum Fixtures {
    static func view(
        _ name: String, _ kind: ViewKind = .view, frame: Rect, in parent: SolvedView? = nil,
        background: Color? = nil, imagePath: String? = nil, textLayout: TextLayout? = nil
    ) -> SolvedView {
        var node = ViewNode(name: name, kind: kind)
        node.background = background
        node.imagePath = imagePath
        let origin = parent?.absoluteFrame.origin ?? .zero
        return SolvedView(
            node: node, superview: parent?.name, depth: parent.map { $0.depth + 1 } ?? 0,
            frame: frame, absoluteFrame: frame.offsetBy(dx: origin.x, dy: origin.y),
            intrinsicSize: .noIntrinsicSize, textLayout: textLayout)
    }

    static let red = Color(red8: 0xE0, green8: 0x30, blue8: 0x30)
    static let teal = Color(red8: 0x20, green8: 0xA0, blue8: 0x90)

    /// A 200 × 120 canvas: a red card with a teal child, a tinted view, a switch and a slider.
    static func boxes(scale: Double = 2) -> SolvedLayout {
        let card = view("card", frame: Rect(x: 10, y: 10, width: 120, height: 60), background: red)
        let child = view("child", frame: Rect(x: 10, y: 20, width: 50, height: 30), in: card, background: teal)
        let plain = view("plain", frame: Rect(x: 140, y: 10, width: 50, height: 40))
        let toggle = view("toggle", .switch, frame: Rect(x: 10, y: 80, width: 51, height: 31))
        let slider = view("slider", .slider, frame: Rect(x: 70, y: 80, width: 120, height: 31))
        return SolvedLayout(
            canvas: Canvas(width: 200, height: 120, scale: scale),
            views: [card, child, plain, toggle, slider], constraints: [], fittings: [], diagnostics: [])
    }

    /// A different layout, to change Cairo's process-wide state between two renders of `boxes`.
    static func other() -> SolvedLayout {
        let a = view("a", frame: Rect(x: 5, y: 5, width: 40, height: 40), background: teal)
        let b = view("b", frame: Rect(x: 50, y: 5, width: 40, height: 40))
        return SolvedLayout(
            canvas: Canvas(width: 100, height: 50, scale: 1), views: [a, b], constraints: [],
            fittings: [], diagnostics: [])
    }

    /// A temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A small valid PNG written by Cairo itself: `width × height`, one colour.
    static func writePNG(to url: URL, width: Int, height: Int, color: Color) throws {
        let layout = SolvedLayout(
            canvas: Canvas(width: Double(width), height: Double(height), scale: 1), views: [],
            constraints: [], fittings: [], diagnostics: [])
        let bytes = try Renderer.render(
            layout, options: RenderOptions(scale: 1, style: .content, background: color, padding: 0))
        try Data(bytes).write(to: url)
    }
}

/// Width and height from a PNG's IHDR chunk.
func pngDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
        return nil
    }
    func be32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}
