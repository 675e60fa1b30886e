import Foundation
import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

/// Runs every translated peer-suite case under `Tests/Fixtures/peers/` (like taffy's generated fixture
/// tests): each spec is solved and every `# expect:` number of its header compared with the frame Trellis
/// gives. The numbers are the ones the original suites assert on UIKit; cases that can't be reproduced are
/// listed with the reason in docs/semantics.md ("Peer suites").
enum PeerSuite {
    static var root: URL {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { break }
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("Tests/Fixtures/peers")
    }

    /// Every fixture, by project then name (sorted: the run is deterministic).
    static func fixturePaths() throws -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        for project in try fm.contentsOfDirectory(atPath: root.path).sorted() {
            let dir = root.appendingPathComponent(project)
            for file in try fm.contentsOfDirectory(atPath: dir.path).sorted() where file.hasSuffix(".yaml") {
                out.append(dir.appendingPathComponent(file).path)
            }
        }
        return out
    }

    /// The mismatches of one fixture, as `file:line: view.property: expected … got …`.
    static func failures(of fixture: PeerFixture, engine: LayoutEngine) throws -> [String] {
        let document = try SpecReader.read(text: fixture.text, file: fixture.path)
        let layout = try engine.solve(document)
        var out: [String] = []
        for e in fixture.expectations {
            guard let view = layout.views.first(where: { $0.node.name == e.view }) else {
                out.append("\(fixture.path):\(e.line): no view '\(e.view)'")
                continue
            }
            let got = PeerFixture.measure(e.property, of: view.frame)
            if zip(got, e.values).contains(where: { abs($0 - $1) > fixture.tolerance }) {
                out.append("\(fixture.path):\(e.line): \(e.view).\(e.property): expected \(e.values), got \(got)")
            }
        }
        return out
    }
}

@Test func everyPeerFixtureGivesUIKitsNumbers() throws {
    let engine = LayoutEngine(textEngine: try TextEngine.bundled())
    let paths = try PeerSuite.fixturePaths()
    var failures: [String] = []
    var expectations = 0
    var projects: Set<String> = []
    for path in paths {
        let fixture = try PeerFixture(path: path)
        #expect(fixture.source != nil && fixture.test != nil, "\(path): the header names its source and test")
        #expect(!fixture.expectations.isEmpty, "\(path): the header has at least one expectation")
        expectations += fixture.expectations.count
        projects.insert(URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent)
        failures += try PeerSuite.failures(of: fixture, engine: engine)
    }
    #expect(failures.isEmpty, "\(failures.count) mismatches:\n\(failures.joined(separator: "\n"))")
    // The suite is what it says: both projects, dozens of cases, every assertion read.
    #expect(projects == ["cartography", "purelayout"])
    #expect(paths.count == 91)
    #expect(expectations == 200)
}

/// The runner reads numbers and catches a wrong one (a fixture that can't fail would prove nothing).
@Test func aWrongExpectationIsReported() throws {
    let engine = LayoutEngine(textEngine: try TextEngine.bundled())
    let path = PeerSuite.root.appendingPathComponent("cartography/edge-top-addition.yaml").path
    var fixture = try PeerFixture(path: path)
    #expect(fixture.expectations.map(\.values) == [[100]])
    #expect(try PeerSuite.failures(of: fixture, engine: engine).isEmpty)
    fixture.expectations[0].values = [101]
    let failures = try PeerSuite.failures(of: fixture, engine: engine)
    #expect(failures.count == 1)
    #expect(failures.first?.hasSuffix("view.minY: expected [101.0], got [100.0]") == true)
}
