import TrellisPreview

extension FuzzTarget {
    /// Mode `0x07`: the rest of the input is bytes a client sends to `trellis preview`, read by its request-
    /// head reader twice — cut into chunks whose sizes the input's first byte chooses, and whole — with small
    /// limits so that the fuzzer reaches them. Every head read is routed and its `Host` checked as the
    /// server does.
    ///
    /// Invariants (a violation traps, so the fuzzer reports it): the reader looks at each byte at most once;
    /// it buffers no more than its limits and one chunk; the heads and the refusal don't depend on how the
    /// bytes were cut; a refusal is one of the statuses the server sends.
    static func httpRequestHeads(_ input: [UInt8]) {
        guard let first = input.first else { return }
        let bytes = Array(input.dropFirst())
        let chunk = Int(first % 64) + 1
        let limits = HTTPHeadLimits(requestLineBytes: 256, fieldBytes: 512, fieldCount: 8)
        let cut = readHeads(bytes, chunk: chunk, limits: limits)
        let whole = readHeads(bytes, chunk: max(1, bytes.count), limits: limits)
        if cut.heads != whole.heads || cut.refusal != whole.refusal {
            fatalError("the heads read depend on the chunking: \(cut) vs \(whole)") // a finding
        }
        let allowList = HostAllowList(boundHost: "127.0.0.1", extra: ["preview.test"])
        for head in cut.heads {
            _ = head.route
            _ = head.keepsAlive
            if let host = head.field("Host") { _ = allowList.allowsHost(host, port: 7777) }
            if let origin = head.field("Origin") { _ = allowList.allowsOrigin(origin, port: 7777) }
        }
    }

    private static func readHeads(
        _ bytes: [UInt8], chunk: Int, limits: HTTPHeadLimits
    ) -> (heads: [HTTPRequestHead], refusal: HTTPRefusal?) {
        var reader = HTTPRequestHeadReader(limits: limits)
        var heads: [HTTPRequestHead] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + chunk)
            reader.append(bytes[offset..<end])
            offset = end
            do throws(HTTPRefusal) {
                while let head = try reader.next() { heads.append(head) }
            } catch {
                if ![400, 414, 431, 505].contains(error.status) { fatalError("unexpected refusal \(error)") }
                return (heads, error)
            }
            if reader.examinedBytes > offset {
                fatalError("a byte examined twice: \(reader.examinedBytes) > \(offset)")
            }
            if reader.buffered > limits.requestLineBytes + limits.fieldBytes + chunk {
                fatalError("\(reader.buffered) bytes buffered under limits \(limits)") // a finding
            }
        }
        return (heads, nil)
    }
}
