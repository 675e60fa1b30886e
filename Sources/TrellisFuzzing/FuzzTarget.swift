import Foundation
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisText

/// What one fuzz input exercises, chosen by its first byte:
///
/// - `0x01`: the rest drives `SpecGenerator`; the spec is read, laid out and (often) rendered.
/// - `0x02`: a generated spec whose texts and fonts are then made hostile in the document itself (font sizes
///   0, 1e-3, 1e6, NaN, ∞; texts up to 100,000 scalars; emoji and combining-mark floods), bypassing the reader,
///   so the layout engine and the renderer (FreeType, HarfBuzz, Cairo) must refuse them cleanly.
/// - `0x03`: the rest is an Interface Builder document (`InterfaceBuilderFuzzing`).
/// - `0x07`: bytes a client sends to `trellis preview`, through its request-head reader (`httpRequestHeads`).
/// - `0x10`: a PNG reference through the snapshot comparison (`PNGReferenceFuzzTarget`).
/// - `0x11`: a font file through the font loader, then shaping and drawing (`FontFileFuzzTarget`).
/// - anything else (a spec's first character): the bytes are a spec, read and laid out as `trellis layout`
///   does, then rendered when small. `Samples/*.yaml` are seeds of this mode as they are.
///
/// Every error is expected; the fuzzer looks for crashes, hangs and memory blow-ups.
public enum FuzzTarget {
    /// Limits for fuzzing: the standard ones (so the fuzzer proves them), with a smaller spec size and canvas
    /// so that one input stays within the fuzzer's per-input time under the address sanitizer (encoding a
    /// 64-megapixel PNG, which the standard limit allows, takes longer than that; large canvases are tested on
    /// their own in HostileSpecTests).
    public static let limits = ResourceLimits(specBytes: 1 << 20, canvasPixels: 4_000_000)

    /// Runs one input. With `modes`, the first byte picks one of them (`byte % count`) whatever its value,
    /// so a run given only some modes (`make fuzz FUZZ_MODES=…`) spends every input on those: left free,
    /// mutations of the first byte drift towards the modes with the most coverage to find.
    public static func run(_ data: [UInt8], modes: [UInt8]? = nil) {
        guard let first = data.first else { return }
        runMode(mode(for: first, modes: modes), data)
    }

    /// The mode an input whose first byte is `first` runs in.
    static func mode(for first: UInt8, modes: [UInt8]?) -> UInt8 {
        guard let modes, !modes.isEmpty else { return first }
        return modes[Int(first) % modes.count]
    }

    /// The modes named in `text`: two-digit hexadecimal bytes separated by commas (`03,07,10,11`, the
    /// `TRELLIS_FUZZ_MODES` variable); nil for an empty text, or for one that names something else.
    public static func modes(_ text: String?) -> [UInt8]? {
        guard let text, !text.isEmpty else { return nil }
        let modes = text.split(separator: ",").map { UInt8($0.trimmingCharacters(in: .whitespaces), radix: 16) }
        guard !modes.isEmpty, modes.allSatisfy({ $0 != nil }) else { return nil }
        return modes.compactMap { $0 }
    }

    private static func runMode(_ mode: UInt8, _ data: [UInt8]) {
        switch mode {
        case 0x01:
            var generator = SpecGenerator(FuzzInput(Array(data.dropFirst())))
            let text = generator.spec()
            layoutAndRender(text, render: generator.input.chance(25), format: .png)
        case 0x02:
            hostile(FuzzInput(Array(data.dropFirst())))
        case 0x03:
            InterfaceBuilderFuzzing.run(Array(data.dropFirst()))
        case 0x07:
            httpRequestHeads(Array(data.dropFirst()))
        case 0x10:
            PNGReferenceFuzzTarget.run(Array(data.dropFirst()))
        case 0x11:
            FontFileFuzzTarget.run(Array(data.dropFirst()))
        default:
            let text = String(decoding: data, as: UTF8.self)
            // Drawing costs more than reading and solving: one small input in eight is drawn too.
            layoutAndRender(
                text, render: data.count < 4096 && data.last.map { $0 & 7 == 0 } ?? false,
                format: data.count % 2 == 0 ? .png : .svg)
        }
    }

    static let engine: LayoutEngine? = (try? TextEngine.bundled()).map { LayoutEngine(textEngine: $0) }

    /// Reads, lays out and renders; returns the image bytes or nil.
    @discardableResult
    public static func layoutAndRender(_ text: String, render: Bool, format: OutputFormat) -> [UInt8]? {
        guard let engine else { return nil }
        guard let document = try? SpecReader.read(text: text, file: "fuzz.yaml", limits: limits) else { return nil }
        guard let layout = try? engine.solve(document) else { return nil }
        check(layout)
        guard render, layout.canvas.width * layout.canvas.height <= 2_000_000 else { return nil }
        var options = RenderOptions(overlays: Set(RenderOverlay.allCases), padding: 8, legend: true, format: format)
        options.limits = limits
        return try? Renderer.render(layout, options: options)
    }

    /// Invariants of every solved layout: finite numbers everywhere (never `inf` in a report), and every
    /// constraint reportable (a stack's wordings are made again from the run's final state when read,
    /// `StackWordings`: a generation that no longer matches its installed constraints would trap here).
    static func check(_ layout: SolvedLayout) {
        for constraint in layout.constraints where !constraint.constant.isFinite || !constraint.multiplier.isFinite {
            fatalError("non-finite constraint report: \(constraint.source)") // a finding, not input handling
        }
        for view in layout.views {
            let numbers = [
                view.frame.minX, view.frame.minY, view.frame.width, view.frame.height,
                view.absoluteFrame.minX, view.absoluteFrame.minY, view.intrinsicSize.width, view.intrinsicSize.height,
            ]
            if numbers.contains(where: { !$0.isFinite }) {
                fatalError("non-finite result for view \(view.name): \(numbers)") // a finding, not input handling
            }
        }
    }

    /// Texts up to the default `textLength` (100,000 scalars), so one input stays within the fuzzer's 10 s
    /// under the address sanitizer; 1 MB texts are tested on their own (HostileSpecTests).
    static let floods = [
        String(repeating: "👩‍👩‍👧‍👦", count: 2_000), "a" + String(repeating: "\u{301}", count: 20_000),
        String(repeating: "مرحبا ", count: 5_000), String(repeating: "字", count: 30_000),
        String(repeating: "x", count: 100_000), String(repeating: "word ", count: 20_000),
        String(repeating: "\u{200D}", count: 10_000), String(repeating: "🇺", count: 5_001),
    ]

    static func hostile(_ input: FuzzInput) {
        var input = input
        var generator = SpecGenerator(input)
        let text = generator.spec()
        input = generator.input
        guard let engine, var document = try? SpecReader.read(text: text, file: "fuzz.yaml", limits: limits) else {
            return
        }
        let sizes: [Double] = [0, 1e-3, 0.5, 1e6, 5_000, .nan, .infinity, -3, 1e300]
        func hostile(_ views: inout [ViewNode]) {
            for index in views.indices {
                if input.chance(60) { views[index].textStyle.font.size = input.pick(sizes) }
                if input.chance(20) { views[index].textStyle.font.scale = input.pick([0, 1e-9, 1e9, 1]) }
                if views[index].text != nil || input.chance(10), input.chance(30) {
                    views[index].text = input.pick(floods)
                }
                hostile(&views[index].subviews)
            }
        }
        hostile(&document.views)
        guard let layout = try? engine.solve(document) else { return }
        check(layout)
        var options = RenderOptions(
            overlays: input.bool() ? Set(RenderOverlay.allCases) : [], padding: 4, legend: input.bool(),
            format: input.pick([.png, .svg, .pdf]))
        options.scale = input.pick([nil, 1, 3])
        options.limits = limits
        _ = try? Renderer.render(layout, options: options)
    }
}
