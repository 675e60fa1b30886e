import FoundationEssentials
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
        let folder: Result<ConfinedFolder?, SnapshotError>
        do {
            folder = .success(try ConfinedFolder.open(references.directory, create: false))
        } catch {
            folder = .failure(Self.asSnapshotError(error, path: references.directory))
        }
        var checks: [(Check, path: String, fileName: String, bytes: [UInt8])] = []
        if let report = taken.layoutReport {
            let bytes = Array(report.utf8)
            let expected = readReference(references.layoutFileName, in: folder, comparedSize: bytes.count)
            checks.append(
                (
                    checkLayout(report, expected, references.layoutPath, &outcome), references.layoutPath,
                    references.layoutFileName, bytes
                ))
        }
        if let png = taken.png {
            let expected = readReference(references.imageFileName, in: folder, comparedSize: png.count)
            checks.append(
                (
                    checkImage(png, expected, references.imagePath, &outcome), references.imagePath,
                    references.imageFileName, png
                ))
        }
        // What to write: into the references folder only, never through a link (`ConfinedFolder`).
        var writeFailed = false
        var target: ConfinedFolder?
        for (check, path, fileName, bytes) in checks where shouldWrite(check) {
            do {
                if target == nil { target = try ConfinedFolder.open(references.directory, create: true) }
                try target?.write(bytes, named: fileName)
                outcome.recordedPaths.append(path)
            } catch {
                writeFailed = true
                outcome.note(Self.asSnapshotError(error, path: path).description)
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
                let absent = (try? folder.get()) == nil
                let folder = absent ? " (the folder \(references.directory) does not exist)" : ""
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

    /// The reference's bytes, nil when it is missing, or the error that makes it unreadable.
    private func readReference(
        _ fileName: String, in folder: Result<ConfinedFolder?, SnapshotError>, comparedSize: Int
    ) -> Result<[UInt8]?, SnapshotError> {
        switch folder {
        case .failure(let error):
            return .failure(error)
        case .success(nil):
            return .success(nil)
        case .success(let folder?):
            do {
                let bytes = try ReferenceFile.read(fileName, in: folder, comparedSize: comparedSize)
                if let bytes, LFSPointer.isPointer(bytes) {
                    let path = folder.joined(fileName)
                    return .failure(.unreadableReference(path: path, reason: LFSPointer.reason(path: path)))
                }
                return .success(bytes)
            } catch {
                return .failure(Self.asSnapshotError(error, path: folder.joined(fileName)))
            }
        }
    }

    private func checkLayout(
        _ actual: String, _ reference: Result<[UInt8]?, SnapshotError>, _ path: String,
        _ outcome: inout SnapshotOutcome
    ) -> Check {
        outcome.actualLayout = actual
        let data: [UInt8]
        switch reference {
        case .success(nil): return .missing
        case .success(let bytes?): data = bytes
        case .failure(let error):
            outcome.note(error.description)
            return .unreadable
        }
        guard let expected = String(validating: data, as: UTF8.self) else {
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

    private func checkImage(
        _ actual: [UInt8], _ reference: Result<[UInt8]?, SnapshotError>, _ path: String,
        _ outcome: inout SnapshotOutcome
    ) -> Check {
        outcome.actualPNG = actual
        let expected: [UInt8]
        switch reference {
        case .success(nil): return .missing
        case .success(let bytes?): expected = bytes
        case .failure(let error):
            outcome.note(error.description)
            return .unreadable
        }
        if expected == actual {
            outcome.expectedPNG = expected
            return .matched
        }
        // A reference whose header gives another size fails on the header alone: a reference is decoded only
        // at the snapshot's own size, so its pixels never take more memory than the snapshot's.
        if let expectedSize = try? PNGSize.pixelSize(of: expected), let actualSize = try? PNGSize.pixelSize(of: actual),
            expectedSize != actualSize
        {
            outcome.expectedPNG = expected
            outcome.messages.append(Self.sizeDiffers(path, expectedSize, actualSize))
            return .mismatched
        }
        // The reference is as large as the snapshot here (or its header is unreadable, which the decoder
        // reports): it is decoded under the image pixel limit, or the snapshot's own size if that is larger.
        let actualPixels = (try? PNGSize.pixelSize(of: actual)).map { $0.width * $0.height } ?? 0
        let pixelLimit = max(ResourceLimits.standard.imagePixels, actualPixels)
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
                Self.sizeDiffers(
                    path, (expectedImage.width, expectedImage.height), (actualImage.width, actualImage.height)))
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

    private static func sizeDiffers(
        _ path: String, _ expected: (width: Int, height: Int), _ actual: (width: Int, height: Int)
    ) -> String {
        "image size differs from \(path): \(expected.width)×\(expected.height) px → \(actual.width)×\(actual.height) px"
    }

    /// Every error here is a `SnapshotError` already; anything else is named with the path it concerns.
    private static func asSnapshotError(_ error: Error, path: String) -> SnapshotError {
        if let error = error as? SnapshotError { return error }
        return .writeFailed(path: path, reason: "\(error)")
    }
}
