import FoundationEssentials
import TrellisLayout
import TrellisSpec

/// `.trellis-check.yaml`: a project's rule settings, found in the spec's directory or the nearest one
/// above it.
///
/// ```yaml
/// rules:
///   fixed-font-size: off        # off, note, warning or error
///   tap-target: error
/// overrides:                    # later ones win
///   - paths: [legacy/**]        # globs relative to this file's directory; a name without '/' matches anywhere
///     rules: {contrast: warning}
///   - views: [heroBadge]        # findings about these views only
///     rules: {overlapping-text: off}
/// ```
public enum CheckSettingsFile {
    public static let name = ".trellis-check.yaml"

    /// The path of the settings file that applies to specs in `directory` (absolute): the nearest
    /// `.trellis-check.yaml` in it or above it, nil when there is none.
    public static func find(from directory: String) -> String? {
        var current = PathText.normalized(directory)
        while true {
            let candidate = PathText.join(current, name)
            var isDirectory: Bool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory {
                return candidate
            }
            let parent = PathText.directory(of: current)
            if parent.isEmpty || parent == current { return nil }
            current = parent
        }
    }

    /// Reads the settings file at `path`. Throws `SpecError` (with the line, column and a "did you mean")
    /// for an unknown key, rule or setting.
    public static func read(path: String) throws -> CheckSettings {
        let source = try SpecSource.load(path: path)
        var settings = CheckSettings(baseDirectory: source.baseDirectory)
        guard let root = try YAMLValue.read(source: source) else { return settings }
        let top = try mapping(root, "the settings", keys: ["rules", "overrides"], source)
        if let rules = top["rules"] { settings.rules = try self.rules(rules, source) }
        if let overrides = top["overrides"] {
            guard case .sequence(let list, _) = overrides else {
                throw source.error("'overrides' must be a list of {paths, views, rules}", at: overrides.location)
            }
            settings.overrides = try list.map { item in
                let fields = try mapping(item, "an override", keys: ["paths", "views", "rules"], source)
                guard let rules = fields["rules"] else {
                    throw source.error("an override needs 'rules'", at: item.location)
                }
                return CheckSettings.Override(
                    paths: try strings(fields["paths"], "paths", source),
                    views: try strings(fields["views"], "views", source), rules: try self.rules(rules, source))
            }
        }
        return settings
    }

    private static func rules(_ value: YAMLValue, _ source: SpecSource) throws -> [String: CheckSettings.Setting] {
        guard case .mapping(let pairs, _) = value else {
            throw source.error("'rules' must map rule ids to off, note, warning or error", at: value.location)
        }
        var out: [String: CheckSettings.Setting] = [:]
        for pair in pairs {
            let id = try scalar(pair.key, "a rule id", source)
            guard CheckRules.rule(id) != nil else {
                throw source.error(
                    "unknown rule '\(id)'\(Suggestion.hint(for: id, among: CheckRules.ids)); rules: "
                        + CheckRules.ids.joined(separator: ", "), at: pair.key.location)
            }
            let word = try scalar(pair.value, "a setting", source)
            switch word {
            case "off", "false": out[id] = .off
            case "note", "warning", "error": out[id] = .severity(Diagnostic.Severity(rawValue: word) ?? .warning)
            default:
                throw source.error(
                    "unknown setting '\(word)' for '\(id)'"
                        + Suggestion.hint(for: word, among: ["off", "note", "warning", "error"])
                        + "; expected off, note, warning or error", at: pair.value.location)
            }
        }
        return out
    }

    private static func mapping(
        _ value: YAMLValue, _ what: String, keys: [String], _ source: SpecSource
    ) throws -> [String: YAMLValue] {
        guard case .mapping(let pairs, _) = value else {
            throw source.error("\(what) must be a mapping (\(keys.joined(separator: ", ")))", at: value.location)
        }
        var out: [String: YAMLValue] = [:]
        for pair in pairs {
            let key = try scalar(pair.key, "a key", source)
            guard keys.contains(key) else {
                throw source.error(
                    "unknown key '\(key)' in \(what)\(Suggestion.hint(for: key, among: keys)); expected one of "
                        + keys.joined(separator: ", "), at: pair.key.location)
            }
            if out[key] != nil { throw source.error("'\(key)' is given twice", at: pair.key.location) }
            out[key] = pair.value
        }
        return out
    }

    private static func strings(_ value: YAMLValue?, _ what: String, _ source: SpecSource) throws -> [String] {
        guard let value else { return [] }
        if case .sequence(let items, _) = value { return try items.map { try scalar($0, what, source) } }
        return [try scalar(value, what, source)]
    }

    private static func scalar(_ value: YAMLValue, _ what: String, _ source: SpecSource) throws -> String {
        guard case .scalar(let text, _) = value else {
            throw source.error("\(what) must be a single value", at: value.location)
        }
        return text
    }
}
