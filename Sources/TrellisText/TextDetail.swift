/// How much of a text layout is built: what a caller that only measures needs, or what a renderer draws.
///
/// Both details break lines, truncate and justify exactly alike, so a layout's `lines` (their text ranges,
/// widths, baselines and flags), `width`, `height` and `size` are the same either way; `.metrics` only
/// leaves each line's `runs` empty. A layout that is measured and never drawn — `trellis layout`, a
/// layout-only snapshot — is spared building and keeping every glyph's id, position and cluster, most of
/// a large layout's text memory.
public enum TextDetail: Sendable, Hashable {
    /// Lines carry their glyph runs, positioned for drawing (`TextLine.runs`).
    case glyphs
    /// Lines carry their measurements only: `TextLine.runs` is empty.
    case metrics
}
