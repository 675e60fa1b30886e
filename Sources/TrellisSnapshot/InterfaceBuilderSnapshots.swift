import TrellisInterfaceBuilder
import TrellisLayout
import TrellisSpec

/// `trellis snapshot FILE.xib|FILE.storyboard`: one snapshot per case of the document, its references
/// named after the document and the case (`Main.Settings-SwitchCell.layout.txt`).
extension SnapshotJob {
    /// The jobs of an Interface Builder document: one per case and configuration. A document that can't
    /// be read is one job whose verification reports the error.
    static func interfaceBuilderJobs(_ path: String, matrix: SnapshotMatrix, directory: String?) -> [SnapshotJob] {
        guard let document = try? InterfaceBuilderReader.read(contentsOf: path), !document.cases.isEmpty else {
            return matrix.combinations.map { configuration in
                SnapshotJob(
                    specPath: path, configuration: configuration,
                    references: .forSpec(atPath: path, directory: directory, suffix: configuration.suffix),
                    name: configuration.isEmpty ? path : "\(path) [\(configuration.caption)]")
            }
        }
        return document.cases.flatMap { ibCase in
            let caseSuffix = SnapshotReferences.slug(
                String(ibCase.name.split(separator: "#", maxSplits: 1).last ?? ""), keeping: ["_"])
            return matrix.combinations.map { configuration in
                var job = SnapshotJob(
                    specPath: path, configuration: configuration,
                    references: .forSpec(
                        atPath: path, directory: directory,
                        suffix: ([caseSuffix] + (configuration.suffix.map { [$0] } ?? [])).joined(separator: ".")),
                    name: configuration.isEmpty ? ibCase.name : "\(ibCase.name) [\(configuration.caption)]")
                job.documentCase = ibCase.name
                return job
            }
        }
    }
}

extension SnapshotSubject {
    /// The case named `caseName` of the Interface Builder document at `path`, read for `device` and
    /// `orientation` as `trellis layout --device` reads it (nil: the document's own screen): a document's
    /// frames are computed for one screen, so another one is a reading of the document, not a new canvas
    /// under the case.
    static func interfaceBuilderCase(
        atPath path: String, named caseName: String, device: Device? = nil, orientation: DeviceOrientation? = nil,
        fonts: [String] = []
    ) throws -> SnapshotSubject {
        let source = try SpecSource.load(path: path)
        var environment = InterfaceBuilderEnvironment(device: device?.name, orientation: orientation)
        environment.fontFiles = fonts
        let document = try InterfaceBuilderReader.read(source: source, environment: environment)
        guard let ibCase = document.cases.first(where: { $0.name == caseName }) else {
            throw SpecError("\(path): the document no longer has the case '\(caseName)'")
        }
        guard let layout = ibCase.document else {
            throw ibCase.error ?? SpecError("\(path): '\(caseName)' can't be laid out")
        }
        return SnapshotSubject(name: caseName, document: layout, source: source)
    }
}
