import TrellisLayout

/// A view whose frame changed in a snapshot, and where its spec declares it: the line a pull-request
/// annotation points at. A view the spec no longer has (removed since the reference) has no location.
public struct ChangedView: Sendable, Hashable, Codable {
    public var name: String
    public var location: SourceLocation?

    public init(name: String, location: SourceLocation?) {
        self.name = name
        self.location = location
    }

    /// The views named `names`, located in `document` (the first view of each name, depth first in z-order).
    /// Locations carry `specPath`, the spec as given, so they are paths from where the run started.
    static func locate(_ names: [String], in document: LayoutDocument, specPath: String) -> [ChangedView] {
        guard !names.isEmpty else { return [] }
        var wanted = Set(names)
        var found: [String: SourceLocation] = [:]
        var stack = Array(document.views.reversed())
        while let view = stack.popLast(), !wanted.isEmpty {
            if wanted.remove(view.name) != nil, var location = view.location {
                location.file = specPath
                found[view.name] = location
            }
            stack += view.subviews.reversed()
        }
        return names.map { ChangedView(name: $0, location: found[$0]) }
    }
}
