import FoundationEssentials
import TrellisLayout
import TrellisRender
import TrellisSpec

/// One spec to render and where its image goes.
package struct RenderTask: Sendable, Equatable {
    package enum Destination: Sendable, Equatable {
        case standardOutput
        case file(String)
    }

    package var spec: String
    package var destination: Destination
    package var format: OutputFormat
    /// A directory to create (with its parents) before writing, when `-o` names a new one: made only when
    /// an image is about to be written, so a refused or failed batch leaves nothing behind.
    package var createsDirectory: String? = nil
}

/// A command-line value that isn't one of the accepted words.
package struct ArgumentError: Error, CustomStringConvertible {
    package var description: String
    package init(description: String) { self.description = description }
}

/// Turns `trellis render`'s strings into render options and tasks, with one clear message per mistake.
package enum RenderArguments {
    package static func options(
        scale: String?, style: String, overlays: [String], theme: String, background: String?,
        padding: String, legend: Bool
    ) throws -> RenderOptions {
        var options = RenderOptions()
        if let scale {
            guard let value = Int(scale), Canvas.supportedScales.contains(Double(value)) else {
                throw ArgumentError(description: "invalid --scale '\(scale)' (expected 1, 2 or 3)")
            }
            options.scale = value
        }
        options.style = try word(style, RenderStyle.self, option: "--style")
        options.theme = try word(theme, RenderTheme.self, option: "--theme")
        options.overlays = try overlaySet(overlays)
        options.background = options.theme.pageBackground(for: options.style)
        if let background {
            switch ColorParser.parse(background) {
            case .success(let color): options.background = color.alpha == 0 ? nil : color
            case .failure(let failure): throw ArgumentError(description: "invalid --background: \(failure.message)")
            }
        }
        guard let points = Double(padding), points.isFinite, points >= 0, points <= 10_000 else {
            throw ArgumentError(description: "invalid --padding '\(padding)' (expected points between 0 and 10000)")
        }
        options.padding = points
        options.legend = legend
        return options
    }

    /// `--crop canvas|content`.
    package static func crop(_ text: String) throws -> RenderCrop {
        try word(text, RenderCrop.self, option: "--crop")
    }

    private static func word<T: RawRepresentable & CaseIterable>(_ text: String, _: T.Type, option: String) throws -> T
    where T.RawValue == String {
        if let value = T(rawValue: text.lowercased()) { return value }
        let words = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw ArgumentError(description: "invalid \(option) '\(text)' (expected one of: \(words))")
    }

    /// `--overlay a,b --overlay c`; `none` clears, `all` adds every overlay.
    package static func overlaySet(_ values: [String]) throws -> Set<RenderOverlay> {
        var set: Set<RenderOverlay> = []
        for value in values {
            for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                let name = part.trimmingSpacesAndTabs.lowercased()
                switch name {
                case "none": set.removeAll()
                case "all": set.formUnion(RenderOverlay.allCases)
                default:
                    guard let overlay = RenderOverlay(rawValue: name) else {
                        let words = (["none"] + RenderOverlay.allCases.map(\.rawValue) + ["all"]).joined(
                            separator: ", ")
                        throw ArgumentError(description: "invalid --overlay '\(part)' (expected one of: \(words))")
                    }
                    set.insert(overlay)
                }
            }
        }
        return set
    }

    /// Where each spec's image goes. `format` wins over an output's extension.
    package static func tasks(specs: [String], output: String?, format: String?) throws -> [RenderTask] {
        guard !specs.isEmpty else { throw ArgumentError(description: "no spec given (try: trellis render spec.yaml)") }
        let explicit: OutputFormat? = try format.map {
            guard let f = OutputFormat(rawValue: $0.lowercased()) else { throw RenderError.unknownFormat($0) }
            return f
        }
        if output == "-" {
            guard specs.count == 1 else {
                throw ArgumentError(description: "-o - writes one image to standard output; give one spec")
            }
            return [RenderTask(spec: specs[0], destination: .standardOutput, format: explicit ?? .png)]
        }
        var isDirectory = false
        let outputIsDirectory =
            output.map {
                $0.hasSuffix("/")
                    || (FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory)
            } ?? false
        if let output, !outputIsDirectory {
            guard specs.count == 1 else {
                throw ArgumentError(description: "with several specs, -o must name a directory (end it with /)")
            }
            return [RenderTask(spec: specs[0], destination: .file(output), format: try fileFormat(output, explicit))]
        }
        let chosen = explicit ?? .png
        let create = output.flatMap { FileManager.default.fileExists(atPath: $0) ? nil : $0 }
        var names: [String: String] = [:]
        return try specs.map { spec in
            let base = spec == "-" ? "stdin" : baseName(spec)
            let directory = output ?? (spec == "-" ? "" : PathText.directory(of: spec))
            let path = PathText.join(directory, base + "." + chosen.rawValue)
            let normalized = PathText.normalized(path)
            if let other = names[normalized] {
                throw ArgumentError(description: "\(other) and \(spec) would both be written to \(path)")
            }
            names[normalized] = spec
            return RenderTask(spec: spec, destination: .file(path), format: chosen, createsDirectory: create)
        }
    }

    /// The explicit format, else the extension's, else png for a name without an extension.
    private static func fileFormat(_ path: String, _ explicit: OutputFormat?) throws -> OutputFormat {
        if let explicit { return explicit }
        let ext = PathText.pathExtension(of: path)
        if ext.isEmpty { return .png }
        if let format = OutputFormat(rawValue: ext.lowercased()) { return format }
        throw RenderError.unknownFormat(ext)
    }

    /// `dir/card.yaml` → `card`.
    private static func baseName(_ spec: String) -> String {
        let name = PathText.lastComponent(of: spec)
        let stem = PathText.stem(of: name)
        return stem.isEmpty ? name : stem
    }
}
