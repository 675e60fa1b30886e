import TrellisLayout
import TrellisReport
import TrellisSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A case laid out: its layout, or the error that kept it from one, and the comparison with the frames
/// the document stored.
public struct InterfaceBuilderResult: Sendable {
    public var ibCase: InterfaceBuilderCase
    public var layout: SolvedLayout?
    /// The error, formatted as the CLI prints it (`file:line:col: error: …`).
    public var error: String?
    public var comparison: StoredFrameComparison?

    /// Each view's `documentID` and, when compared, its stored frame and verdict: the members the JSON
    /// report adds to a view's object.
    public func jsonMembers(of view: SolvedView) -> [(String, JSONValue)] {
        guard let stored = ibCase.stored(view.name) else { return [] }
        var members: [(String, JSONValue)] = [("documentID", .string(stored.documentID))]
        if let entry = comparison?.entries.first(where: { $0.name == view.name }) {
            members.append(
                (
                    "stored",
                    .object([
                        ("frame", Self.json(entry.stored)), ("verdict", .string(entry.verdict.rawValue)),
                        ("placedByAutoLayout", .bool(entry.placedByAutoLayout)),
                        ("reasons", .array(entry.reasons.map { .string($0) })),
                    ])
                ))
        }
        return members
    }

    private static func json(_ r: Rect) -> JSONValue {
        .object([
            ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height)),
        ])
    }
}

/// Laying out a document's cases: picking them by name, solving each on its own (one failing never stops
/// the others), comparing with the stored frames.
public enum InterfaceBuilderLayout {
    /// The cases whose names match any of `patterns` (shell globs: `*`, `?`, `[…]`); every case for none.
    /// Throws when a pattern matches no case, listing the names.
    public static func select(_ document: InterfaceBuilderDocument, patterns: [String]) throws -> [InterfaceBuilderCase]
    {
        guard !patterns.isEmpty else { return document.cases }
        for pattern in patterns where !document.cases.contains(where: { matches($0.name, pattern) }) {
            let names = document.cases.prefix(20).map(\.name).joined(separator: ", ")
            throw SpecError(
                "no case of '\(document.file)' matches '\(pattern)' (its cases: \(names)\(document.cases.count > 20 ? ", …" : ""))"
            )
        }
        return document.cases.filter { c in patterns.contains { matches(c.name, pattern: $0) } }
    }

    static func matches(_ name: String, _ pattern: String) -> Bool { matches(name, pattern: pattern) }

    static func matches(_ name: String, pattern: String) -> Bool {
        name == pattern || fnmatch(pattern, name, 0) == 0
    }

    /// Each case solved with `engine`, compared with its stored frames when `compare` is set.
    public static func solve(
        _ cases: [InterfaceBuilderCase], source: SpecSource, engine: LayoutEngine, compare: Bool
    ) -> [InterfaceBuilderResult] {
        cases.map { ibCase in
            guard let document = ibCase.document else {
                return InterfaceBuilderResult(
                    ibCase: ibCase, error: ibCase.error?.description ?? "error: \(ibCase.name)")
            }
            do {
                let layout = try engine.solve(document)
                return InterfaceBuilderResult(
                    ibCase: ibCase, layout: layout,
                    comparison: compare ? StoredFrameComparison(case: ibCase, layout: layout) : nil)
            } catch let error as LayoutError {
                let lines = error.diagnostics.map { DiagnosticFormat.format($0, source: source) }
                return InterfaceBuilderResult(
                    ibCase: ibCase, error: "\(ibCase.name):\n" + lines.joined(separator: "\n"))
            } catch {
                return InterfaceBuilderResult(ibCase: ibCase, error: "\(ibCase.name): error: \(error)")
            }
        }
    }
}

extension InterfaceBuilderLayout {
    /// The case with fonts taken out of the comparison: every view whose size comes from measured text
    /// (`StoredView.measuresText`) gets the size Xcode stored as its intrinsic size, so what differs
    /// afterwards isn't San Francisco against Trellis's fonts. A measuring tool, not a layout of the case.
    public static func fontsAside(_ ibCase: InterfaceBuilderCase) -> InterfaceBuilderCase {
        var result = ibCase
        guard var document = ibCase.document else { return result }
        var sizes: [String: Size] = [:]
        for stored in ibCase.storedViews where stored.measuresText {
            if let frame = stored.frame { sizes[stored.name] = Size(width: frame.width, height: frame.height) }
        }
        func apply(_ node: inout ViewNode) {
            if let size = sizes[node.name] {
                node.intrinsicSizeOverride = size
                node.textStyle.numberOfLines = 1
            }
            for index in node.subviews.indices { apply(&node.subviews[index]) }
        }
        for index in document.views.indices { apply(&document.views[index]) }
        result.document = document
        return result
    }
}
