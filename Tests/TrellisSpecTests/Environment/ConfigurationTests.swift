import Testing
import TrellisLayout

@testable import TrellisSpec

/// `LayoutConfiguration` and `ConfigurationMatrix` (issue 11 point 6): the model `--matrix` and snapshots use.
struct ConfigurationTests {
    @Test func matrixCombinationsInOrder() throws {
        var matrix = ConfigurationMatrix()
        try matrix.add("device=iPhone SE (1st generation), iPad mini")
        try matrix.add("direction=ltr,rtl")
        try matrix.add("type=L,AX5")
        #expect(matrix.count == 8)
        #expect(
            matrix.combinations.map(\.caption) == [
                "iPhone SE (1st generation) · ltr · L", "iPhone SE (1st generation) · ltr · AX-XXXL",
                "iPhone SE (1st generation) · rtl · L", "iPhone SE (1st generation) · rtl · AX-XXXL",
                "iPad mini · ltr · L", "iPad mini · ltr · AX-XXXL", "iPad mini · rtl · L", "iPad mini · rtl · AX-XXXL",
            ])
        var other = ConfigurationMatrix()
        try other.add("orientation=portrait,landscape")
        try other.add("split=oneThird")
        try other.add("hsc=regular")
        #expect(
            other.combinations.map(\.caption) == [
                "portrait · split oneThird · wR", "landscapeLeft · split oneThird · wR",
            ])
    }

    @Test func matrixErrors() {
        func message(_ arguments: [String]) -> String {
            var matrix = ConfigurationMatrix()
            do { for a in arguments { try matrix.add(a) } } catch { return error.description }
            return ""
        }
        #expect(message(["device"]).contains("write key=value,value"))
        #expect(message(["direction=ltr", "direction=rtl"]).contains("'direction' is given twice"))
        #expect(message(["direction=ltr,ltr"]).contains("'ltr' is listed twice"))
        #expect(message(["direction=rtk"]).contains("unknown direction 'rtk' (did you mean 'rtl'?)"))
        #expect(message(["device=iPad mni"]).contains("unknown device 'iPad mni' (did you mean 'iPad mini'?)"))
        #expect(message(["type="]).contains("give at least one value"))
    }

    @Test func applyingAConfiguration() throws {
        var document = LayoutDocument(canvas: try #require(Device.named("iPhone 15")).canvas)
        document.canvas.traits.layoutDirection = .rightToLeft
        document.canvas.traits.contentSizeCategory = .extraLarge
        // A new device keeps the spec's direction and category; the spec's size becomes the design size.
        let pad = try LayoutConfiguration(device: Device.named("iPad mini")).apply(to: document)
        #expect(pad.canvas.width == 768 && pad.canvas.traits.horizontalSizeClass == .regular)
        #expect(
            pad.canvas.traits.layoutDirection == .rightToLeft && pad.canvas.traits.contentSizeCategory == .extraLarge)
        #expect(pad.canvas.designSize == Size(width: 393, height: 852))
        // An orientation alone rotates the spec's own device.
        let landscape = try LayoutConfiguration(orientation: .landscapeRight).apply(to: document)
        #expect(
            landscape.canvas.width == 852
                && landscape.canvas.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(landscape.canvas.traits.verticalSizeClass == .compact)
        // Traits alone leave the canvas.
        let ltr = try LayoutConfiguration(layoutDirection: .leftToRight, horizontalSizeClass: .regular).apply(
            to: document)
        #expect(ltr.canvas.width == 393 && ltr.canvas.designSize == nil)
        #expect(ltr.canvas.traits.layoutDirection == .leftToRight && ltr.canvas.traits.horizontalSizeClass == .regular)
        // No device to rotate.
        #expect(throws: LayoutConfigurationError.self) {
            try LayoutConfiguration(orientation: .landscapeLeft).apply(
                to: LayoutDocument(canvas: Canvas(width: 320, height: 480)))
        }
        #expect(throws: DeviceConfigurationError.self) {
            try LayoutConfiguration(splitView: .half).apply(to: document)
        }
    }

    @Test func reviewFindings() throws {
        let layout = try Env.solve(
            """
            canvas: {width: 200, height: 100}
            views:
              cut: {kind: label, text: A label far too long for its width, constraints: [leading == superview.leading, top == superview.top, width == 60]}
              squashed: {kind: label, text: Two lines of text here, lines: 0, constraints: [leading == superview.leading, top == superview.top + 30, width == 60, height == 10]}
              wide: {constraints: [leading == superview.leading + 150, top == superview.top + 60, width == 100, height == 10]}
              gone: {hidden: true, constraints: [leading == superview.leading + 150, top == superview.top + 80, width == 100, height == 10]}
            """)
        #expect(
            layout.reviewFindings.map(\.description) == [
                "truncated 'cut'", "clipped 'squashed'", "outside-superview 'wide'",
            ])
    }
}
