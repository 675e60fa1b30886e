/// A Git LFS pointer checked out in place of a reference: a small text file starting
/// `version https://git-lfs.github.com/spec/v1`, left by a clone without `git lfs` or with LFS files
/// skipped. Found before the reference is compared, so the message says what it is and how to fetch it
/// rather than that a PNG can't be decoded.
public enum LFSPointer {
    static let signature = Array("version https://git-lfs.github.com/spec/v1".utf8)

    /// Whether `bytes` are an LFS pointer.
    public static func isPointer(_ bytes: [UInt8]) -> Bool {
        bytes.count >= signature.count && bytes.prefix(signature.count).elementsEqual(signature)
    }

    /// `git lfs pull --include=PATH`, quoted for a shell when it needs to be.
    public static func fetchCommand(for path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./+,@%".unicodeScalars.contains(scalar)
        }
        let argument = "--include=" + path
        return "git lfs pull " + (plain ? argument : "'" + argument.replacing("'", with: "'\\''") + "'")
    }

    /// The reason a pointer at `path` can't be used as a reference.
    static func reason(path: String) -> String {
        "it is a Git LFS pointer, not the reference itself; fetch it with: \(fetchCommand(for: path))"
    }
}
