import CHarfBuzz
import FoundationEssentials

/// Apple's system font, SF Pro, from files the user supplies (`--system-font DIR`,
/// `$TRELLIS_SYSTEM_FONTS`; docs/fonts.md says where to get them), used for labels as UIKit uses it, in
/// place of Roboto:
/// - the variable `SF-Pro.ttf` (or macOS's `SFNS.ttf`) at its optical-size axis set to the point size and
///   its weight axis at the weight's OpenType value (400 regular, 500 medium, 700 bold, …); or else
/// - the static `SF-Pro-Text-<Weight>` files below 20 pt and `SF-Pro-Display-<Weight>` from 20 pt, UIKit's
///   switch (a weight without a file of its own takes the nearest weight that has one);
/// - with the tracking at that size from the font's own `trak` table, or, for a file without one, from the
///   values Apple's typography guidelines publish for SF Pro (`TrackingTable.publishedSFPro`), added after
///   every grapheme cluster, rounded to whole font units;
/// - and the line height from the font's own metrics (`hhea`, as `FontFace.harfBuzzMetrics` reads them);
/// - italic from the italic files when the directory has them, else the upright face.
/// The bundled fallback faces (CJK, Arabic, Hebrew, emoji) stay behind it. Immutable once opened.
public final class SystemFont: Sendable {
    /// The directory the files came from.
    public let directory: String
    private let source: Source
    /// The italic files' source, when the directory has them (`SF-Pro-Italic.ttf`, `SFNSItalic.ttf`, or
    /// static `SF-Pro-Text-<Weight>Italic` and `SF-Pro-Display-<Weight>Italic` files); without them an italic
    /// label gets the upright face (docs/fonts.md).
    private let italicSource: Source?

    private enum Source: Sendable {
        case variable(Sized)
        /// Per weight (`FontWeight.allCases` order): the Text face and the Display face.
        case staticFiles(text: [Sized], display: [Sized])
    }

    /// An opened file and the tracking table that goes with it.
    private struct Sized: @unchecked Sendable {
        let face: FontFace
        let tracking: TrackingTable
        /// Whether `tracking` came from the file's own `trak` table.
        let hasOwnTracking: Bool
    }

    /// Point size from which UIKit uses SF Pro Display instead of SF Pro Text (WWDC 2020, "The details of
    /// UI typography"; docs/semantics.md).
    public static let displaySizeThreshold = 20.0

    /// Names of the variable SF Pro file, in the order they are looked for.
    static let variableFiles = ["SF-Pro.ttf", "SFNS.ttf"]
    /// Names of the variable SF Pro Italic file, in the order they are looked for.
    static let variableItalicFiles = ["SF-Pro-Italic.ttf", "SFNSItalic.ttf"]

    /// Each weight's OpenType weight class (the `wght` axis uses the same scale) and the word Apple's
    /// static file names use, by `FontWeight` raw value in lower case.
    static let weightClasses: [String: (value: Double, fileWord: String)] = [
        "ultralight": (100, "Ultralight"), "thin": (200, "Thin"), "light": (300, "Light"),
        "regular": (400, "Regular"), "medium": (500, "Medium"), "semibold": (600, "Semibold"),
        "bold": (700, "Bold"), "heavy": (800, "Heavy"), "black": (900, "Black"),
    ]

    /// The weight class of `weight` (400 for a weight the table doesn't name).
    static func weightClass(_ weight: FontWeight) -> Double {
        weightClasses[weight.rawValue.lowercased()]?.value ?? 400
    }

    /// Opens the SF Pro files in `directory`: the variable font when there is one, else the static Text and
    /// Display files (both needed; each weight's file if present); and the italic files of either kind when
    /// there are any. Throws `SystemFontError` when the directory has no upright files,
    /// `.missingFontFile` / `.corruptFont` for a file that can't be read (a truncated file, not a font, a
    /// malformed `trak` table).
    public init(directory: String) throws {
        let dir = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        self.directory = dir
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory else {
            throw SystemFontError(directory: dir, reason: "no such directory")
        }
        guard let upright = try Self.openSource(in: dir, italic: false) else {
            throw SystemFontError(
                directory: dir,
                reason: "no SF-Pro-Text-*.otf (expected SF-Pro.ttf, or SF-Pro-Text-* and SF-Pro-Display-* files)")
        }
        source = upright
        italicSource = try Self.openSource(in: dir, italic: true)
    }

    /// The variable file of one slant, else its static Text and Display files; nil when there is neither.
    /// Throws `SystemFontError` when only one of the Text and Display sets is there.
    private static func openSource(in dir: String, italic: Bool) throws -> Source? {
        let files = FileManager.default
        let variable = italic ? variableItalicFiles : variableFiles
        if let name = variable.first(where: { files.fileExists(atPath: dir + "/" + $0) }) {
            return .variable(try open(dir + "/" + name))
        }
        let suffix = italic ? "Italic" : ""
        func find(_ style: String, _ word: String) -> String? {
            ["otf", "ttf"].map { "\(dir)/SF-Pro-\(style)-\(word)\(suffix).\($0)" }.first {
                files.fileExists(atPath: $0)
            }
        }
        var sets: [[Sized]] = []
        for style in ["Text", "Display"] {
            var found: [(value: Double, path: String)] = []
            for entry in weightClasses.values {
                if let path = find(style, entry.fileWord) { found.append((entry.value, path)) }
            }
            guard !found.isEmpty else {
                if style == "Text" { return nil }
                throw SystemFontError(
                    directory: dir,
                    reason:
                        "no SF-Pro-\(style)-*\(suffix).otf (expected SF-Pro.ttf, or SF-Pro-Text-* and SF-Pro-Display-* files)"
                )
            }
            var opened: [String: Sized] = [:]
            var chosen: [Sized] = []
            for weight in FontWeight.allCases {
                let wanted = weightClass(weight)
                // The nearest weight that has a file; the lighter one on a tie (`found` isn't empty).
                let nearest =
                    found.min { (abs($0.value - wanted), $0.value) < (abs($1.value - wanted), $1.value) } ?? found[0]
                if let face = opened[nearest.path] {
                    chosen.append(face)
                } else {
                    let face = try open(nearest.path)
                    opened[nearest.path] = face
                    chosen.append(face)
                }
            }
            sets.append(chosen)
        }
        return .staticFiles(text: sets[0], display: sets[1])
    }

    /// Opens one file as every font file is opened (`FontFace`), and reads its `trak` table.
    private static func open(_ path: String) throws -> Sized {
        let face = try FontFace(path: path)
        let blob = hb_face_reference_table(face.hbFace, FontTableDirectory.tag("trak"))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            return Sized(face: face, tracking: .publishedSFPro, hasOwnTracking: false)
        }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
        do throws(FontFileProblem) {
            guard let table = try TrackingTable(trak: bytes, unitsPerEm: face.upem) else {
                return Sized(face: face, tracking: .publishedSFPro, hasOwnTracking: false)
            }
            return Sized(face: face, tracking: table, hasOwnTracking: true)
        } catch {
            throw TextError.corruptFont(path: path, reason: error.reason)
        }
    }

    /// Whether the variable font is used (else the static Text and Display files).
    public var isVariable: Bool {
        if case .variable = source { return true }
        return false
    }

    /// Whether the directory has italic files (else an italic label gets the upright face).
    public var hasItalic: Bool { italicSource != nil }

    /// The file, variation-axis values and tracking (in em) a label of this weight and slant at `size`
    /// points gets.
    public func instance(weight: FontWeight, italic: Bool = false, size: Double) -> (
        path: String, variations: [FontVariation], trackingEm: Double
    ) {
        let (sized, variations) = resolve(weight: weight, italic: italic, size: size)
        return (sized.face.info.path, variations, sized.tracking.tracking(atSize: size))
    }

    /// Whether the tracking of a label of this weight at `size` comes from the font's own `trak` table
    /// (else from Apple's published values).
    public func hasOwnTracking(weight: FontWeight, italic: Bool = false, size: Double) -> Bool {
        resolve(weight: weight, italic: italic, size: size).sized.hasOwnTracking
    }

    private func resolve(
        weight: FontWeight, italic: Bool, size: Double
    ) -> (sized: Sized, variations: [FontVariation]) {
        switch italic ? italicSource ?? source : source {
        case .variable(let sized):
            let wght = Self.weightClass(weight)
            return (sized, [FontVariation(tag: "opsz", value: size), FontVariation(tag: "wght", value: wght)])
        case .staticFiles(let text, let display):
            let index = FontWeight.allCases.firstIndex(of: weight) ?? 0
            return (size < Self.displaySizeThreshold ? text[index] : display[index], [])
        }
    }

    /// The faces at `size` points of every weight (in `FontWeight.allCases` order), upright, then italic
    /// when the directory has italic files; each face's `style` names the weight and slant a font asks for.
    func faces(size: Double) -> [FontFace] {
        var faces: [FontFace] = []
        for italic in hasItalic ? [false, true] : [false] {
            for weight in FontWeight.allCases {
                let (sized, variations) = resolve(weight: weight, italic: italic, size: size)
                let units = (sized.tracking.tracking(atSize: size) * sized.face.upem).rounded()
                let tracking = Int32(max(-32_768, min(32_767, units)))
                faces.append(
                    FontFace(
                        instanceOf: sized.face, variations: variations, trackingUnits: tracking,
                        weight: weight.numericWeight, italic: italic))
            }
        }
        return faces
    }
}

/// A `--system-font` directory (or `$TRELLIS_SYSTEM_FONTS`) that holds no usable SF Pro files.
public struct SystemFontError: Error, CustomStringConvertible, Equatable, Sendable {
    public var directory: String
    public var reason: String

    public var description: String { "system font directory \(directory): \(reason)" }
}
