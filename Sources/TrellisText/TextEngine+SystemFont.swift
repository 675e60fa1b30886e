extension TextEngine {
    /// How many point sizes' engines a system-font engine keeps; past it they are all dropped and made again
    /// as needed (a screen uses a handful of sizes).
    static let systemFontEngineLimit = 64

    /// The engine that lays out labels in `font` with the system font (`SystemFont`): its chain is this
    /// engine's with the system font's faces replaced by the SF instances at the font's point size (each
    /// weight and slant; optical size, Text or Display, tracking; `FontChain.replacingSystemFaces`), the
    /// fallbacks, design stand-ins and custom faces kept. Nil without a system font, and for a size no
    /// layout accepts (the layout refuses it as usual).
    func systemFontEngine(for font: Font) -> TextEngine? {
        guard let systemFont else { return nil }
        let size = font.effectiveSize
        guard size.isFinite, size > 0 else { return nil }
        return systemFontEngines.withLock { engines in
            if let engine = engines[size.bitPattern] { return engine }
            let engine = TextEngine(
                chain: chain.replacingSystemFaces(with: systemFont.faces(size: size)),
                whitespacePolicy: whitespacePolicy, systemFont: nil)
            if engines.count >= Self.systemFontEngineLimit { engines.removeAll() }
            engines[size.bitPattern] = engine
            return engine
        }
    }
}
