import TrellisLayout

/// `autoresizing:` as a list of mask names (`[flexibleWidth, flexibleBottomMargin]`), one name, or UIKit's log
/// notation `h=-&- v=--&`: three characters per axis for (leading margin, size, trailing margin),
/// `-` fixed and `&` flexible; an axis left out is fixed.
enum AutoresizingNotation {
    static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    static func read(_ node: SpecNode, _ reader: NodeReader) throws -> AutoresizingMask {
        if case .sequence = node {
            var mask: AutoresizingMask = []
            for item in try reader.sequence(node, "autoresizing") {
                mask.insert(try reader.choice(item, "autoresizing mask", names))
            }
            return mask
        }
        let text = try reader.string(node, "autoresizing")
        guard text.contains("=") else { return try reader.choice(node, "autoresizing mask", names) }
        switch parse(text) {
        case .success(let mask): return mask
        case .failure(let failure): throw reader.error(failure.message, at: node)
        }
    }

    /// Parses `h=ABC v=ABC` (either part may be left out).
    static func parse(_ text: String) -> Result<AutoresizingMask, NotationFailure> {
        var mask: AutoresizingMask = []
        var seen: Set<String> = []
        for part in text.split(separator: " ", omittingEmptySubsequences: true) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let axis = pieces.first.map(String.init) ?? ""
            guard pieces.count == 2, axis == "h" || axis == "v", !seen.contains(axis) else {
                return .failure(.init(message: "'\(part)' is not autoresizing notation: write e.g. 'h=-&- v=--&'"))
            }
            seen.insert(axis)
            let flags = Array(pieces[1].unicodeScalars)
            guard flags.count == 3, flags.allSatisfy({ $0 == "-" || $0 == "&" }) else {
                return .failure(
                    .init(message: "'\(part)' needs three of '-' (fixed) or '&' (flexible): margin, size, margin"))
            }
            let parts: [AutoresizingMask] =
                axis == "h"
                ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
                : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            for (flag, option) in zip(flags, parts) where flag == "&" { mask.insert(option) }
        }
        if seen.isEmpty { return .failure(.init(message: "empty autoresizing notation: write e.g. 'h=-&- v=--&'")) }
        return .success(mask)
    }
}

/// Why autoresizing notation was rejected.
struct NotationFailure: Error {
    var message: String
}
