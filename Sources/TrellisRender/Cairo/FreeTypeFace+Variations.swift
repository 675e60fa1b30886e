import CFreeType
import TrellisText

extension FreeTypeFace {
    /// Sets a variable font's design coordinates to `variations` (the values the text engine shaped with:
    /// a system font's optical size and weight), each clamped to its axis's range; axes not named keep their
    /// defaults, tags the font lacks are ignored. A face without variation axes is left as it is.
    func setVariations(_ variations: [FontVariation]) throws {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(handle, &master) == 0, let master else { return }
        defer { if let slot = handle.pointee.glyph { FT_Done_MM_Var(slot.pointee.library, master) } }
        let count = Int(master.pointee.num_axis)
        guard count > 0, let axes = master.pointee.axis else { return }
        var coordinates = [FT_Fixed](repeating: 0, count: count)
        for index in 0..<count {
            let axis = axes[index]
            var value = axis.def
            if let wanted = variations.first(where: { $0.tagNumber == UInt32(axis.tag) }) {
                value = FT_Fixed((wanted.value * 65536).rounded())
                value = max(axis.minimum, min(axis.maximum, value))
            }
            coordinates[index] = value
        }
        let error = FT_Set_Var_Design_Coordinates(handle, FT_UInt(count), &coordinates)
        guard error == 0 else {
            throw RenderError.font("cannot set the font's variation axes: FreeType error \(error)")
        }
    }
}
