/// Where something was written in a spec: 1-based line and column. `file` is the path as given,
/// or `<stdin>` for standard input.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }
}
