import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// Every case of every real document in `Tests/Fixtures/ib-corpus` laid out and compared with the frames
/// Xcode stored. The share of matching views (placed by Auto Layout) may only go up: `matchedShare` is the
/// figure reached, a ratchet; `REPORT.md` beside the corpus lists the classes of the rest.
struct InterfaceBuilderCorpusTests {
    /// The share reached (per mille of the views placed by Auto Layout), and how many of them there are.
    static let matchedPerMille = 632
    static let measuredViews = 609
    /// The same with fonts aside (`InterfaceBuilderLayout.fontsAside`), over the views whose stored frame
    /// isn't the document's own stale one.
    static let fontsAsidePerMille = 996

    static let corpus: String = {
        var path = "\(#filePath)".split(separator: "/").dropLast(2).joined(separator: "/")
        path = "/" + path + "/Fixtures/ib-corpus"
        return path
    }()

    static func documents() -> [String] {
        var files: [String] = []
        guard let top = opendir(corpus) else { return [] }
        defer { closedir(top) }
        while let entry = readdir(top) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix("."), name != "MANIFEST.md", name != "REPORT.md" else { continue }
            guard let sub = opendir(corpus + "/" + name) else { continue }
            while let file = readdir(sub) {
                let fileName = withUnsafeBytes(of: file.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if InterfaceBuilderReader.isDocumentPath(fileName) { files.append(name + "/" + fileName) }
            }
            closedir(sub)
        }
        return files.sorted()
    }

    /// Every document reads, every case is laid out or fails with a located error, and the matched share
    /// holds the ratchet.
    @Test func theCorpusMatchesItsStoredFrames() throws {
        let files = Self.documents()
        #expect(files.count >= 40)
        var results: [InterfaceBuilderResult] = []
        var asideResults: [InterfaceBuilderResult] = []
        var cases = 0
        for file in files {
            let source = try SpecSource.load(path: Self.corpus + "/" + file)
            let document = try InterfaceBuilderReader.read(source: source)
            cases += document.cases.count
            let solved = InterfaceBuilderLayout.solve(document.cases, source: source, engine: IB.engine, compare: true)
            for result in solved where result.layout == nil {
                Issue.record("\(file): \(result.ibCase.name) was not laid out: \(result.error ?? "")")
            }
            results += solved
            asideResults += InterfaceBuilderLayout.solve(
                document.cases.map(InterfaceBuilderLayout.fontsAside), source: source, engine: IB.engine, compare: true)
        }
        let counts = InterfaceBuilderReport.verdictCounts(results)
        let measured = counts.values.reduce(0, +)
        let matched = counts[.match] ?? 0
        print(InterfaceBuilderReport.totals(results) + "cases: \(cases) in \(files.count) documents")
        #expect(measured >= Self.measuredViews)
        #expect(matched * 1000 >= Self.matchedPerMille * measured, "matched \(matched) of \(measured)")
        let aside = InterfaceBuilderReport.verdictCounts(asideResults)
        let trusted = aside.values.reduce(0, +) - (aside[.stale] ?? 0)
        let asideMatched = aside[.match] ?? 0
        print("fonts aside: " + InterfaceBuilderReport.totals(asideResults))
        #expect(
            asideMatched * 1000 >= Self.fontsAsidePerMille * trusted,
            "fonts aside: matched \(asideMatched) of \(trusted)")
    }
}
