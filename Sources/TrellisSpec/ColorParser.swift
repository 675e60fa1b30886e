import TrellisLayout

/// Colours as a spec writes them: a CSS named colour (all 148, case-insensitive, so UIKit-style
/// `lightGray` works too), `transparent`, or hex `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`.
public enum ColorParser {
    /// Why a colour string was rejected, in words for the spec author.
    public struct Failure: Error, Sendable, Hashable {
        public var message: String
    }

    /// Every name `parse` accepts, in alphabetical order (the 148 CSS names, then `transparent`).
    public static var names: [String] { cssNamedColors.map(\.name) + ["transparent"] }

    public static func parse(_ text: String) -> Result<Color, Failure> {
        let trimmed = text.trimmingSpaces()
        if trimmed.hasPrefix("#") { return parseHex(String(trimmed.dropFirst()), written: trimmed) }
        let key = trimmed.lowercased()
        if key == "transparent" { return .success(.clear) }
        if let rgb = cssColorsByName[key] {
            return .success(
                Color(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF)))
        }
        if trimmed.isEmpty {
            return .failure(Failure(message: "empty colour: write a CSS colour name or #RRGGBB"))
        }
        return .failure(
            Failure(
                message: "unknown colour '\(trimmed.abbreviated)'" + Suggestion.hint(for: key, among: names)
                    + ": write a CSS colour name, #RGB, #RRGGBB or #RRGGBBAA"))
    }

    private static func parseHex(_ digits: String, written: String) -> Result<Color, Failure> {
        var values: [UInt8] = []
        for scalar in digits.unicodeScalars {
            guard let value = hexValue(scalar) else {
                return .failure(
                    Failure(message: "'\(written.abbreviated)' is not a hex colour: '\(scalar)' is not a hex digit"))
            }
            values.append(value)
        }
        switch values.count {
        case 3, 4:
            let c = values.map { $0 * 17 }
            return .success(Color(red8: c[0], green8: c[1], blue8: c[2], alpha8: c.count == 4 ? c[3] : 255))
        case 6, 8:
            let c = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            return .success(Color(red8: c[0], green8: c[1], blue8: c[2], alpha8: c.count == 4 ? c[3] : 255))
        default:
            return .failure(
                Failure(message: "'\(written)' has \(values.count) hex digits: write #RGB, #RGBA, #RRGGBB or #RRGGBBAA")
            )
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
