import FoundationEssentials
import TrellisLayout

#if canImport(Glibc)
    import Glibc
#endif

/// References no snapshot produces any more — left behind by a renamed or deleted spec, or a configuration
/// dropped from the matrix — found in the folders the suite's references live in, and removed.
///
/// Only what is certainly an orphan is removed: a regular file named like a reference (`*.layout.txt`,
/// `*.png`) that no snapshot of the suite uses, and whose name doesn't start with the name of a spec that
/// sits beside the folder (or beside a given spec) but wasn't given — that spec's references are kept,
/// since the suite given may be only part of what uses the folder. Every other file, a symbolic link, a
/// folder or anything else is left alone and listed. Removal goes through the folder's descriptor
/// (`ConfinedFolder`), so a folder replaced by a link can't send it elsewhere.
public struct ReferencePrune: Sendable {
    public struct Finding: Sendable, Hashable {
        public var path: String
        public var reason: String
    }

    /// Reference files no snapshot produces: removed by `remove()`.
    public private(set) var orphans: [String] = []
    /// Reference-like files kept, with why (a spec not given uses the name; not a regular file).
    public private(set) var kept: [Finding] = []
    /// Files in the folders that aren't references at all, left alone.
    public private(set) var otherFiles: [String] = []
    /// References in use that are Git LFS pointers, with the command that fetches each.
    public private(set) var lfsPointers: [Finding] = []
    /// Folders and names, for `remove()`.
    private var removals: [(folder: String, name: String)] = []

    /// Looks through the folders of `references` (every snapshot of the suite), given the spec paths of the
    /// suite (to tell which specs beside a folder weren't given).
    public init(references: [SnapshotReferences], specPaths: [String]) throws {
        var used: [String: Set<String>] = [:]
        for reference in references {
            let folder = PathText.normalized(reference.directory)
            used[folder, default: []].formUnion([reference.layoutFileName, reference.imageFileName])
        }
        let given = Set(specPaths.map(PathText.normalized))
        let specFolders = Set(specPaths.map { PathText.normalized(PathText.directory(of: $0)) })
        for (folderPath, names) in used.sorted(by: { $0.key < $1.key }) {
            guard let folder = try ConfinedFolder.open(folderPath, create: false) else { continue }
            let parent = PathText.normalized(PathText.directory(of: folderPath))
            let guarded = Self.specStems(in: specFolders.union([parent]), except: given)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folderPath))?.sorted() ?? []
            for name in entries {
                let path = folder.joined(name)
                let kind = Self.kind(of: name, in: folder)
                let isReference = name.hasSuffix(".layout.txt") || name.hasSuffix(".png")
                if names.contains(name) {
                    if kind == .regular, Self.startsLikePointer(name, in: folder) {
                        lfsPointers.append(Finding(path: path, reason: LFSPointer.fetchCommand(for: path)))
                    }
                    continue
                }
                guard isReference else {
                    otherFiles.append(path)
                    continue
                }
                if kind != .regular {
                    kept.append(Finding(path: path, reason: "it is \(kind.phrase), not a regular file"))
                } else if let spec = guarded.first(where: { name.hasPrefix($0.stem + ".") }) {
                    kept.append(Finding(path: path, reason: "\(spec.path) wasn't given and may use it"))
                } else {
                    orphans.append(path)
                    removals.append((folderPath, name))
                }
            }
        }
    }

    /// Removes every orphan; returns the paths removed. Each is checked again just before: still a regular
    /// file, not in use (the same checks as the listing).
    @discardableResult
    public func remove() throws -> [String] {
        var removed: [String] = []
        for (folderPath, name) in removals {
            guard let folder = try ConfinedFolder.open(folderPath, create: false),
                Self.kind(of: name, in: folder) == .regular
            else { continue }
            guard unlinkat(folder.folderDescriptor, name, 0) == 0 else {
                throw SnapshotError.writeFailed(
                    path: folder.joined(name), reason: "cannot remove it: " + ConfinedFolder.systemReason(errno))
            }
            removed.append(folder.joined(name))
        }
        return removed
    }

    /// The specs (YAML or JSON) in `folders` that weren't given: their stems guard reference names.
    private static func specStems(in folders: Set<String>, except given: Set<String>) -> [(stem: String, path: String)]
    {
        var out: [(String, String)] = []
        for folder in folders.sorted() {
            let listed = folder.isEmpty ? "." : folder
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: listed)) ?? []).sorted() {
                let lower = name.lowercased()
                guard [".yaml", ".yml", ".json"].contains(where: { lower.hasSuffix($0) }) else { continue }
                let path = PathText.normalized(PathText.join(folder, name))
                if !given.contains(path) { out.append((SnapshotSubject.baseName(name), path)) }
            }
        }
        // The longest stem first, so `card.v2` is named rather than `card`.
        return out.sorted { $0.0.count > $1.0.count }
    }

    private static func kind(of name: String, in folder: ConfinedFolder) -> FileKind {
        var info = stat()
        guard fstatat(folder.folderDescriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .unknown }
        return FileKind(mode: info.st_mode)
    }

    /// Whether the regular file `name` starts with the LFS pointer signature (its first bytes only).
    private static func startsLikePointer(_ name: String, in folder: ConfinedFolder) -> Bool {
        let fd = openat(folder.folderDescriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: LFSPointer.signature.count)
        let count = head.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        return count == head.count && LFSPointer.isPointer(head)
    }
}
