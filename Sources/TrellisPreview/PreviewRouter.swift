import Foundation

/// Maps request heads to responses; see ``PreviewServer`` for the routes. Before any route: the `Host`
/// (and `Origin`, when sent) must name this server (``HostAllowList``, else 403), and the method must be
/// GET or HEAD (else 405).
struct PreviewRouter: Sendable {
    let specs: [PreviewSpec]
    let configuration: PreviewServer.Configuration
    let allowList: HostAllowList

    func respond(to request: HTTPRequestHead, port: UInt16) async -> HTTPResponse {
        let hosts = request.fields(named: "Host")
        guard hosts.count == 1 else { return .text(400, "a request needs exactly one Host field") }
        guard allowList.allowsHost(hosts[0], port: port) else {
            return .text(403, "this server answers to \(allowedNames(port)) only (--allow-host adds a name)")
        }
        if let origin = request.field("Origin"), !allowList.allowsOrigin(origin, port: port) {
            return .text(403, "requests from pages of other origins are refused")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(405, "only GET and HEAD are served")
            response.fields.append(("Allow", "GET, HEAD"))
            return response
        }
        guard let (parts, query) = request.route else { return .text(400, "a malformed percent-escape in the URL") }
        if parts.isEmpty {
            if specs.count == 1 { return html(PreviewPage.spec(index: 0, path: configuration.specs[0])) }
            return html(PreviewPage.index(specs: configuration.specs))
        }
        guard parts[0] == "specs", parts.count >= 2, parts.count <= 3,
            let index = Int(parts[1]), String(index) == parts[1], specs.indices.contains(index)
        else { return notFound() }
        let spec = specs[index]
        if parts.count == 2 { return html(PreviewPage.spec(index: index, path: configuration.specs[index])) }
        switch parts[2] {
        case "changes":
            let after = query["after"].flatMap(Int.init) ?? 0
            let version = await spec.nextVersion(after: after, timeout: configuration.pollTimeout)
            return json(Array("{\"version\": \(version)}".utf8))
        case "model.json", "render.svg":
            let variant: PreviewVariant
            do {
                variant = try PreviewVariant(query: query, defaultTheme: configuration.options.theme)
            } catch {
                return .text(400, "\(error)")
            }
            guard let model = await spec.model(for: variant, timeout: configuration.renderTimeout) else {
                var response = HTTPResponse.text(503, "the spec is still being laid out; ask again")
                response.fields.append(("Retry-After", "1"))
                return response
            }
            if parts[2] == "render.svg" {
                return HTTPResponse(
                    status: 200, fields: [("Content-Type", "image/svg+xml"), ("Cache-Control", "no-store")],
                    body: Array(model.svg.utf8))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return json((try? encoder.encode(model)).map(Array.init) ?? Array("{}".utf8))
        default:
            return notFound()
        }
    }

    private func allowedNames(_ port: UInt16) -> String {
        allowList.names.sorted().map { "\($0):\(port)" }.joined(separator: ", ")
    }

    private func html(_ text: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, fields: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Array(text.utf8))
    }

    private func json(_ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(
            status: 200, fields: [("Content-Type", "application/json"), ("Cache-Control", "no-store")], body: bytes)
    }

    private func notFound() -> HTTPResponse { .text(404, "not found") }
}
