import Foundation
import Testing
import TrellisLayout
import TrellisPreview
import TrellisRender
import TrellisText

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A preview server on a free loopback port over specs in a scratch directory, for one test.
final class PreviewFixture: @unchecked Sendable {
    let directory: URL
    let specs: [URL]
    let server: PreviewServer
    let base: URL
    /// A client for heads written byte by byte.
    let raw: RawHTTPClient
    private let task: Task<Void, Error>

    init(
        specs texts: [String], pollTimeout: Duration = .seconds(5), allowedHosts: [String] = [],
        limits: HTTPConnectionLimits = HTTPConnectionLimits(),
        modelCacheBytes: Int = PreviewServer.Configuration.defaultModelCacheBytes,
        renderTimeout: Duration = .seconds(60), fileNames: [String]? = nil, prepare: (URL) throws -> Void = { _ in }
    ) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-preview-\(UUID().uuidString)")
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try prepare(directory)
        specs = texts.indices.map { directory.appendingPathComponent(fileNames?[$0] ?? "spec\($0).yaml") }
        for (url, text) in zip(specs, texts) { try text.write(to: url, atomically: false, encoding: .utf8) }
        let configuration = PreviewServer.Configuration(
            specs: specs.map(\.path), port: 0, options: RenderOptions(padding: 16), pollTimeout: pollTimeout,
            watchInterval: .milliseconds(10), allowedHosts: allowedHosts, limits: limits,
            modelCacheBytes: modelCacheBytes, renderTimeout: renderTimeout)
        let server = try PreviewServer(configuration, engine: LayoutEngine(textEngine: try TextEngine.bundled()))
        self.server = server
        task = Task { try await server.run() }
        try await server.waitUntilListening()
        let port = try #require(await server.port())
        base = URL(string: "http://127.0.0.1:\(port)")!
        raw = RawHTTPClient(port: port)
    }

    func stop() async {
        await server.stop()
        task.cancel()
        try? FileManager.default.removeItem(at: directory)
    }

    /// GET (or another method) of `path` exactly as written, without the client normalising it.
    func request(_ path: String, method: String = "GET") async throws -> (status: Int, body: String, type: String) {
        var request = URLRequest(url: URL(string: base.absoluteString + path) ?? base)
        request.httpMethod = method
        request.timeoutInterval = 30
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (
            http.statusCode, String(decoding: data, as: UTF8.self),
            http.value(forHTTPHeaderField: "Content-Type") ?? ""
        )
    }

    func model(_ index: Int = 0, query: String = "") async throws -> [String: Any] {
        let response = try await request("/specs/\(index)/model.json\(query)")
        #expect(response.status == 200)
        return try #require(try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
    }

    /// Saves `text` as spec `index` the way an editor does: a new file renamed over the old one.
    func save(_ text: String, index: Int = 0) throws {
        let temporary = directory.appendingPathComponent(".spec\(index).swp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary.path, specs[index].path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}

let cardSpec = """
    canvas: {width: 320, height: 200}
    views:
      title:
        kind: label
        text: Hello
        constraints: [leading == superview.leading + 16, top == superview.top + 20]
    """

func frame(_ model: [String: Any], _ name: String) -> [String: Double]? {
    let views = model["views"] as? [[String: Any]] ?? []
    return views.first { $0["name"] as? String == name }?["absoluteFrame"] as? [String: Double]
}

@Suite(.serialized) struct PreviewServerTests {
    @Test func servesThePageTheModelAndTheDrawing() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec])
        let page = try await fixture.request("/")
        #expect(page.status == 200 && page.type.hasPrefix("text/html"))
        #expect(page.body.contains("spec0.yaml") && page.body.contains("<script>"))
        #expect(
            !page.body.contains("http://") && !page.body.contains("https://"), "the page loads nothing from the network"
        )
        let model = try await fixture.model()
        #expect(model["version"] as? Int == 1)
        #expect(model["error"] == nil || model["error"] is NSNull)
        #expect(frame(model, "title")?["x"] == 16 && frame(model, "title")?["y"] == 20)
        let geometry = try #require(model["page"] as? [String: Double])
        #expect(geometry == ["width": 352, "height": 232, "canvasX": 16, "canvasY": 16])
        let svg = try await fixture.request("/specs/0/render.svg")
        #expect(svg.status == 200 && svg.type == "image/svg+xml" && svg.body.hasPrefix("<?xml"))
        #expect((model["svg"] as? String) == svg.body)
        // The same version is rendered once, however often it is asked for.
        #expect(await fixture.server.renderCount(ofSpec: 0) == 1)
        await fixture.stop()
    }

    @Test func servesNothingButItsRoutes() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec])
        for path in [
            "/../../etc/passwd", "/specs/0/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
            "/specs/1", "/specs/00", "/specs/-1/model.json", "/specs/0/spec0.yaml", "/spec0.yaml",
            "/specs/0/model.json/extra", "/favicon.ico", "/etc/passwd",
        ] {
            let response = try await fixture.request(path)
            #expect(response.status == 404, "\(path) → \(response.status)")
            #expect(!response.body.contains("root:"), "\(path) leaked a file")
        }
        #expect(try await fixture.request("/", method: "POST").status == 405)
        #expect(try await fixture.request("/specs/0/model.json?device=iPhone%2099").status == 400)
        #expect(try await fixture.request("/specs/0/model.json?theme=sepia").status == 400)
        await fixture.stop()
    }

    @Test func theEnvironmentPickersChangeTheLayout() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec])
        let model = try await fixture.model(query: "?device=iPhone%2015&theme=dark")
        let geometry = try #require(model["page"] as? [String: Double])
        #expect(geometry["width"] == 393 + 32 && geometry["height"] == 852 + 32)
        let landscape = try await fixture.model(query: "?device=iPhone%2015&orientation=landscapeLeft")
        let landscapeWidth = try #require((landscape["page"] as? [String: Double])?["width"])
        #expect(landscapeWidth == 884, "\(landscapeWidth.debugDescription)")
        // Right to left: the leading-pinned label moves to the right edge (320 − 16 − its width).
        let rtl = try await fixture.model(query: "?direction=rtl")
        let ltrFrame = try #require(frame(try await fixture.model(), "title"))
        let rtlFrame = try #require(frame(rtl, "title"))
        #expect(rtlFrame["x"] == 320 - 16 - (ltrFrame["width"] ?? 0))
        // A larger Dynamic Type category doesn't change a fixed 17 pt label, but the request is served.
        #expect(try await fixture.request("/specs/0/model.json?type=accessibilityExtraExtraExtraLarge").status == 200)
        let misspelt = try await fixture.request("/specs/0/model.json?type=huge")
        #expect(misspelt.status == 400 && misspelt.body.contains("unknown content size category 'huge'"))
        await fixture.stop()
    }

    @Test func aSaveIsAnnouncedAndRedrawn() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec])
        _ = try await fixture.model()
        async let announced = fixture.request("/specs/0/changes?after=1")
        await fixture.server.waitForLongPoll(ofSpec: 0)
        let written = ContinuousClock.now
        try fixture.save(cardSpec.replacingOccurrences(of: "top + 20", with: "top + 60"))
        let answer = try await announced
        let latency = ContinuousClock.now - written
        #expect(answer.body == "{\"version\": 2}")
        #expect(latency < .seconds(2), "a save took \(latency) to be announced")
        let model = try await fixture.model()
        #expect(model["version"] as? Int == 2 && frame(model, "title")?["y"] == 60)
        await fixture.stop()
    }

    @Test func aBrokenSaveKeepsTheLastGoodDrawingAndRecovers() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec])
        let good = try await fixture.model()
        // Half-written: the editor flushed part of the file.
        try fixture.save(String(cardSpec.prefix(70)) + "\n  title: [unclosed")
        try await waitForVersion(fixture, 2)
        let broken = try await fixture.model()
        let error = try #require(broken["error"] as? String)
        #expect(error.contains("spec0.yaml:") && error.contains("error:"), "\(error)")
        #expect(broken["svg"] as? String == good["svg"] as? String)
        #expect(broken["renderedVersion"] as? Int == 1 && broken["version"] as? Int == 2)
        // Deleted, then created again.
        try FileManager.default.removeItem(at: fixture.specs[0])
        try await waitForVersion(fixture, 3)
        let missing = try #require(try await fixture.model()["error"] as? String)
        #expect(missing.contains("spec0.yaml"), "\(missing)")
        try cardSpec.replacingOccurrences(of: "Hello", with: "Hello again").write(
            to: fixture.specs[0], atomically: false, encoding: .utf8)
        // Written in place, the file can be seen twice (truncated, then written): version 4 or a later one.
        let rewritten = try await fixture.request("/specs/0/changes?after=3")
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(rewritten.body.utf8)) as? [String: Int])
        #expect((seen["version"] ?? 0) >= 4, "\(rewritten.body)")
        let recovered = try await fixture.model()
        #expect(recovered["error"] == nil || recovered["error"] is NSNull)
        #expect((recovered["renderedVersion"] as? Int ?? 0) >= 4)
        #expect((frame(recovered, "title")?["width"] ?? 0) > (frame(good, "title")?["width"] ?? 0))
        await fixture.stop()
    }

    @Test func severalSpecsGetAnIndexWithThumbnails() async throws {
        let fixture = try await PreviewFixture(specs: [
            cardSpec, cardSpec.replacingOccurrences(of: "Hello", with: "Bye"),
        ])
        let index = try await fixture.request("/")
        #expect(index.body.contains("/specs/0/render.svg") && index.body.contains("/specs/1/render.svg"))
        #expect(try await fixture.request("/specs/1").status == 200)
        #expect(try await fixture.request("/specs/2").status == 404)
        await fixture.stop()
    }

    @Test func aLongPollEndsAtItsTimeout() async throws {
        let fixture = try await PreviewFixture(specs: [cardSpec], pollTimeout: .milliseconds(300))
        let answer = try await fixture.request("/specs/0/changes?after=1")
        #expect(answer.body == "{\"version\": 1}")
        await fixture.stop()
    }
}

func waitForVersion(_ fixture: PreviewFixture, _ version: Int) async throws {
    let answer = try await fixture.request("/specs/0/changes?after=\(version - 1)")
    #expect(answer.body == "{\"version\": \(version)}", "expected version \(version), got \(answer.body)")
}
