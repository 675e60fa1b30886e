/// The largest input Trellis accepts, in one place (documented in docs/limits.md). Every input under these
/// limits is read, solved and drawn in time and memory that grow with its size; an input over one is refused
/// with an error naming the limit and how to raise it, before the work it would cost is done.
///
/// The command line raises a limit with `--limit NAME=VALUE`; a spec may raise the limits checked after it
/// is parsed (`views`, `constraints`, `textLength`, `canvasPixels`, `solverTerms`) with a top-level
/// `limits:` mapping.
/// `specBytes` and `depth` protect the parser itself and `imagePixels` the reading of the files a spec names,
/// so only the command line (or the caller) sets them.
public struct ResourceLimits: Sendable, Hashable {
    /// Bytes of spec text (a file or standard input), checked before the text is decoded or parsed.
    public var specBytes: Int
    /// Nesting levels of the YAML/JSON text (block indentation and flow brackets together), checked by a
    /// scan of the text before the parser, whose recursion this bounds. A view nested in another costs two
    /// levels (the view's mapping and its `subviews:` mapping).
    public var depth: Int
    /// Views in the spec, at every level.
    public var views: Int
    /// Constraints written in the spec (at the top level and in every view).
    public var constraints: Int
    /// Characters (Unicode scalars) of one text.
    public var textLength: Int
    /// Device pixels of the canvas at its scale (width × height × scale²), and of a rendered page.
    public var canvasPixels: Int
    /// Terms the constraint solver's tableau may hold at once while laying the spec out: its memory,
    /// a few words a term. Every layout family Trellis measures holds well under a million at 10,000
    /// repeated parts; a few shapes fill their rows quadratically (a `fillProportionally` column not pinned
    /// at its end), and the limit stops those before the machine runs out of memory (`Solver.termLimit`).
    public var solverTerms: Int
    /// Pixels of one PNG a spec draws (`image:`), checked from the file's header before it is decoded
    /// (decoded, each pixel takes four bytes, and twice that while Cairo's copy is made).
    public var imagePixels: Int
    /// Limits the caller set explicitly (`--limit`): a spec's `limits:` doesn't change these.
    public var pinned: Set<Name> = []
    /// Whether the spec will be drawn. `canvasPixels` bounds drawing only: a caller that lays out and
    /// reports (`trellis layout`) draws no pixels, and reads with this false (`forLayoutOnly`).
    public var boundsDrawing = true

    public init(
        specBytes: Int = 8 << 20, depth: Int = 128, views: Int = 20_000, constraints: Int = 100_000,
        textLength: Int = 100_000, canvasPixels: Int = 64_000_000, solverTerms: Int = 25_000_000,
        imagePixels: Int = 64_000_000
    ) {
        self.specBytes = specBytes
        self.depth = depth
        self.views = views
        self.constraints = constraints
        self.textLength = textLength
        self.canvasPixels = canvasPixels
        self.solverTerms = solverTerms
        self.imagePixels = imagePixels
    }

    /// The defaults.
    public static let standard = ResourceLimits()

    /// These limits for a caller that lays the spec out without drawing it: the limits on drawing
    /// (`canvasPixels`) don't apply, since they bound work such a caller never does.
    public var forLayoutOnly: ResourceLimits {
        var limits = self
        limits.boundsDrawing = false
        return limits
    }

    /// A limit's name as `--limit` and `limits:` spell it.
    public enum Name: String, Sendable, CaseIterable {
        case specBytes, depth, views, constraints, textLength, canvasPixels, solverTerms, imagePixels

        /// True for the limits a spec's own `limits:` may set.
        public var isSettableBySpec: Bool {
            switch self {
            case .specBytes, .depth, .imagePixels: return false
            case .views, .constraints, .textLength, .canvasPixels, .solverTerms: return true
            }
        }

        /// What the limit counts, for messages.
        public var unit: String {
            switch self {
            case .specBytes: return "bytes"
            case .depth: return "levels"
            case .views: return "views"
            case .constraints: return "constraints"
            case .textLength: return "characters"
            case .canvasPixels, .imagePixels: return "pixels"
            case .solverTerms: return "terms"
            }
        }
    }

    public subscript(name: Name) -> Int {
        get {
            switch name {
            case .specBytes: return specBytes
            case .depth: return depth
            case .views: return views
            case .constraints: return constraints
            case .textLength: return textLength
            case .canvasPixels: return canvasPixels
            case .solverTerms: return solverTerms
            case .imagePixels: return imagePixels
            }
        }
        set {
            switch name {
            case .specBytes: specBytes = newValue
            case .depth: depth = newValue
            case .views: views = newValue
            case .constraints: constraints = newValue
            case .textLength: textLength = newValue
            case .canvasPixels: canvasPixels = newValue
            case .solverTerms: solverTerms = newValue
            case .imagePixels: imagePixels = newValue
            }
        }
    }

    /// The largest value a limit may be raised to: beyond it the limit would no longer protect anything
    /// (memory for the byte and pixel counts, the stack for the depth: 20,000 levels, about 10,000 nested
    /// views, fit the `trellis` command's 1 GiB stack many times over; a Swift caller reading specs that
    /// deep runs the reader on a thread with a large stack too, see docs/limits.md).
    public static func ceiling(_ name: Name) -> Int {
        switch name {
        case .specBytes: return 1 << 30
        case .depth: return 20_000
        case .views: return 1_000_000
        case .constraints: return 10_000_000
        case .textLength: return 100_000_000
        case .canvasPixels: return 1_000_000_000
        case .solverTerms: return 1_000_000_000
        case .imagePixels: return 1_000_000_000
        }
    }

    /// The sentence that ends every "over the limit" error: which limit, its value, and how to raise it.
    public static func advice(_ name: Name, _ value: Int) -> String {
        let how =
            name.isSettableBySpec
            ? "raise it with --limit \(name.rawValue)=N or 'limits: {\(name.rawValue): N}' in the spec"
            : "raise it with --limit \(name.rawValue)=N"
        return "the limit '\(name.rawValue)' is \(grouped(value)) \(name.unit); \(how)"
    }

    /// `1234567` → `1,234,567`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// Parses `name=value` (the `--limit` syntax). Throws a message for an unknown name or a bad value.
    public mutating func apply(_ assignment: String) throws(LimitSyntaxError) {
        let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let names = Name.allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count == 2 else {
            throw LimitSyntaxError(
                message: "invalid --limit '\(assignment)' (expected NAME=VALUE, NAME one of: \(names))")
        }
        guard let name = Name(rawValue: String(parts[0])) else {
            throw LimitSyntaxError(message: "unknown limit '\(parts[0])' (expected one of: \(names))")
        }
        let written = parts[1].filter { $0 != "_" && $0 != "," }
        guard let value = Int(written), value >= 1, value <= Self.ceiling(name) else {
            throw LimitSyntaxError(
                message: "invalid --limit \(name.rawValue)=\(parts[1]) (expected a whole number "
                    + "from 1 to \(Self.grouped(Self.ceiling(name))))")
        }
        self[name] = value
        pinned.insert(name)
    }
}

/// A `--limit` that can't be read.
public struct LimitSyntaxError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

extension Canvas {
    /// Device pixels per point Trellis lays out and draws at: UIKit's screen scales.
    public static let supportedScales: [Double] = [1, 2, 3]
}
