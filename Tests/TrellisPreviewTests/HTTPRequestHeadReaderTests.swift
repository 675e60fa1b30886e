import Testing
import TrellisPreview

/// The preview's request-head reader on its own: the grammar, the limits, pipelining, and the work done
/// (each byte examined once, whatever the chunking).
struct HTTPRequestHeadReaderTests {
    func read(_ text: String, chunk: Int = .max, limits: HTTPHeadLimits = HTTPHeadLimits()) -> (
        heads: [HTTPRequestHead], refusal: HTTPRefusal?, reader: HTTPRequestHeadReader
    ) {
        var reader = HTTPRequestHeadReader(limits: limits)
        var heads: [HTTPRequestHead] = []
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + min(chunk, bytes.count - offset))
            reader.append(bytes[offset..<end])
            offset = end
            do throws(HTTPRefusal) {
                while let head = try reader.next() { heads.append(head) }
            } catch {
                return (heads, error, reader)
            }
        }
        return (heads, nil, reader)
    }

    @Test func readsRequestLineFieldsAndRoute() throws {
        let result = read(
            "GET /specs/0/model.json?theme=dark&device=iPhone%2015 HTTP/1.1\r\nHost:  localhost:7777 \r\nX-A:\r\n\r\n")
        let head = try #require(result.heads.first)
        #expect(head.method == "GET" && head.version == "HTTP/1.1")
        #expect(head.field("host") == "localhost:7777" && head.field("X-A") == "")
        let route = try #require(head.route)
        #expect(route.segments == ["specs", "0", "model.json"])
        #expect(route.query == ["theme": "dark", "device": "iPhone 15"])
        #expect(head.keepsAlive && !head.hasBody)
        #expect(HTTPRequestHead(method: "GET", target: "/", version: "HTTP/1.0", fields: []).keepsAlive == false)
    }

    @Test func pipelinedHeadsAndBareLineFeedsAreRead() {
        let result = read(
            "\r\nGET /a HTTP/1.1\nHost: x\n\nHEAD /b HTTP/1.0\r\nHost: y\r\nConnection: keep-alive\r\n\r\nGET /c",
            chunk: 7)
        #expect(result.heads.map(\.target) == ["/a", "/b"])
        #expect(result.heads[1].method == "HEAD" && result.heads[1].keepsAlive)
        #expect(result.refusal == nil && result.reader.buffered == 6 && result.reader.isInsideHead)
    }

    @Test func malformedHeadsAreRefused() {
        let cases: [(String, Int)] = [
            ("GET / HTTP/1.1 extra\r\n\r\n", 400), ("GET  / HTTP/1.1\r\n\r\n", 400), ("G(T / HTTP/1.1\r\n\r\n", 400),
            ("GET * HTTP/1.1\r\n\r\n", 400), ("GET /a\u{7F} HTTP/1.1\r\n\r\n", 400), ("GET / HTTP/3\r\n\r\n", 505),
            ("GET / FTP/1.1\r\n\r\n", 400), ("GET / HTTP/1.1\r\nNo colon\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nName : v\r\n\r\n", 400), ("GET / HTTP/1.1\r\n folded: v\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nA: b\u{1}c\r\n\r\n", 400), ("GET / HTTP/1.1\r\nA: b\rc\r\n\r\n", 400),
        ]
        for (text, status) in cases {
            #expect(read(text).refusal?.status == status, "\(text.debugDescription)")
        }
    }

    /// A head over a limit is refused once the bytes received cross it, however they are chunked, and
    /// the reader never holds much more than the limit.
    @Test func limitsAreCheckedAsBytesArrive() {
        let limits = HTTPHeadLimits(requestLineBytes: 1_000, fieldBytes: 2_000, fieldCount: 10)
        let longURL = "GET /" + String(repeating: "a", count: 256 << 10) + " HTTP/1.1\r\n\r\n"
        for chunk in [1, 100, 4_096, Int.max] {
            let url = read(longURL, chunk: chunk, limits: limits)
            #expect(url.refusal?.status == 414)
            #expect(url.reader.examinedBytes <= 1_000 + min(chunk, longURL.utf8.count), "chunk \(chunk)")
        }
        let longValue = "GET / HTTP/1.1\r\nX: " + String(repeating: "b", count: 256 << 10) + "\r\n\r\n"
        #expect(read(longValue, chunk: 512, limits: limits).refusal?.status == 431)
        let manyShort = "GET / HTTP/1.1\r\n" + String(repeating: "A: 1\r\n", count: 11) + "\r\n"
        #expect(read(manyShort, limits: limits).refusal?.status == 431)
        let atLimit = "GET / HTTP/1.1\r\n" + String(repeating: "A: 1\r\n", count: 10) + "\r\n"
        #expect(read(atLimit, limits: limits).heads.count == 1)
    }

    /// The work is linear: a head of n bytes fed one byte at a time examines n bytes (FlyingFox's reader
    /// grew a string per byte: 32 s of CPU for a 256 KiB URL).
    @Test func eachByteIsExaminedOnce() {
        let limits = HTTPHeadLimits(requestLineBytes: 300 << 10, fieldBytes: 300 << 10, fieldCount: 100)
        let head =
            "GET /" + String(repeating: "a", count: 256 << 10) + " HTTP/1.1\r\nHost: x\r\nX: "
            + String(repeating: "b", count: 256 << 10) + "\r\n\r\n"
        let result = read(head, chunk: 1, limits: limits)
        #expect(result.heads.count == 1 && result.refusal == nil)
        #expect(result.reader.examinedBytes == head.utf8.count)
    }

    /// 2,000 streams of one to three heads, a third of them broken somewhere, from a fixed seed: read one
    /// byte at a time, in chunks of 7 and whole, the reader gives the same heads and the same refusal,
    /// never examines a byte twice, and never buffers more than its limits and a chunk.
    @Test func whatIsReadDoesNotDependOnTheChunking() {
        // Knuth's MMIX linear congruential generator, high bits: the same streams on every run.
        var state: UInt64 = 48
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        func pick(_ options: [String]) -> String { options[Int(next() % UInt64(options.count))] }
        let breakers = [
            "%zz", " HTTP/2", "\r", "\n", " folded", ":", " ", "\t", "\u{1}", "\u{7F}", "é",
            String(repeating: "a", count: 300),
        ]
        /// A well-formed head, sometimes with a breaker inserted at a random place.
        func head() -> String {
            var text = pick(["GET ", "HEAD ", "POST "]) + pick(["/", "/specs/0", "/specs/0/model.json?theme=dark%41"])
            text += pick([" HTTP/1.1", " HTTP/1.0"]) + pick(["\r\n", "\n"])
            for _ in 0..<Int(next() % 10) {
                text += pick(["Host: localhost:7777", "X-A: b", "Connection: close", "Content-Length: 5", "Y:"])
                text += pick(["\r\n", "\n"])
            }
            text += pick(["\r\n", "\n"])
            if next() % 3 == 0 {
                let at = text.index(text.startIndex, offsetBy: Int(next() % UInt64(text.count)))
                text.insert(contentsOf: pick(breakers), at: at)
            }
            return text
        }
        let limits = HTTPHeadLimits(requestLineBytes: 256, fieldBytes: 512, fieldCount: 8)
        var refusals = 0, heads = 0
        for _ in 0..<2_000 {
            let text = (0...Int(next() % 3)).map { _ in head() }.joined()
            let whole = read(text, limits: limits)
            for chunk in [1, 7] {
                let cut = read(text, chunk: chunk, limits: limits)
                #expect(cut.heads == whole.heads && cut.refusal == whole.refusal, "\(text.debugDescription)")
                #expect(cut.reader.examinedBytes <= text.utf8.count)
                #expect(cut.reader.buffered <= limits.requestLineBytes + limits.fieldBytes + chunk)
            }
            heads += whole.heads.count
            refusals += whole.refusal == nil ? 0 : 1
        }
        // The pieces reach both outcomes often.
        #expect(heads > 1_000 && refusals > 300, "\(heads) heads, \(refusals) refusals")
    }
}
