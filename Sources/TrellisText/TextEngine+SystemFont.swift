extension TextEngine {
    /// How many point sizes' engines a system-font engine keeps; past it they are all dropped and made again
    /// as needed (a screen uses a handful of sizes).
    static let systemFontEngineLimit = 64

    /// The engine that lays out labels in `font` with the system font (`SystemFont`): its primary faces are
    /// the system font's instances at the font's point size (optical size, Text or Display, tracking), its
    /// fallbacks this engine's. Nil without a system font, and for a size no layout accepts (the layout
    /// refuses it as usual).
    func systemFontEngine(for font: Font) -> TextEngine? {
        guard let systemFont else { return nil }
        let size = font.effectiveSize
        guard size.isFinite, size > 0 else { return nil }
        return systemFontEngines.withLock { engines in
            if let engine = engines[size.bitPattern] { return engine }
            let (primaries, metrics) = systemFont.faces(size: size)
            let fallbacks = Array(chain.faces[FontWeight.allCases.count...])
            let engine = TextEngine(
                chain: FontChain(faces: primaries + fallbacks), whitespacePolicy: whitespacePolicy, systemFont: nil,
                primaryMetrics: metrics)
            if engines.count >= Self.systemFontEngineLimit { engines.removeAll() }
            engines[size.bitPattern] = engine
            return engine
        }
    }
}
