/// Readable, unique view names for a case: a view's `userLabel`, else its accessibility identifier, else
/// its text and kind (`followButton`), else its kind (`imageView`); a name taken earlier in the case gets
/// the next free number (`label2`).
struct ViewNaming {
    private var taken: Set<String> = []

    mutating func name(for element: XMLElement, text: String?) -> String {
        let base: String
        if let label = element["userLabel"], let name = Self.camelCase(label) {
            base = name
        } else if let identifier = element.children.first(where: { $0.name == "accessibility" })?["identifier"],
            let name = Self.camelCase(identifier)
        {
            base = name
        } else if let text,
            let words = Self.camelCase(text.split(whereSeparator: \.isWhitespace).prefix(3).joined(separator: " "))
        {
            base = words + Self.kindSuffix(element.name)
        } else {
            base = Self.camelCase(element["key"] ?? "") ?? Self.camelCase(element.name) ?? "view"
        }
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }

    private static func kindSuffix(_ element: String) -> String {
        switch element {
        case "label": return "Label"
        case "button": return "Button"
        case "textField": return "Field"
        case "textView": return "TextView"
        default: return ""
        }
    }

    /// `"Sign in!"` → `signIn`; nil when nothing of it is a letter or digit. At most 32 characters, never
    /// starting with a digit.
    static func camelCase(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        guard !words.isEmpty else { return nil }
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                result += word.prefix(1).lowercased() + word.dropFirst()
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if result.first?.isNumber == true { result = "v" + result }
        return String(result.prefix(32))
    }
}
