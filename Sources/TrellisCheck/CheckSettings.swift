import TrellisLayout

/// A project's choices for `trellis check` (`.trellis-check.yaml`): rules turned off or given another
/// severity, for every spec or for the specs under some paths and for some views. Later overrides win
/// over earlier ones, and every override over the file's `rules:`.
public struct CheckSettings: Sendable, Hashable {
    /// A rule's setting: off, or on at a severity.
    public enum Setting: Sendable, Hashable {
        case off
        case severity(Diagnostic.Severity)
    }

    /// Settings for the specs whose path matches one of `paths` (all when empty) and, when `views` isn't
    /// empty, for findings about those views only.
    public struct Override: Sendable, Hashable {
        public var paths: [String]
        public var views: [String]
        public var rules: [String: Setting]

        public init(paths: [String] = [], views: [String] = [], rules: [String: Setting]) {
            self.paths = paths
            self.views = views
            self.rules = rules
        }
    }

    public var rules: [String: Setting]
    public var overrides: [Override]
    /// The directory the configuration file is in: `paths` are relative to it.
    public var baseDirectory: String

    public init(rules: [String: Setting] = [:], overrides: [Override] = [], baseDirectory: String = "") {
        self.rules = rules
        self.overrides = overrides
        self.baseDirectory = baseDirectory
    }

    /// Whether the rule can report anything at all (it is off only when no override can turn it on).
    func isEnabled(_ rule: String) -> Bool {
        if rules[rule] != .off { return true }
        return overrides.contains { override in override.rules[rule].map { $0 != .off } ?? false }
    }

    /// The severity of a finding of `rule` in `file` about `views`, nil when the rule is off there.
    func severity(of rule: String, default: Diagnostic.Severity, file: String, views: [String])
        -> Diagnostic.Severity?
    {
        var setting = rules[rule] ?? .severity(`default`)
        for override in overrides {
            guard let value = override.rules[rule], matches(override, file: file, views: views) else { continue }
            setting = value
        }
        if case .severity(let severity) = setting { return severity }
        return nil
    }

    private func matches(_ override: Override, file: String, views: [String]) -> Bool {
        if !override.views.isEmpty, !views.contains(where: override.views.contains) { return false }
        if override.paths.isEmpty { return true }
        let relative = PathPattern.relative(file, to: baseDirectory)
        return override.paths.contains { PathPattern.matches($0, relative) }
    }
}

/// Glob patterns over `/`-separated paths: `*` within a component, `**` across components, `?` one
/// character; a pattern without a `/` matches the file's name anywhere.
enum PathPattern {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        if !pattern.contains("/") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return glob(Array(pattern), Array(name))
        }
        return glob(Array(pattern), Array(path))
    }

    /// `path` relative to `base` when it lies under it (both as written, `./` dropped).
    static func relative(_ path: String, to base: String) -> String {
        func clean(_ p: String) -> String {
            var p = p
            while p.hasPrefix("./") { p.removeFirst(2) }
            return p
        }
        let path = clean(path), base = clean(base)
        if base.isEmpty || base == "." { return path }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func glob(_ p: [Character], _ s: [Character]) -> Bool {
        // Dynamic programming over (pattern position, text position): linear in their product.
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: s.count + 1), count: p.count + 1)
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if i == p.count {
                result = j == s.count
            } else if p[i] == "*" {
                let across = i + 1 < p.count && p[i + 1] == "*"
                let next = across ? i + 2 : i + 1
                let skip = across && next < p.count && p[next] == "/" ? next + 1 : next
                result =
                    match(next, j) || (across && skip != next && match(skip, j))
                    || (j < s.count && (across || s[j] != "/") && match(i, j + 1))
            } else if j < s.count, p[i] == "?" ? s[j] != "/" : p[i] == s[j] {
                result = match(i + 1, j + 1)
            } else {
                result = false
            }
            memo[i][j] = result
            return result
        }
        return match(0, 0)
    }
}
