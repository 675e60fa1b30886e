import TrellisText

// Until TrellisText's `TextLayout.lineOffsetX(_:inWidth:)` lands on main; removed at that merge.
extension TextLayout {
    func lineOffsetX(_ line: TextLine, inWidth width: Double) -> Double {
        let rightAligned: Bool
        switch style.alignment {
        case .left: return 0
        case .center: return (width - line.width) / 2
        case .right: rightAligned = true
        case .natural, .justified: rightAligned = line.isRightToLeft
        }
        return rightAligned ? width - line.width : 0
    }
}
