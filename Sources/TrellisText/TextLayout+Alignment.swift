extension TextLayout {
    /// Horizontal offset of line `lineIndex` inside a box `boxWidth` wide (normally the label's width),
    /// per the style's alignment: left 0; right `box − width`; center half of that; natural = left for a
    /// left-to-right paragraph and right for a right-to-left one. Justified lines that were stretched
    /// (positions already spread to the width limit) start at 0 (`box − limit` when right-to-left);
    /// a justified paragraph's last line aligns naturally. May be negative when a line is wider than the box.
    public func lineOffsetX(_ lineIndex: Int, inWidth boxWidth: Double) -> Double {
        guard lines.indices.contains(lineIndex) else { return 0 }
        let line = lines[lineIndex]
        let free = boxWidth - line.width
        switch style.alignment {
        case .left: return 0
        case .right: return free
        case .center: return free / 2
        case .natural: return line.isRightToLeft ? free : 0
        case .justified:
            if line.isJustified { return line.isRightToLeft ? boxWidth - (widthLimit ?? line.width) : 0 }
            return line.isRightToLeft ? free : 0
        }
    }
}
