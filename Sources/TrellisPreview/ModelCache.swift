import Synchronization

/// The models the server keeps, for every spec and variant asked for, bounded by their estimated bytes:
/// the least recently used go first when a new one would cross the budget. A spec's model of a variant is
/// both the answer to the next request of that version and the last good drawing kept under a broken
/// save's error, so an evicted variant is drawn again when asked for (and, while its spec is broken,
/// shows the error without a drawing).
///
/// Without the bound every variant stayed: the page's pickers reach 2,880 variants, and a 400-label
/// spec's model is about 2 MB.
final class ModelCache: Sendable {
    struct Key: Hashable, Sendable {
        var spec: Int
        var variant: PreviewVariant
    }

    fileprivate struct Entry {
        var model: PreviewModel
        var bytes: Int
    }

    fileprivate struct Storage {
        var entries: [Key: Entry] = [:]
        /// Keys from least to most recently used. A linear search on each use: the budget bounds the keys
        /// (a model with its SVG is kilobytes at least), and each use also encodes a whole model.
        var order: [Key] = []
        var bytes = 0
        var evictions = 0
    }

    let budget: Int
    private let storage = Mutex(Storage())

    init(budget: Int) { self.budget = budget }

    /// The model kept for `key`, marked as just used.
    func model(_ key: Key) -> PreviewModel? {
        storage.withLock { storage -> PreviewModel? in
            guard let entry = storage.entries[key] else { return nil }
            storage.touch(key)
            return entry.model
        }
    }

    /// Keeps `model` for `key` (replacing what was kept), then drops least recently used models until the
    /// total is within the budget; the newest model stays even when it alone is over the budget.
    func store(_ model: PreviewModel, for key: Key) {
        let bytes = model.estimatedBytes
        storage.withLock { storage in
            if let old = storage.entries[key] { storage.bytes -= old.bytes }
            storage.entries[key] = Entry(model: model, bytes: bytes)
            storage.bytes += bytes
            storage.touch(key)
            while storage.bytes > budget, storage.order.count > 1 {
                let oldest = storage.order.removeFirst()
                storage.bytes -= storage.entries.removeValue(forKey: oldest)?.bytes ?? 0
                storage.evictions += 1
            }
        }
    }

    /// Estimated bytes of the models kept, how many there are, and how many were dropped so far.
    var usage: (bytes: Int, count: Int, evictions: Int) {
        storage.withLock { ($0.bytes, $0.entries.count, $0.evictions) }
    }
}

extension ModelCache.Storage {
    fileprivate mutating func touch(_ key: ModelCache.Key) {
        if let index = order.lastIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }
}

extension PreviewModel {
    /// What the model holds in memory, estimated from its strings and a fixed cost per element: the SVG
    /// is most of it; each view and constraint adds its texts and a few numbers, each case name its text.
    var estimatedBytes: Int {
        func text(_ string: String?) -> Int { string?.utf8.count ?? 0 }
        var bytes = 256 + text(spec) + text(error) + svg.utf8.count
        for view in views {
            bytes += 256 + text(view.name) + text(view.kind) + text(view.superview) + text(view.location)
            for constraint in view.constraints {
                bytes +=
                    96 + text(constraint.text) + text(constraint.origin) + text(constraint.identifier)
                    + text(constraint.location)
            }
        }
        for diagnostic in diagnostics {
            bytes +=
                128 + text(diagnostic.code) + text(diagnostic.message) + text(diagnostic.report)
                + text(diagnostic.location) + diagnostic.views.reduce(0) { $0 + $1.utf8.count + 16 }
        }
        // A document's case names: every model of it carries the list.
        bytes += text(caseName) + cases.reduce(0) { $0 + $1.utf8.count + 16 }
        return bytes
    }
}
