/// A GitHub Actions workflow command that annotates a file's line in a run and its pull request:
/// `::error file=specs/card.yaml,line=12,col=7,title=truncated-text::'name' is truncated`. Shared by the
/// commands that report findings at spec locations (`--reporter github`).
public struct GitHubAnnotation: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable {
        case error, warning, notice
    }

    public var level: Level
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var title: String?
    public var message: String

    public init(
        level: Level, file: String? = nil, line: Int? = nil, column: Int? = nil, title: String? = nil,
        message: String
    ) {
        self.level = level
        self.file = file
        self.line = line
        self.column = column
        self.title = title
        self.message = message
    }

    /// The command line, without its line break. Properties and message are escaped as the runner
    /// unescapes them: `%`, CR and LF everywhere, and `:` and `,` in properties.
    public var command: String {
        var properties: [String] = []
        if let file { properties.append("file=" + Self.escape(file, property: true)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        if let title { properties.append("title=" + Self.escape(title, property: true)) }
        let head =
            properties.isEmpty ? "::\(level.rawValue)" : "::\(level.rawValue) " + properties.joined(separator: ",")
        return head + "::" + Self.escape(message, property: false)
    }

    static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
