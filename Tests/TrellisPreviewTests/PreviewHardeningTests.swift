import Foundation
import Testing
import TrellisPreview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The preview server against a careless or hostile client (issue 48): concurrent variants, foreign Host
/// and Origin names, oversized and slow heads, idle and surplus connections, a spec that blocks.
@Suite(.serialized, .timeLimit(.minutes(2))) struct PreviewHardeningTests {
    func get(_ path: String, host: String, extra: String = "", method: String = "GET") -> String {
        "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\n\(extra)Connection: close\r\n\r\n"
    }

    /// A column of `count` labels: long enough to lay out that concurrent requests overlap its computation.
    static func labelColumn(_ count: Int, gap: Int = 4) -> String {
        var text = "canvas: {width: 320, height: \(count * 30)}\nviews:\n"
        for i in 0..<count {
            let top = i == 0 ? "superview.top + \(gap)" : "l\(i - 1).bottom + \(gap)"
            text += "  l\(i):\n    kind: label\n    text: Label number \(i)\n"
            text += "    constraints: [leading == superview.leading + 16, top == \(top)]\n"
        }
        return text
    }

    /// Two tabs asking for one spec in two themes at once made the spec's actor spin on a finished
    /// render forever (200 labels: both requests unanswered after 20 s, 3 runs of 3, a core busy). Now each
    /// variant is computed once, its requests share it, and `/` is never behind.
    @Test func concurrentVariantsAreComputedOnceEachAndShared() async throws {
        let fixture = try await PreviewFixture(specs: [Self.labelColumn(200)])
        async let light1 = fixture.request("/specs/0/model.json?theme=light")
        async let dark1 = fixture.request("/specs/0/model.json?theme=dark")
        async let light2 = fixture.request("/specs/0/model.json?theme=light")
        async let dark2 = fixture.request("/specs/0/model.json?theme=dark")
        async let page = fixture.request("/")
        let answers = try await [light1, dark1, light2, dark2, page]
        #expect(answers.map(\.status) == [200, 200, 200, 200, 200])
        #expect(answers[0].body == answers[2].body && answers[1].body == answers[3].body)
        #expect(answers[0].body != answers[1].body, "the themes draw differently")
        #expect(await fixture.server.renderStarts(ofSpec: 0) == 2)
        // After a save, with both variants cached: again one computation each.
        try fixture.save(Self.labelColumn(200, gap: 6))
        try await waitForVersion(fixture, 2)
        async let light3 = fixture.model(query: "?theme=light")
        async let dark3 = fixture.model(query: "?theme=dark")
        async let light4 = fixture.model(query: "?theme=light")
        let models = try await [light3, dark3, light4]
        #expect(models.map { $0["version"] as? Int } == [2, 2, 2])
        // The second label moved down by the two gaps' growth.
        let before = try #require(
            try JSONSerialization.jsonObject(with: Data(answers[0].body.utf8)) as? [String: Any])
        let y = try #require(frame(before, "l1")?["y"])
        #expect(models.map { frame($0, "l1")?["y"] } == [y + 4, y + 4, y + 4])
        #expect(await fixture.server.renderStarts(ofSpec: 0) == 4)
        #expect(await fixture.server.renderCount(ofSpec: 0) == 4)
        await fixture.stop()
    }

    /// DNS rebinding: a page of any site can point its name at 127.0.0.1, but its requests then carry
    /// that name, which is refused.
    @Test func onlyAllowedHostsAndOriginsAreAnswered() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec], allowedHosts: ["preview.test"])
        let port = fixture.raw.port
        let foreign = await fixture.raw.exchange(get("/specs/0/model.json", host: "evil.example:\(port)"))
        #expect(foreign.status == 403)
        #expect(!foreign.text.contains("svg") && !foreign.text.contains("title"), "nothing of the spec leaks")
        for host in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)", "LOCALHOST", "preview.test:\(port)"] {
            #expect(await fixture.raw.exchange(get("/", host: host)).status == 200, "\(host)")
        }
        for host in ["127.0.0.1:\(port &+ 1)", "localhost.evil.example", "127.0.0.1.nip.io:\(port)", "[::1"] {
            #expect(await fixture.raw.exchange(get("/", host: host)).status == 403, "\(host)")
        }
        let noHost = await fixture.raw.exchange("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(noHost.status == 400)
        let twoHosts = await fixture.raw.exchange(
            "GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        #expect(twoHosts.status == 400)
        let host = "127.0.0.1:\(port)"
        let foreignOrigin = await fixture.raw.exchange(get("/", host: host, extra: "Origin: http://evil.example\r\n"))
        #expect(foreignOrigin.status == 403)
        let nullOrigin = await fixture.raw.exchange(get("/", host: host, extra: "Origin: null\r\n"))
        #expect(nullOrigin.status == 403)
        let ownOrigin = await fixture.raw.exchange(
            get("/", host: host, extra: "Origin: http://localhost:\(port)\r\n"))
        #expect(ownOrigin.status == 200)
        await fixture.stop()
    }

    /// A 256 KiB URL or header took 32 s of CPU to parse. Now the head is refused as soon as it crosses
    /// its limit, and the server goes on answering.
    @Test func oversizedHeadsAreRefusedAtTheirLimit() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec])
        let host = "127.0.0.1:\(fixture.raw.port)"
        let longURL = "/" + String(repeating: "a", count: 256 << 10)
        let url = await fixture.raw.exchange(get(longURL, host: host))
        #expect(url.status == 414 && url.closedByServer)
        #expect(url.elapsed < .seconds(5), "refused in \(url.elapsed)")
        let longValue = await fixture.raw.exchange(
            get("/", host: host, extra: "X-Long: " + String(repeating: "b", count: 256 << 10) + "\r\n"))
        #expect(longValue.status == 431 && longValue.elapsed < .seconds(5))
        let manyFields = (0..<500).map { "X-\($0): 1\r\n" }.joined()
        #expect(await fixture.raw.exchange(get("/", host: host, extra: manyFields)).status == 431)
        #expect(await fixture.raw.exchange("GET / HTTP/2.0\r\nHost: \(host)\r\n\r\n").status == 505)
        #expect(await fixture.raw.exchange("GET /\r\n\r\n").status == 400)
        #expect(await fixture.raw.exchange("GET http://x/ HTTP/1.1\r\nHost: \(host)\r\n\r\n").status == 400)
        #expect(await fixture.raw.exchange(get("/", host: host, extra: " folded\r\n")).status == 400)
        #expect(await fixture.raw.exchange(get("/%zz", host: host)).status == 400)
        // Two 1 MiB URLs at once, the clients hanging up: the server still answers.
        let huge = Array(("GET /" + String(repeating: "c", count: 1 << 20)).utf8)
        async let first = fixture.raw.exchange(huge, finish: true)
        async let second = fixture.raw.exchange(huge, finish: true)
        _ = await (first, second)
        let after = try await fixture.request("/")
        #expect(after.status == 200)
        #expect(fixture.server.statistics.refusedHeads == 9)
        await fixture.stop()
    }

    /// `HEAD` gets the fields a `GET` gets, with no body.
    @Test func headAnswersWithoutABody() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec])
        let host = "127.0.0.1:\(fixture.raw.port)"
        let get = await fixture.raw.exchange(self.get("/specs/0/model.json", host: host))
        let head = await fixture.raw.exchange(self.get("/specs/0/model.json", host: host, method: "HEAD"))
        #expect(get.status == 200 && head.status == 200)
        #expect(head.body.isEmpty && !get.body.isEmpty)
        #expect(head.text.contains("Content-Length: \(get.body.count)\r\n"))
        #expect(await fixture.raw.exchange(self.get("/", host: host, method: "POST")).status == 405)
        await fixture.stop()
    }

    /// A client that sends half a head and stops gets 408 after the header time-out; one that sends nothing
    /// is closed after the idle time-out; both free their descriptors.
    @Test func slowAndIdleConnectionsAreTimedOut() async throws {
        let limits = HTTPConnectionLimits(headerTimeout: .milliseconds(300), idleTimeout: .milliseconds(300))
        let fixture = try await PreviewFixture(specs: [cardSpec], limits: limits)
        let slow = await fixture.raw.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        #expect(slow.status == 408 && slow.closedByServer)
        #expect(slow.elapsed >= .milliseconds(300) && slow.elapsed < .seconds(5))
        let idle = await fixture.raw.exchange("")
        #expect(idle.bytes.isEmpty && idle.closedByServer && idle.elapsed < .seconds(5))
        // A kept-alive connection is closed once idle too.
        let kept = await fixture.raw.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(kept.status == 200 && kept.closedByServer)
        await fixture.stop()
    }

    /// More clients than the cap: the surplus waits in the backlog and is served as connections close
    /// (idle ones at their time-out); the server never holds more than the cap.
    @Test func connectionsBeyondTheCapWaitTheirTurn() async throws {
        let limits = HTTPConnectionLimits(idleTimeout: .milliseconds(500), maxConnections: 4)
        let fixture = try await PreviewFixture(specs: [cardSpec], limits: limits)
        let idle = (0..<12).compactMap { _ in fixture.raw.openIdle() }
        #expect(idle.count == 12)
        let answer = try await fixture.request("/")
        #expect(answer.status == 200)
        let statistics = fixture.server.statistics
        #expect(statistics.maxConnections == 4 && statistics.openConnections <= 4)
        for fd in idle { close(fd) }
        await fixture.stop()
    }

    /// The models kept are bounded by bytes: asking for many variants drops the least recently used.
    @Test func theModelCacheIsBoundedByBytes() async throws {
        let probe = try await PreviewFixture(specs: [cardSpec])
        _ = try await probe.model()
        let oneModel = probe.server.statistics.cachedModelBytes
        await probe.stop()
        #expect(oneModel > 1_000)
        let fixture = try await PreviewFixture(specs: [cardSpec], modelCacheBytes: oneModel * 5 / 2)
        let devices = ["iPhone%20SE%20(3rd%20generation)", "iPhone%2015", "iPhone%2015%20Pro%20Max", "iPad%20mini"]
        for device in devices { _ = try await fixture.model(query: "?device=\(device)") }
        let statistics = fixture.server.statistics
        #expect(statistics.cachedModels == 2 && statistics.evictedModels == 2)
        #expect(statistics.cachedModelBytes <= oneModel * 5 / 2 + oneModel)
        // The most recent is kept; the first is computed again.
        _ = try await fixture.model(query: "?device=\(devices[3])")
        #expect(await fixture.server.renderStarts(ofSpec: 0) == 4)
        _ = try await fixture.model(query: "?device=\(devices[0])")
        #expect(await fixture.server.renderStarts(ofSpec: 0) == 5)
        await fixture.stop()
    }

    /// A spec whose image is a FIFO nobody writes to: its own model waits (503 after the render time-out,
    /// or an error once image reading refuses FIFOs), while the page, the index and other specs answer.
    @Test func aBlockedSpecBlocksNothingElse() async throws {
        let fixture = try await PreviewFixture(
            specs: [
                "canvas: {width: 100, height: 100}\nviews:\n  pic:\n    kind: image\n    image: pipe.png\n"
                    + "    frame: {x: 0, y: 0, width: 10, height: 10}\n",
                cardSpec,
            ], renderTimeout: .seconds(1)
        ) { directory in
            #expect(mkfifo(directory.appendingPathComponent("pipe.png").path, 0o600) == 0)
        }
        // First spec 0, whose render then waits on the FIFO (until the time-out answers 503), then the rest.
        let blocked = try await fixture.request("/specs/0/model.json")
        #expect(blocked.status == 503 || blocked.body.contains("pipe.png"), "\(blocked.status) \(blocked.body)")
        let started = ContinuousClock.now
        let index = try await fixture.request("/")
        let page = try await fixture.request("/specs/0")
        let other = try await fixture.request("/specs/1/model.json")
        #expect(index.status == 200 && page.status == 200 && other.status == 200)
        #expect(ContinuousClock.now - started < .seconds(10))
        // Release a render still waiting on the FIFO: a writer that closes at once is its end of file.
        let writer = open(fixture.directory.appendingPathComponent("pipe.png").path, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        await fixture.stop()
    }

    /// A spec file replaced by a FIFO is an error on the page, not a wait.
    @Test func aSpecThatIsAFIFOIsAnError() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec])
        _ = try await fixture.model()
        try FileManager.default.removeItem(at: fixture.specs[0])
        try await waitForVersion(fixture, 2)
        #expect(mkfifo(fixture.specs[0].path, 0o600) == 0)
        try await waitForVersion(fixture, 3)
        let model = try await fixture.model()
        let error = try #require(model["error"] as? String)
        #expect(error.contains("it is a FIFO"), "\(error)")
        await fixture.stop()
    }
}
