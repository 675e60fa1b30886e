import TrellisLayout

/// Every combination of a few configuration dimensions (`--matrix device=iPhone SE (1st generation),iPad mini
/// --matrix direction=ltr,rtl`): the cartesian product, the first dimension varying slowest, in the order
/// the values are written.
public struct ConfigurationMatrix: Sendable, Hashable {
    /// A dimension's key, as written before `=`.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        case device, orientation, split, direction, type, horizontalSizeClass, verticalSizeClass

        /// Other spellings accepted on the command line.
        static let aliases: [String: Key] = [
            "layoutDirection": .direction, "contentSizeCategory": .type, "category": .type,
            "hsc": .horizontalSizeClass, "vsc": .verticalSizeClass, "splitView": .split,
        ]
    }

    public struct Dimension: Sendable, Hashable {
        public var key: Key
        public var values: [LayoutConfiguration]
    }

    public private(set) var dimensions: [Dimension] = []

    /// Above this many combinations a matrix asks for confirmation (`--force`).
    public static let confirmationLimit = 64

    public init() {}

    /// Adds one `key=value,value,…` dimension.
    public mutating func add(_ argument: String) throws(ConfigurationMatrixError) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw .init("--matrix '\(argument)': write key=value,value (keys: \(Self.keyNames))")
        }
        let name = argument[..<equals].trimmingSpacesAndTabs
        guard let key = Key(rawValue: name) ?? Key.aliases[name] else {
            throw .init(
                "--matrix: unknown key '\(name)'\(Self.hint(name, Key.allCases.map(\.rawValue) + Key.aliases.keys.sorted())); keys: \(Self.keyNames)"
            )
        }
        if dimensions.contains(where: { $0.key == key }) { throw .init("--matrix: '\(key.rawValue)' is given twice") }
        let written = argument[argument.index(after: equals)...].split(separator: ",")
        let words = written.map(\.trimmingSpacesAndTabs).filter { !$0.isEmpty }
        guard !words.isEmpty else { throw .init("--matrix \(name)=: give at least one value") }
        var values: [LayoutConfiguration] = []
        for word in words {
            let value = try Self.configuration(key, word)
            if values.contains(value) { throw .init("--matrix \(name): '\(word)' is listed twice") }
            values.append(value)
        }
        dimensions.append(Dimension(key: key, values: values))
    }

    /// Adds a device dimension from devices already looked up (`--device NAME`, repeated).
    public mutating func add(devices: [Device]) throws(ConfigurationMatrixError) {
        if dimensions.contains(where: { $0.key == .device }) { throw .init("--matrix: 'device' is given twice") }
        var values: [LayoutConfiguration] = []
        for device in devices where !values.contains(LayoutConfiguration(device: device)) {
            values.append(LayoutConfiguration(device: device))
        }
        dimensions.insert(Dimension(key: .device, values: values), at: 0)
    }

    public var count: Int { dimensions.reduce(1) { $0 * $1.values.count } }

    /// Every combination, the first dimension varying slowest.
    public var combinations: [LayoutConfiguration] {
        var out = [LayoutConfiguration()]
        for dimension in dimensions {
            out = out.flatMap { partial in dimension.values.map { Self.merge(partial, $0) } }
        }
        return out
    }

    private static var keyNames: String { Key.allCases.map(\.rawValue).joined(separator: ", ") }

    private static func merge(_ a: LayoutConfiguration, _ b: LayoutConfiguration) -> LayoutConfiguration {
        var out = a
        out.device = b.device ?? a.device
        out.orientation = b.orientation ?? a.orientation
        out.splitView = b.splitView ?? a.splitView
        out.layoutDirection = b.layoutDirection ?? a.layoutDirection
        out.contentSizeCategory = b.contentSizeCategory ?? a.contentSizeCategory
        out.horizontalSizeClass = b.horizontalSizeClass ?? a.horizontalSizeClass
        out.verticalSizeClass = b.verticalSizeClass ?? a.verticalSizeClass
        return out
    }

    private static func configuration(_ key: Key, _ word: String) throws(ConfigurationMatrixError)
        -> LayoutConfiguration
    {
        var c = LayoutConfiguration()
        func choose<T>(_ what: String, _ choices: [(String, T)]) throws(ConfigurationMatrixError) -> T {
            if let match = choices.first(where: { $0.0.lowercased() == word.lowercased() }) { return match.1 }
            throw .init(
                "--matrix \(key.rawValue): unknown \(what) '\(word)'\(hint(word, choices.map(\.0))); expected one of "
                    + choices.map(\.0).joined(separator: ", "))
        }
        switch key {
        case .device:
            guard let device = Device.named(word) else {
                throw .init(
                    "--matrix device: unknown device '\(word)'\(hint(word, Device.all.map(\.name))); known devices: "
                        + Device.all.map(\.name).joined(separator: ", "))
            }
            c.device = device
        case .orientation:
            c.orientation = try choose(
                "orientation", DeviceOrientation.allCases.map { ($0.rawValue, $0) } + [("landscape", .landscapeLeft)])
        case .split:
            c.splitView = try choose("split", SplitViewFraction.allCases.map { ($0.rawValue, $0) })
        case .direction:
            c.layoutDirection = try choose(
                "direction",
                [
                    ("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft),
                    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
                ])
        case .type:
            guard let category = ContentSizeCategory.named(word) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                throw .init(
                    "--matrix type: unknown content size category '\(word)'\(hint(word, names)); expected one of "
                        + names.joined(separator: ", ") + " (or XS … XXXL, AX-M … AX-XXXL)")
            }
            c.contentSizeCategory = category
        case .horizontalSizeClass:
            c.horizontalSizeClass = try choose("size class", SizeClass.allCases.map { ($0.rawValue, $0) })
        case .verticalSizeClass:
            c.verticalSizeClass = try choose("size class", SizeClass.allCases.map { ($0.rawValue, $0) })
        }
        return c
    }

    static func hint(_ word: String, _ candidates: [String]) -> String { Suggestion.hint(for: word, among: candidates) }
}

public struct ConfigurationMatrixError: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
