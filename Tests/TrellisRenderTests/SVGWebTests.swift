import Foundation
import Testing
import TrellisLayout

@testable import TrellisRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Point 6 of issue 13: SVG a web page can use — CSS-pixel size with a device-scale viewBox, real text,
/// a title and description, one named group per view — checked by parsing it and by showing it in
/// headless Chromium.
@Suite struct SVGWebTests {
    static let spec = """
        title: Profile card
        description: A card with a name label, fitted to its content.
        canvas: {width: 375, height: fit, scale: 3}
        views:
          card:
            background: "#3366CC"
            constraints: [leading == canvas.leading + 16, trailing == canvas.trailing - 16, top == canvas.top + 16, bottom == canvas.bottom - 16]
            subviews:
              name:
                kind: label
                text: Ada Lovelace & co <first>
                textColor: white
                constraints: [leading == superview.leading + 12, top == superview.top + 12, bottom == superview.bottom - 12]
        annotations:
          - caption: "Figure 3: the card"
        """

    static func svg(_ options: RenderOptions = RenderOptions(style: .content, padding: 10, format: .svg)) throws -> (
        String, RenderPlan
    ) {
        let layout = try PictureSupport.solve(spec)
        let (bytes, _, plan) = try Renderer.renderWithLabels(layout, options: options)
        return (String(decoding: bytes, as: UTF8.self), plan)
    }

    /// What the parser saw: the root's attributes, element names in order, ids, and each element's text.
    final class Outline: NSObject, XMLParserDelegate {
        var root: [String: String] = [:]
        var ids: [String] = []
        var texts: [(element: String, text: String)] = []
        var stack: [String] = []
        var current = ""
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if stack.isEmpty { root = attributes }
            if let id = attributes["id"] { ids.append(id) }
            stack.append(name)
            current = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if ["text", "title", "desc"].contains(name) { texts.append((name, current)) }
            stack.removeLast()
            current = ""
        }
    }

    @Test func documentIsSizedInPointsWithRealTextTitleAndNamedGroups() throws {
        let (svg, plan) = try Self.svg()
        let outline = Outline()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = outline
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        // 375 + 2·10 = 395 pt wide: CSS pixels; the viewBox is the drawing at @3x.
        #expect(outline.root["width"] == "395")
        #expect(outline.root["height"] == NumberText.minimal(plan.pageSize.height))
        #expect(outline.root["viewBox"] == "0 0 1185 \(Int((plan.pageSize.height * 3).rounded(.up)))")
        #expect(outline.texts.first { $0.element == "title" }?.text == "Profile card")
        #expect(
            outline.texts.first { $0.element == "desc" }?.text == "A card with a name label, fitted to its content.")
        #expect(outline.ids.contains("card") && outline.ids.contains("name"))
        let texts = outline.texts.filter { $0.element == "text" }.map(\.text)
        #expect(texts.contains("Ada Lovelace & co <first>"))
        #expect(texts.contains("Figure 3: the card"))
        // The name's group sits inside the card's.
        let card = try #require(svg.range(of: "<g id=\"card\""))
        let name = try #require(svg.range(of: "<g id=\"name\""))
        let cardEnd = try #require(svg[name.upperBound...].range(of: "</g>\n</g>"))
        #expect(card.lowerBound < name.lowerBound && name.upperBound < cardEnd.lowerBound)
        // Same bytes on every run.
        #expect(try Self.svg().0 == svg)
    }

    /// The chromium binary, from the Debian package the Makefile installs.
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test func chromiumShowsTheSVGAtItsSizeInPoints() throws {
        let binary = try #require(
            Self.chromium, "headless Chromium is needed: `make deps` installs the Debian package chromium")
        let (svg, plan) = try Self.svg()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try svg.write(to: dir.appendingPathComponent("figure.svg"), atomically: true, encoding: .utf8)
        // An unstyled <img> on a green page: the image's box shows how large the browser made it.
        try """
        <!doctype html><html><body style="margin:0;background:#00FF00"><img src="figure.svg" style="display:block"></body></html>
        """.write(to: dir.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        let shot = dir.appendingPathComponent("shot.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--screenshot=\(shot.path)", "--window-size=500,300",
            dir.appendingPathComponent("page.html").absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let image = try #require(RasterImage(pngBytes: Array(try Data(contentsOf: shot))))
        #expect(image.width == 500 && image.height == 300)
        let green = RasterImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
        let width = Int(plan.pageSize.width), height = Int(plan.pageSize.height.rounded(.up))
        // 395 CSS pixels wide, not 1185: green starts just right of it and just below it.
        #expect(image.pixel(x: width - 3, y: 5) != green)
        #expect(image.pixel(x: width + 3, y: 5) == green)
        #expect(image.pixel(x: 5, y: height - 3) != green)
        #expect(image.pixel(x: 5, y: height + 3) == green)
        // The card's colour where the card is (10 padding + 16 inset + a little), drawn by the browser.
        let card = try #require(image.pixel(x: 10 + 16 + 4, y: 10 + 16 + 4))
        #expect(abs(Int(card.red) - 0x33) <= 2 && abs(Int(card.green) - 0x66) <= 2 && abs(Int(card.blue) - 0xCC) <= 2)
        // And the white text shows on it: some pixels in the name's first line are near white.
        let nameTop = 10 + 16 + 12
        #expect(
            image.count(in: nameTop..<(nameTop + 20), (10 + 16 + 12)..<(10 + 16 + 120)) {
                $0.red > 230 && $0.green > 230
            } > 20)
    }
}
