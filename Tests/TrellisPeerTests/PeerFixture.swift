import Foundation
import TrellisLayout

/// One translated case of another project's test suite (`Tests/Fixtures/peers/<project>/<case>.yaml`): a spec
/// whose first comment block names the source repository and file, the test, how it was measured, and the
/// numbers the suite asserts on UIKit:
///
///     # source: robb/Cartography, CartographyTests/EdgeSpec.swift
///     # test: describe("LayoutProxy.top") it("should support addition")
///     # measured: exact equality (Nimble `equal`) on the iOS simulator
///     # tolerance: 1                      (optional; the suite's own tolerance, default exact to 1e-6)
///     # expect: view.minY = 100
///
/// An expectation is `view.property = numbers`, with the view's frame in its superview as UIKit's `frame`:
/// `frame` (x y width height), `origin` (x y), `size` (width height), `center` (midX midY), `max` (maxX maxY),
/// or one of `minX minY maxX maxY midX midY width height`.
struct PeerFixture {
    struct Expectation {
        var view: String
        var property: String
        var values: [Double]
        var line: Int
    }

    var path: String
    var text: String
    var source: String?
    var test: String?
    var tolerance = 1e-6
    var expectations: [Expectation] = []

    enum Problem: Error, CustomStringConvertible {
        case malformed(String)
        var description: String { if case .malformed(let s) = self { return s }; return "" }
    }

    init(path: String) throws {
        self.path = path
        text = try String(contentsOfFile: path, encoding: .utf8)
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard raw.hasPrefix("#") else { break }
            let line = raw.dropFirst().trimmingCharacters(in: .whitespaces)
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon], value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "source": source = value
            case "test": test = value
            case "tolerance":
                guard let t = Double(value) else {
                    throw Problem.malformed("\(path):\(index + 1): bad tolerance '\(value)'")
                }
                tolerance = t
            case "expect":
                let parts = value.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let target = parts.first?.split(separator: ".", maxSplits: 1).map(String.init) ?? []
                let numbers = parts.count == 2 ? parts[1].split(separator: " ").compactMap { Double($0) } : []
                guard target.count == 2, let count = Self.arity[target[1]], numbers.count == count else {
                    throw Problem.malformed("\(path):\(index + 1): can't read expectation '\(value)'")
                }
                expectations.append(Expectation(view: target[0], property: target[1], values: numbers, line: index + 1))
            default:
                continue
            }
        }
    }

    static let arity: [String: Int] = [
        "frame": 4, "origin": 2, "size": 2, "center": 2, "max": 2,
        "minX": 1, "minY": 1, "maxX": 1, "maxY": 1, "midX": 1, "midY": 1, "width": 1, "height": 1,
    ]

    /// The property's numbers for a frame.
    static func measure(_ property: String, of f: Rect) -> [Double] {
        switch property {
        case "frame": return [f.minX, f.minY, f.width, f.height]
        case "origin": return [f.minX, f.minY]
        case "size": return [f.width, f.height]
        case "center": return [f.midX, f.midY]
        case "max": return [f.maxX, f.maxY]
        case "minX": return [f.minX]
        case "minY": return [f.minY]
        case "maxX": return [f.maxX]
        case "maxY": return [f.maxY]
        case "midX": return [f.midX]
        case "midY": return [f.midY]
        case "width": return [f.width]
        default: return [f.height]
        }
    }
}
