import Foundation
import Testing
import TrellisLayout

@testable import TrellisRender

@Suite struct RenderBasicsTests {
    @Test(arguments: [(1, 0.0), (2, 0.0), (3, 12.5), (2, 20.0)])
    func pngDimensionsAreCanvasPlusPaddingTimesScale(scale: Int, padding: Double) throws {
        // Content style: in the schematic ones, views without room for a tag are listed under the canvas.
        let bytes = try Renderer.render(
            Fixtures.boxes(),
            options: RenderOptions(
                scale: scale, style: .content,
                padding: padding))
        let size = try #require(pngDimensions(bytes))
        #expect(size.width == Int(((200 + 2 * padding) * Double(scale)).rounded(.up)))
        #expect(size.height == Int(((120 + 2 * padding) * Double(scale)).rounded(.up)))
    }

    @Test func defaultScaleIsTheCanvasScale() throws {
        let bytes = try Renderer.render(Fixtures.boxes(scale: 3), options: RenderOptions(style: .content, padding: 0))
        let size = try #require(pngDimensions(bytes))
        #expect(size.width == 600 && size.height == 360)
    }

    @Test func boxCentreIsItsBackgroundAndUntintedViewsGetTheDepthTint() throws {
        let bytes = try Renderer.render(Fixtures.boxes(), options: RenderOptions(scale: 2, padding: 0))
        let image = try #require(RasterImage(pngBytes: bytes))
        // child: absolute (20, 30) 50×30; centre (45, 45) pt → (90, 90) px.
        #expect(image.pixel(x: 90, y: 90) == RasterImage.Pixel(red: 0x20, green: 0xA0, blue: 0x90, alpha: 255))
        // card below its child's right: (100, 60) pt is inside card only.
        #expect(image.pixel(x: 200, y: 120) == RasterImage.Pixel(red: 0xE0, green: 0x30, blue: 0x30, alpha: 255))
        // plain: depth 0 tint fill at its centre (165, 30).
        let tint = Palette.light.depthTint(0).fill
        #expect(
            image.pixel(x: 330, y: 60)
                == RasterImage.Pixel(
                    red: UInt8((tint.red * 255).rounded()), green: UInt8((tint.green * 255).rounded()),
                    blue: UInt8((tint.blue * 255).rounded()), alpha: 255))
        // Page outside every view: white.
        #expect(image.pixel(x: 395, y: 5) == RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func hairlineIsOneCrispDevicePixel() throws {
        let bytes = try Renderer.render(
            Fixtures.boxes(), options: RenderOptions(scale: 2, style: .wireframe, padding: 0))
        let image = try #require(RasterImage(pngBytes: bytes))
        // plain's left edge is at x = 140 pt = 280 px: the outline fills column 280 only, at its vertical middle.
        let stroke = Palette.light.depthTint(0).stroke
        let expected = RasterImage.Pixel(
            red: UInt8((stroke.red * 255).rounded()),
            green: UInt8((stroke.green * 255).rounded()),
            blue: UInt8((stroke.blue * 255).rounded()), alpha: 255)
        #expect(image.pixel(x: 280, y: 60) == expected)
        #expect(image.pixel(x: 279, y: 60) == RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 281, y: 60) == RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func transparentBackgroundLeavesThePageClear() throws {
        let bytes = try Renderer.render(Fixtures.boxes(), options: RenderOptions(scale: 1, background: nil, padding: 4))
        let image = try #require(RasterImage(pngBytes: bytes))
        #expect(image.pixel(x: 1, y: 1)?.alpha == 0)
        #expect(image.pixel(x: 4 + 165, y: 4 + 30)?.alpha == 255)
    }

    @Test func switchAndSliderAreDrawn() throws {
        let bytes = try Renderer.render(Fixtures.boxes(), options: RenderOptions(scale: 2, style: .content, padding: 0))
        let image = try #require(RasterImage(pngBytes: bytes))
        // Switch track left part (on state: green) at (16, 95.5) pt.
        #expect(image.pixel(x: 32, y: 191) == RasterImage.Pixel(red: 0x34, green: 0xC7, blue: 0x59, alpha: 255))
        // Slider: tinted track left of the thumb at (80, 95.5), grey track right of it at (180, 95.5).
        #expect(image.pixel(x: 160, y: 191) == RasterImage.Pixel(red: 0x00, green: 0x7A, blue: 0xFF, alpha: 255))
        #expect(image.pixel(x: 360, y: 191) == RasterImage.Pixel(red: 0xD9, green: 0xD9, blue: 0xDE, alpha: 255))
        // Thumb centre (130, 95.5): white knob.
        #expect(image.pixel(x: 260, y: 191) == RasterImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func numbersAreMinimal() {
        #expect(NumberText.minimal(300) == "300")
        #expect(NumberText.minimal(33.5) == "33.5")
        #expect(NumberText.minimal(100.0 / 3) == "33.33")
        #expect(NumberText.minimal(0.05) == "0.05")
        #expect(NumberText.minimal(-0.0001) == "0")
        #expect(NumberText.minimal(-12.25) == "-12.25")
        #expect(NumberText.minimal(2.999) == "3")
        #expect(NumberText.size(300, 33.5) == "300×33.5")
    }
}
