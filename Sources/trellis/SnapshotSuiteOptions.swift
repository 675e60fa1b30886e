import ArgumentParser
import TrellisLayout
import TrellisSnapshot

/// What a snapshot suite is: the specs, where their references are, and the configurations each is
/// verified in. Shared by `trellis snapshot` and `trellis snapshot prune`, so both see the same snapshots.
struct SnapshotSuiteOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Spec files (YAML or JSON).", valueName: "spec"))
    var specs: [String] = []

    @Option(
        help: ArgumentHelp(
            "The folder of references (default: __snapshots__ next to each spec).",
            valueName: "dir"))
    var snapshots: String?

    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Snapshot on this device's screen instead of the spec's canvas; repeat for several.", valueName: "name"))
    var devices: [String] = []

    @Option(
        name: .customLong("matrix"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Verify in every combination: key=value,value with keys device, orientation, split, direction, type, "
                + "horizontalSizeClass, verticalSizeClass, theme and scale; repeat for several keys. Each combination "
                + "has its own references (card.iPhone-15.dark.2x.png).", valueName: "key=values"))
    var matrix: [String] = []

    /// `--device` and `--matrix` as one matrix of configurations.
    func configurations() throws -> SnapshotMatrix {
        let list = try devices.map { name in
            guard let device = Device.named(name) else {
                throw ValidationError(
                    "unknown --device '\(name)' (known: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
            return device
        }
        var configurations = SnapshotMatrix()
        do {
            for argument in matrix { try configurations.add(argument) }
            try configurations.add(devices: list)
        } catch {
            throw ValidationError(error.description)
        }
        if configurations.count * specs.count > 10_000 {
            throw ValidationError(
                "\(configurations.count) configurations × \(specs.count) specs is over 10,000 snapshots")
        }
        return configurations
    }

    /// Every spec × configuration once (a spec given twice is one spec), in the order given.
    func jobs() throws -> [SnapshotJob] {
        ShardPlan.unique(SnapshotJob.jobs(specs: specs, matrix: try configurations(), directory: snapshots))
    }

    /// A usage error when two specs would share references.
    func checkReferencesApart() throws {
        if let (first, second) = SnapshotJob.sharingReferences(try jobs()) {
            throw ValidationError(
                "\(first.specPath) and \(second.specPath) would share the references "
                    + "\(first.references.layoutPath) and \(first.references.imagePath): rename one, "
                    + "or verify them with different --snapshots folders")
        }
    }
}
