extension StringProtocol {
    /// The text without the spaces and tabs at its ends: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims (tab and the Unicode space separators), for the modules
    /// that import FoundationEssentials alone.
    package var trimmingSpacesAndTabs: String {
        func isSpace(_ c: Character) -> Bool {
            c.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
