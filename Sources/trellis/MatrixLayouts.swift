import FoundationEssentials
import TrellisLayout
import TrellisReport
import TrellisSpec
import TrellisText

/// `--matrix key=v1,v2 …` for `trellis layout` and `trellis render`: the spec laid out in every combination
/// (`ConfigurationMatrix`), or a clear error and exit status 1 (nothing written).
enum MatrixLayouts {
    struct Result {
        var source: SpecSource
        var matrix: ConfigurationMatrix
        var layouts: [(configuration: LayoutConfiguration, layout: SolvedLayout)]
        /// Columns for a contact sheet: one row per value of the first dimension (with two or more
        /// dimensions), the combinations of the others across.
        var columns: Int {
            guard matrix.dimensions.count > 1, let first = matrix.dimensions.first else { return matrix.count }
            return matrix.count / first.values.count
        }
    }

    static func matrix(_ arguments: [String], force: Bool) -> ConfigurationMatrix {
        var matrix = ConfigurationMatrix()
        do {
            for argument in arguments { try matrix.add(argument) }
        } catch {
            SpecLayout.fail("error: \(error)")
        }
        if matrix.count > ConfigurationMatrix.confirmationLimit && !force {
            SpecLayout.fail(
                "error: --matrix makes \(matrix.count) combinations (over \(ConfigurationMatrix.confirmationLimit)); "
                    + "add --force to lay them all out")
        }
        return matrix
    }

    /// `textDetail`: `.metrics` when the layouts are only reported, `.glyphs` to render them.
    static func solve(
        _ path: String, matrix: ConfigurationMatrix, textDetail: TextDetail = .glyphs,
        limits: ResourceLimits = .standard, fonts: [String] = []
    ) -> Result {
        var source: SpecSource?
        var current: LayoutConfiguration?
        do {
            let loaded = try SpecSource.load(path: path, limits: limits)
            source = loaded
            let document = try SpecReader.read(source: loaded, limits: limits, fonts: fonts)
            let engine = LayoutEngine(textEngine: try TextEngine.bundled(), textDetail: textDetail)
            var layouts: [(LayoutConfiguration, SolvedLayout)] = []
            for configuration in matrix.combinations {
                current = configuration
                layouts.append((configuration, try engine.solve(document, in: configuration)))
            }
            return Result(source: loaded, matrix: matrix, layouts: layouts)
        } catch let error as SpecError {
            SpecLayout.fail(error.description)
        } catch let error as LayoutError {
            let lines = error.diagnostics.map { diagnostic in
                source.map { DiagnosticFormat.format(diagnostic, source: $0) } ?? "error: \(diagnostic.message)"
            }
            let prefix = current.map { "in configuration \($0.caption):\n" } ?? ""
            SpecLayout.fail(prefix + lines.joined(separator: "\n"))
        } catch {
            let place = current.map { " (configuration \($0.caption))" } ?? ""
            SpecLayout.fail("error: \(error)\(place)")
        }
    }
}
