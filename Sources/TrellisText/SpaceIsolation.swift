import CHarfBuzz

extension FontFace {
    /// Where a run in this face may be cut into words at spaces with results identical to shaping it whole:
    /// nil when never (the space takes part in a GSUB lookup of HarfBuzz's default horizontal features);
    /// otherwise the characters that must not be cut from an adjacent space because GPOS adjusts the pair
    /// (`SpaceNeighbours`: found by shaping (space, c) and (c, space), for each character c when it is first
    /// asked about; Roboto kerns the space with T and its accented forms). Blink's word cache uses the same
    /// GSUB/GPOS condition, but simply turns the cache off for fonts like Roboto.
    static func spaceNeighbours(_ font: OpaquePointer, face: OpaquePointer) -> SpaceNeighbours? {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return nil }
        let features =
            [
                "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist",
                "kern", "liga", "rclt", "rvrn", "frac", "numr", "dnom", "ltra", "ltrm",
            ].map(tag) + [0]
        let gsub = tag("GSUB"), gpos = tag("GPOS")
        if lookupsTouching(space, table: gsub, features: features, face: face) { return nil }
        return SpaceNeighbours(
            font: font, face: face,
            spaceIsPositioned: lookupsTouching(space, table: gpos, features: features, face: face))
    }

    private static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { ($0 << 8) | hb_tag_t($1) }
    }

    private static func lookupsTouching(
        _ glyph: hb_codepoint_t, table: hb_tag_t, features: [hb_tag_t], face: OpaquePointer
    ) -> Bool {
        guard let lookups = hb_set_create() else { return true }
        defer { hb_set_destroy(lookups) }
        features.withUnsafeBufferPointer {
            hb_ot_layout_collect_lookups(face, table, nil, nil, $0.baseAddress, lookups)
        }
        var index: hb_codepoint_t = .max // HB_SET_VALUE_INVALID
        while hb_set_next(lookups, &index) != 0 {
            let sets = (0..<4).compactMap { _ in hb_set_create() }
            defer { for set in sets { hb_set_destroy(set) } }
            guard sets.count == 4 else { return true }
            hb_ot_layout_lookup_collect_glyphs(face, table, index, sets[0], sets[1], sets[2], sets[3])
            if sets.contains(where: { hb_set_has($0, glyph) != 0 }) { return true }
        }
        return false
    }
}
