import Foundation
import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

/// The spec reference (docs/spec.md, docs/spec-views.md, docs/spec-tables.md) can't drift from the reader:
/// every example block reads and lays out cleanly, every key in a keys table has an example, and every key the reader
/// accepts is in a keys table.
///
/// A block fenced ```` ```yaml view ```` is one or more entries of `views:`, laid out on a 375 × 667 canvas;
/// ```` ```yaml spec ```` (or ```` ```json spec ````) is a whole spec. Image paths resolve against docs/. A keys
/// table is a Markdown table whose first header cell is `key`; every backquoted word in its first column is a
/// key.
enum SpecReference {
    static let pages = ["spec.md", "spec-views.md", "spec-tables.md"]

    struct Page {
        var name: String
        var text: String
    }

    struct Block {
        var page: String
        /// The line of the opening fence.
        var line: Int
        /// `view` or `spec`.
        var form: String
        var text: String

        var label: String { "\(page):\(line) (\(form))" }

        /// The spec to read: a `view` block goes under `views:` on a plain canvas.
        var spec: String {
            guard form == "view" else { return text }
            let indented = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "  " + $0
            }
            return "canvas: {width: 375, height: 667}\nviews:\n" + indented.joined(separator: "\n") + "\n"
        }
    }

    /// The reference's pages, as the repository has them.
    static func load() throws -> [Page] {
        let docs = packageDirectory().appendingPathComponent("docs")
        return try pages.map {
            Page(name: $0, text: try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// Every fenced block of `page` with its info string, in order.
    static func fencedBlocks(_ page: Page) -> [(line: Int, info: [String], text: String)] {
        var blocks: [(line: Int, info: [String], text: String)] = []
        var open: (line: Int, info: [String])?
        var body: [String] = []
        for (index, line) in page.text.components(separatedBy: "\n").enumerated() {
            if let current = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append((current.line, current.info, body.joined(separator: "\n")))
                    open = nil
                    body = []
                } else {
                    body.append(line)
                }
            } else if line.hasPrefix("```") {
                open = (index + 1, line.dropFirst(3).split(separator: " ").map(String.init))
            }
        }
        return blocks
    }

    /// The example blocks (`yaml view`, `yaml spec`, `json spec`) of `pages`.
    static func examples(_ pages: [Page]) -> [Block] {
        pages.flatMap { page in
            fencedBlocks(page).compactMap { block in
                guard block.info.count == 2, ["yaml", "json"].contains(block.info[0]),
                    ["view", "spec"].contains(block.info[1])
                else { return nil }
                return Block(page: page.name, line: block.line, form: block.info[1], text: block.text)
            }
        }
    }

    /// YAML or JSON blocks that aren't marked as examples, so no test reads them.
    static func unmarkedBlocks(_ pages: [Page]) -> [String] {
        pages.flatMap { page in
            fencedBlocks(page).filter { ["yaml", "json"].contains($0.info.first ?? "") && $0.info.count != 2 }
                .map { "\(page.name):\($0.line)" }
        }
    }

    /// The keys named in the first column of the keys tables of `pages`, with where each is first named.
    static func tableKeys(_ pages: [Page]) -> [(key: String, at: String)] {
        var keys: [(key: String, at: String)] = []
        for page in pages {
            var inTable = false
            for (index, line) in page.text.components(separatedBy: "\n").enumerated() {
                guard line.hasPrefix("|") else {
                    inTable = false
                    continue
                }
                let first =
                    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().first
                    .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                if !inTable {
                    inTable = first == "key"
                    continue
                }
                for match in first.matches(of: /`([A-Za-z][A-Za-z0-9]*)`/) {
                    let key = String(match.output.1)
                    if !keys.contains(where: { $0.key == key }) { keys.append((key, "\(page.name):\(index + 1)")) }
                }
            }
        }
        return keys
    }

    /// True when `key:` is written as a key in `text`: not the tail of a longer word, not in a comment.
    static func writes(_ key: String, in text: String) -> Bool {
        for line in text.components(separatedBy: "\n") {
            let code = line.range(of: " #").map { String(line[..<$0.lowerBound]) } ?? line
            var searchFrom = code.startIndex
            while let found = code.range(of: key + ":", range: searchFrom..<code.endIndex) {
                let before = found.lowerBound == code.startIndex ? nil : code[code.index(before: found.lowerBound)]
                if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
                searchFrom = found.upperBound
            }
        }
        return false
    }

    /// Every problem of the examples: a block that doesn't read, doesn't lay out, or lays out with a
    /// problem `--strict` refuses or any other warning (a cell whose height is undetermined, an ineffective
    /// `sizeToFit`, …): an example shows a layout as it should be written.
    static func exampleProblems(_ blocks: [Block], engine: LayoutEngine) -> [String] {
        let docs = packageDirectory().appendingPathComponent("docs").path
        var problems: [String] = []
        for block in blocks {
            do {
                let source = SpecSource(file: block.label, text: block.spec, baseDirectory: docs)
                let layout = try engine.solve(try SpecReader.read(source: source))
                let strict = StrictCheck.violations(in: layout)
                let warnings = layout.diagnostics.filter { $0.severity >= .warning }
                for diagnostic in strict
                    + warnings.filter({ w in !strict.contains { $0.code == w.code && $0.message == w.message } })
                {
                    problems.append("\(block.label): \(diagnostic.code): \(diagnostic.message)")
                }
            } catch {
                problems.append("\(block.label): \(error)")
            }
        }
        return problems
    }

    /// Keys of the tables that no example writes.
    static func keysWithoutExample(_ pages: [Page]) -> [String] {
        let blocks = examples(pages)
        return tableKeys(pages).filter { entry in !blocks.contains { writes(entry.key, in: $0.text) } }
            .map { "\($0.key) (\($0.at))" }
    }

    /// GitHub's anchor for a heading: lower case, spaces to hyphens, other punctuation dropped.
    static func anchor(_ heading: String) -> String {
        let text = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(
            text.unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
                    || scalar.properties.numericType != nil
                {
                    return Character(scalar)
                }
                return nil
            })
    }

    /// Links of `pages` to files under docs/ (or beside it) that don't exist, or to headings those files
    /// don't have. The reference's own pages are taken from `pages`, the others from the disk.
    static func brokenLinks(_ pages: [Page]) -> [String] {
        let docs = packageDirectory().appendingPathComponent("docs")
        func text(of file: String) -> String? {
            if let page = pages.first(where: { $0.name == file }) { return page.text }
            return try? String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8)
        }
        var broken: [String] = []
        for page in pages {
            for match in page.text.matches(of: /\]\(([^)\s]+)\)/) {
                let link = String(match.output.1)
                guard !link.hasPrefix("http") else { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page.name : parts[0]
                guard let target = text(of: file) else {
                    broken.append("\(page.name): \(link) (no such file)")
                    continue
                }
                guard parts.count == 2 else { continue }
                let headings = target.components(separatedBy: "\n").filter { $0.hasPrefix("#") }.map(anchor)
                if !headings.contains(parts[1]) { broken.append("\(page.name): \(link) (no such heading)") }
            }
        }
        return broken
    }

    /// Every key the spec reader accepts: its key lists, plus the keys of the small mappings it lists inline
    /// (canvas, device, fitting, constraint, `when`, frame, insets, sizes, colours, priorities, sections,
    /// headers, cell `sizeThatFits`, `contentOffset`).
    static var readerKeys: [String] {
        let lists: [[String]] = [
            DocumentParser.topLevelKeys, DocumentParser.viewKeys, DocumentParser.fontKeys, DocumentParser.runKeys,
            DocumentParser.traitKeys,
            DocumentParser.stackKeys, DocumentParser.tableKeys, DocumentParser.collectionKeys,
            DocumentParser.textFieldKeys, DocumentParser.templateKeys, DocumentParser.rowKeys, DocumentParser.dataKeys,
            DocumentParser.annotationKinds, ViewOverrides.keys, DocumentParser.visualFormatKeys,
            DocumentParser.controlKindKeys.map(\.key),
            ResourceLimits.Name.allCases.filter(\.isSettableBySpec).map(\.rawValue),
            ["width", "height", "scale", "safeArea", "orientation", "name", "splitView"],
            ["view", "target", "horizontalPriority", "verticalPriority", "anchor"],
            ["constraint", "id", "when", "accessibility"],
            ["x", "y", "top", "left", "bottom", "right", "leading", "trailing", "all"],
            ["light", "dark", "horizontal", "vertical"],
            ["rows", "items", "header", "footer", "title", "template", "data", "height", "sum", "plus"],
        ]
        var keys: [String] = []
        for key in lists.joined() where !keys.contains(key) { keys.append(key) }
        return keys
    }
}

@Suite struct SpecReferenceExampleTests {
    static let engine = Result { LayoutEngine(textEngine: try .bundled()) }

    @Test func everyExampleReadsAndLaysOutWithoutProblems() throws {
        let pages = try SpecReference.load()
        let blocks = SpecReference.examples(pages)
        #expect(blocks.filter { $0.page == "spec.md" }.count >= 15, "spec.md's examples")
        #expect(blocks.filter { $0.page == "spec-views.md" }.count >= 20, "spec-views.md's examples")
        #expect(blocks.filter { $0.page == "spec-tables.md" }.count >= 5, "spec-tables.md's examples")
        let problems = SpecReference.exampleProblems(blocks, engine: try Self.engine.get())
        #expect(problems.isEmpty, "examples in the spec reference that fail:\n\(problems.joined(separator: "\n"))")
        let unmarked = SpecReference.unmarkedBlocks(pages)
        #expect(
            unmarked.isEmpty, "mark YAML and JSON blocks 'yaml view' or 'yaml spec' so they are tested: \(unmarked)")
    }

    @Test func everyKeyInATableHasAnExample() throws {
        let pages = try SpecReference.load()
        #expect(SpecReference.tableKeys(pages).count >= 100)
        let missing = SpecReference.keysWithoutExample(pages)
        #expect(missing.isEmpty, "keys with no example (write 'key:' in a yaml view/spec block): \(missing)")
    }

    @Test func everyKeyTheReaderAcceptsIsInATable() throws {
        let documented = Set(SpecReference.tableKeys(try SpecReference.load()).map(\.key))
        let undocumented = SpecReference.readerKeys.filter { !documented.contains($0) }
        #expect(
            undocumented.isEmpty, "keys the spec reader accepts that no table of the reference lists: \(undocumented)")
    }

    /// The checks fail when an example breaks or disappears: a misspelt key, an ambiguous layout, a key whose
    /// only example is removed, an unmarked block.
    @Test func theChecksCatchABrokenOrMissingExample() throws {
        let pages = try SpecReference.load()
        let engine = try Self.engine.get()
        func replacing(_ old: String, with new: String, in name: String) -> [SpecReference.Page] {
            pages.map { page in
                guard page.name == name else { return page }
                #expect(page.text.contains(old), "\(name) no longer has the text this test edits: \(old)")
                return SpecReference.Page(name: page.name, text: page.text.replacingOccurrences(of: old, with: new))
            }
        }
        // A misspelt key is a read error at its line.
        let misspelt = replacing(
            "preferredMaxLayoutWidth: 200", with: "preferedMaxLayoutWidth: 200", in: "spec-views.md")
        let readProblems = SpecReference.exampleProblems(SpecReference.examples(misspelt), engine: engine)
        #expect(
            readProblems.count == 1 && readProblems.first?.contains("unknown key 'preferedMaxLayoutWidth'") == true,
            "\(readProblems)")
        // A view whose height nothing sets is ambiguous: strict mode refuses it.
        let ambiguous = replacing(
            "top == superview.top + 16, height == 68]", with: "top == superview.top + 16]", in: "spec.md")
        let solveProblems = SpecReference.exampleProblems(SpecReference.examples(ambiguous), engine: engine)
        #expect(solveProblems.contains { $0.hasPrefix("spec.md:") && $0.contains("ambiguous") }, "\(solveProblems)")
        // A cell with nothing tied to its content view's bottom: UIKit's standard height and a warning.
        let undetermined = replacing(
            ", bottom == superview.bottomMargin]\n  rows:\n    - {cell: line,", with: "]\n  rows:\n    - {cell: line,",
            in: "spec-tables.md")
        let warnings = SpecReference.exampleProblems(SpecReference.examples(undetermined), engine: engine)
        #expect(warnings.contains { $0.contains("cell-height-undetermined") }, "\(warnings)")
        #expect(warnings.allSatisfy { $0.hasPrefix("spec-tables.md:") }, "\(warnings)")
        // Removing the only example of `accessoryViewWidth` leaves a key without an example.
        let removed = replacing(", accessoryViewWidth: 24", with: "", in: "spec-tables.md")
        #expect(SpecReference.keysWithoutExample(removed).map { $0.prefix { $0 != " " } } == ["accessoryViewWidth"])
        // A block that isn't marked isn't tested, so it is reported.
        let unmarked = replacing("```yaml view\nsidebar:", with: "```yaml\nsidebar:", in: "spec-views.md")
        #expect(SpecReference.unmarkedBlocks(unmarked).count == 1)
    }

    @Test func everyLinkOfTheReferenceLeadsToAPageAndHeading() throws {
        let pages = try SpecReference.load()
        let broken = SpecReference.brokenLinks(pages)
        #expect(broken.isEmpty, "\(broken)")
        #expect(SpecReference.anchor("## Trait variations (`when:`)") == "trait-variations-when")
        #expect(SpecReference.anchor("### `kind: collectionView`") == "kind-collectionview")
        let renamed = pages.map {
            SpecReference.Page(name: $0.name, text: $0.text.replacingOccurrences(of: "## Colours", with: "## Colors"))
        }
        #expect(SpecReference.brokenLinks(renamed) == ["spec-views.md: spec.md#colours (no such heading)"])
    }

    @Test func aKeyIsWrittenOnlyAsAWholeKeyOutsideComments() {
        #expect(SpecReference.writes("title", in: "title: Hello"))
        #expect(SpecReference.writes("title", in: "{kind: label, title: x}"))
        #expect(!SpecReference.writes("title", in: "subtitle: Hello"))
        #expect(!SpecReference.writes("title", in: "box: {}   # title: in a comment"))
        #expect(SpecReference.writes("x", in: "frame: {x: 0, y: 0}"))
    }
}
