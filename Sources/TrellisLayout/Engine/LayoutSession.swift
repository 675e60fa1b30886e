/// A solved document kept live for incremental changes (interactive use, the benchmark).
///
/// `setText` doesn't rebuild the system: it re-measures the changed view, swaps its content-size
/// constraints (and constraints to its baselines) in the solver, runs UIKit's second pass for two-pass
/// views whose width changed, and reads the new layout.
public final class LayoutSession {
    public let engine: LayoutEngine
    public private(set) var document: LayoutDocument
    private let run: LayoutRun
    public private(set) var layout: SolvedLayout
    /// The work done since the session began — the first solve and every `setText` — counted
    /// (`LayoutWork`); `layout.work` is the same running total as of the last layout.
    public var work: LayoutWork { run.tally.total }

    public init(document: LayoutDocument, engine given: LayoutEngine) throws {
        let engine = try given.forFonts(of: document)
        self.engine = engine
        let document = try engine.fittedCanvas(try engine.environmentApplied(document))
        self.document = document
        run = try engine.makeRun(document)
        layout = try ResultBuilder(engine: engine, run: run, document: document).build()
    }

    /// Sets the text of the view named `name` and re-solves incrementally. Throws `LayoutError` for an
    /// unknown view or a view without text, or when the new text can't be measured.
    public func setText(_ text: String, ofView name: String) throws -> SolvedLayout {
        guard let v = run.table.index(of: name) else {
            throw LayoutError(diagnostics: [
                .invalid("unknown-view", "no view named '\(name)'", views: [name], location: nil)
            ])
        }
        let node = run.table[v].node
        guard [.label, .button, .textView].contains(node.kind) else {
            throw LayoutError(diagnostics: [
                .invalid(
                    "invalid-content", "view '\(name)' (\(node.kind.rawValue)) shows no text",
                    views: [name], location: node.location)
            ])
        }
        do {
            try run.setText(text, of: v)
        } catch let error as LayoutError {
            throw error
        } catch {
            throw LayoutError(diagnostics: [
                .invalid(
                    "invalid-content", "the text of view '\(name)' can't be measured: \(error)",
                    views: [name], location: node.location)
            ])
        }
        document.setText(text, ofView: name)
        layout = try ResultBuilder(engine: engine, run: run, document: document).build()
        return layout
    }
}

extension LayoutDocument {
    /// Sets the text of the first view named `name` in the tree (depth first, in declaration order). Only
    /// the views on the path to it are written to, so every other declaration stays shared with the run's
    /// view table (`ViewNode` is copy-on-write).
    mutating func setText(_ text: String, ofView name: String) {
        func path(to nodes: [ViewNode]) -> [Int]? {
            for (i, node) in nodes.enumerated() {
                if node.name == name { return [i] }
                if let below = path(to: node.subviews) { return [i] + below }
            }
            return nil
        }
        func set(_ nodes: inout [ViewNode], along path: ArraySlice<Int>) {
            guard let i = path.first else { return }
            if path.count == 1 {
                nodes[i].text = text
            } else {
                set(&nodes[i].subviews, along: path.dropFirst())
            }
        }
        if let found = path(to: views) { set(&views, along: found[...]) }
    }
}
