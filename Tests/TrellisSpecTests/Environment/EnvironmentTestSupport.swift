import Foundation
import Testing
import TrellisLayout

@testable import TrellisSpec

/// Reads and solves spec text, optionally in a configuration.
enum Env {
    static func document(_ yaml: String) throws -> LayoutDocument { try SpecReader.read(text: yaml, file: "env.yaml") }

    static func solve(_ yaml: String, in configuration: LayoutConfiguration? = nil) throws -> SolvedLayout {
        let engine = LayoutEngine(textEngine: try .bundled())
        let document = try document(yaml)
        if let configuration { return try engine.solve(document, in: configuration) }
        return try engine.solve(document)
    }

    /// The error message a spec fails with (empty when it reads and solves).
    static func error(_ yaml: String) -> String {
        do {
            _ = try solve(yaml)
            return ""
        } catch {
            return "\(error)"
        }
    }
}

extension SolvedLayout {
    func frame(_ name: String) -> Rect { view(named: name)?.absoluteFrame ?? Rect(x: -1, y: -1, width: -1, height: -1) }
}
