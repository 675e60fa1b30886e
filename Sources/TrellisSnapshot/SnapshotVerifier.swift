import FoundationEssentials
import TrellisFiles
import TrellisLayout
import TrellisRender

/// Compares a taken snapshot with its references and writes references as the record mode says.
///
/// The layout report must match exactly (it is the primary, font-independent signal); the image matches
/// when its PNG bytes are identical or, after decoding, when `ImageTolerance` accepts the pixel differences.
/// Every file is written whole or not at all (`AtomicFile`).
public struct SnapshotVerifier: Sendable {
    public var record: RecordMode
    public var tolerance: ImageTolerance

    public init(record: RecordMode, tolerance: ImageTolerance = .strict) {
        self.record = record
        self.tolerance = tolerance
    }

    /// How one artefact compared with its reference.
    enum Check {
        case matched
        case missing
        case mismatched
        case unreadable
    }

    public func verify(_ taken: TakenSnapshot, references: SnapshotReferences, name: String) -> SnapshotOutcome {
        var outcome = SnapshotOutcome(name: name, status: .passed, references: references)
        var checks: [(Check, path: String, bytes: [UInt8])] = []
        if let report = taken.layoutReport {
            checks.append(
                (checkLayout(report, references.layoutPath, &outcome), references.layoutPath, Array(report.utf8)))
        }
        if let png = taken.png {
            checks.append((checkImage(png, references.imagePath, &outcome), references.imagePath, png))
        }
        // What to write.
        var writeFailed = false
        for (check, path, bytes) in checks where shouldWrite(check) {
            do {
                try FileManager.default.createDirectory(atPath: references.directory, withIntermediateDirectories: true)
                try AtomicFile.write(bytes, to: path)
                outcome.recordedPaths.append(path)
            } catch {
                writeFailed = true
                outcome.messages.append("cannot write \(path): \(reason(error))")
            }
        }
        let kinds = checks.map(\.0)
        let missing = checks.filter { $0.0 == .missing }.map(\.path)
        if kinds.contains(.mismatched) || kinds.contains(.unreadable) || writeFailed {
            outcome.status = .failed
            if !outcome.recordedPaths.isEmpty {
                outcome.messages.append(
                    "re-recorded \(outcome.recordedPaths.joined(separator: ", ")); re-run to verify")
            }
        } else if !missing.isEmpty {
            if outcome.recordedPaths.isEmpty {
                outcome.status = .failed
                let folder =
                    FileManager.default.fileExists(atPath: references.directory)
                    ? "" : " (the folder \(references.directory) does not exist)"
                outcome.messages.append(
                    "no reference \(missing.joined(separator: ", "))\(folder); "
                        + "not recorded because the record mode is '\(record.rawValue)'")
            } else {
                outcome.status = .recorded
                outcome.messages.append(
                    "recorded \(outcome.recordedPaths.joined(separator: ", ")) "
                        + "(no reference existed); re-run to verify")
            }
        } else if record == .all {
            outcome.status = .recorded
            outcome.messages.append(
                "recorded \(outcome.recordedPaths.joined(separator: ", ")) "
                    + "(record mode 'all'); re-run to verify")
        }
        return outcome
    }

    private func shouldWrite(_ check: Check) -> Bool {
        switch record {
        case .all: return true
        case .failed: return check != .matched
        case .missing: return check == .missing
        case .never: return false
        }
    }

    // MARK: Layout

    private func checkLayout(_ actual: String, _ path: String, _ outcome: inout SnapshotOutcome) -> Check {
        outcome.actualLayout = actual
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        let data: [UInt8]
        do throws(InputFileError) {
            data = try InputFile(path: path).readAll(limit: Self.layoutReferenceBytes)
        } catch {
            outcome.messages.append(
                SnapshotError.unreadableReference(path: path, reason: error.description).description)
            return .unreadable
        }
        guard let expected = String(data: Data(data), encoding: .utf8) else {
            outcome.messages.append(SnapshotError.unreadableReference(path: path, reason: "not UTF-8 text").description)
            return .unreadable
        }
        outcome.expectedLayout = expected
        if expected == actual { return .matched }
        outcome.layoutChanges = LayoutDiff.changes(expected: expected, actual: actual)
        outcome.layoutDiff = LayoutDiff.unified(
            expected: expected, actual: actual, expectedName: path,
            actualName: "actual")
        outcome.messages.append("layout differs from \(path):")
        outcome.messages += outcome.layoutChanges.map { "  " + $0 }
        return .mismatched
    }

    // MARK: Image

    private func checkImage(_ actual: [UInt8], _ path: String, _ outcome: inout SnapshotOutcome) -> Check {
        outcome.actualPNG = actual
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        // The reference is read boundedly (a regular file, its header checked first) and decoded only when
        // its header gives the rendered image's size: a reference as large as the image is always read, a
        // larger one only under the image pixel limit, and one of another size is a mismatch undecoded.
        let actualSize = try? PNGSize.pixelSize(of: actual)
        let pixelLimit = max(ResourceLimits.standard.imagePixels, actualSize.map { $0.width * $0.height } ?? 0)
        let expected: [UInt8]
        do throws(PNGFile.Failure) {
            let reference = try PNGFile(path: path)
            if let actualSize, actualSize != (reference.width, reference.height) {
                outcome.expectedPNG = try? reference.bytes(pixelLimit: pixelLimit)
                outcome.messages.append(
                    "image size differs from \(path): \(reference.width)×\(reference.height) px "
                        + "→ \(actualSize.width)×\(actualSize.height) px")
                return .mismatched
            }
            expected = try reference.bytes(pixelLimit: pixelLimit)
        } catch {
            outcome.messages.append(
                SnapshotError.unreadableReference(path: path, reason: "not a readable PNG (\(error))").description)
            return .unreadable
        }
        if expected == actual {
            outcome.expectedPNG = expected
            return .matched
        }
        // Both decoded at once, one per core.
        let decoded = PNGPair.decode(expected, actual, pixelLimit: pixelLimit)
        let expectedImage: RasterImage
        switch decoded.expected {
        case .success(let image): expectedImage = image
        case .failure(let error):
            outcome.messages.append(
                SnapshotError.unreadableReference(
                    path: path, reason: "not a readable PNG (\(error))"
                ).description)
            return .unreadable
        }
        outcome.expectedPNG = expected
        guard case .success(let actualImage) = decoded.actual else {
            outcome.messages.append("the rendered image could not be decoded")
            return .unreadable
        }
        guard expectedImage.width == actualImage.width, expectedImage.height == actualImage.height else {
            outcome.messages.append(
                "image size differs from \(path): \(expectedImage.width)×\(expectedImage.height) px "
                    + "→ \(actualImage.width)×\(actualImage.height) px")
            return .mismatched
        }
        var difference = ImageComparison.compare(
            expected: expectedImage, actual: actualImage,
            threshold: tolerance.threshold,
            includeAntiAliasing: tolerance.includeAntiAliasing)
        if tolerance.accepts(differentPixels: difference.differentPixels, totalPixels: difference.totalPixels) {
            difference.diffImage = nil
            outcome.imageDifference = difference
            return .matched
        }
        outcome.diffPNG = difference.diffImage.map(PNGEncoder.encode)
        difference.diffImage = nil
        outcome.imageDifference = difference
        var line =
            "image differs from \(path): \(difference.differentPixels) pixels "
            + "(\(Percent.text(difference.differentRatio))) over the threshold"
        if difference.antiAliasedPixels > 0 { line += ", \(difference.antiAliasedPixels) anti-aliased ignored" }
        line += "; allowed: \(tolerance.summary)"
        outcome.messages.append(line)
        return .mismatched
    }

    /// The largest layout reference read: a report of the most views a spec may have is a few megabytes.
    static let layoutReferenceBytes = 64 << 20

    private func reason(_ error: Error) -> String {
        if case RenderError.writeFailed(_, let reason) = error { return reason }
        return "\(error)"
    }
}
