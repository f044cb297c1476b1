import FlyingFox
import Foundation

/// Answers every request of the preview server: the events endpoint and its script, and the
/// site's files (GET and HEAD) with content types, validators and, in live-reload mode, the script tag.
struct PreviewHandler: HTTPHandler {
    let files: SiteFiles
    let hub: ReloadHub
    let status: RenderStatus
    /// Whether HTML pages get the live-reload script (watch mode).
    let liveReload: Bool

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let rawPath = request.target.path(percentEncoded: true)
        let method = request.method
        if liveReload, rawPath == LiveReload.eventsPath, method == .GET {
            let headers: HTTPHeaders = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache"]
            return HTTPResponse(statusCode: .ok, headers: headers, body: .events(await hub.subscribe()))
        }
        guard method == .GET || method == .HEAD else {
            return Self.text(.methodNotAllowed, "only GET and HEAD", extra: [HTTPHeader("Allow"): "GET, HEAD"])
        }
        let isHead = method == .HEAD
        if liveReload, rawPath == LiveReload.scriptPath {
            return Self.body(.ok, Data(LiveReload.script.utf8), type: "text/javascript; charset=utf-8", head: isHead)
        }
        switch files.resolve(rawPath) {
        case .file(let url):
            return await serve(url, code: .ok, request: request)
        case .redirect(let location):
            let query = request.target.query(percentEncoded: true)
            var response = Self.text(.movedPermanently, "moved to \(location)", head: isHead)
            response.headers[.location] = query.isEmpty ? location : location + "?" + query
            return response
        case .forbidden:
            return Self.text(.forbidden, "forbidden: the path leaves the site folder", head: isHead)
        case .badRequest:
            return Self.text(.badRequest, "bad request path", head: isHead)
        case .notFound:
            if liveReload, let failure = await status.failure, files.notFoundPage == nil {
                return errorPage(failure, head: isHead)
            }
            if let page = files.notFoundPage { return await serve(page, code: .notFound, request: request) }
            return Self.text(.notFound, "not found", head: isHead)
        }
    }

    /// A file with its validators: 304 when the request already has it; HTML through the injector.
    private func serve(_ url: URL, code: HTTPStatusCode, request: HTTPRequest) async -> HTTPResponse {
        let isHead = request.method == .HEAD
        let name = url.lastPathComponent
        let html = liveReload && ContentType.isHTML(name)
        let state = html ? await status.snapshot : (variant: "", date: nil, failure: nil)
        guard let validators = FileValidators(of: url, variant: state.variant, variantDate: state.date),
              var data = try? Data(contentsOf: url) else {
            return Self.text(.notFound, "not found", head: isHead)
        }
        if html { data = LiveReload.inject(into: data, failure: state.failure) }
        var headers: HTTPHeaders = [
            .contentType: ContentType.of(name), .cacheControl: "no-cache",
            .eTag: validators.etag, .lastModified: HTTPDate.format(validators.modified),
            .contentLength: String(data.count), HTTPHeader("X-Content-Type-Options"): "nosniff",
        ]
        if code == .ok, validators.isNotModified(ifNoneMatch: request.headers[.ifNoneMatch], ifModifiedSince: request.headers[.ifModifiedSince]) {
            headers[.contentType] = nil
            return HTTPResponse(statusCode: .notModified, headers: headers)
        }
        if code != .ok { headers[.eTag] = nil; headers[.lastModified] = nil }
        return HTTPResponse(statusCode: code, headers: headers, body: isHead ? Data() : data)
    }

    /// What is served where there is no site yet and the render failed: the error, and the script
    /// that reloads the page once a render succeeds.
    private func errorPage(_ failure: String, head: Bool) -> HTTPResponse {
        let page = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Render failed</title></head>\n"
            + "<body><h1>The site could not be rendered</h1></body></html>\n"
        let data = LiveReload.inject(into: Data(page.utf8), failure: failure)
        return Self.body(.serviceUnavailable, data, type: "text/html; charset=utf-8", head: head)
    }

    private static func body(_ code: HTTPStatusCode, _ data: Data, type: String, head: Bool) -> HTTPResponse {
        HTTPResponse(statusCode: code, headers: [.contentType: type, .cacheControl: "no-cache", .contentLength: String(data.count)],
                     body: head ? Data() : data)
    }

    private static func text(_ code: HTTPStatusCode, _ text: String, head: Bool = false, extra: HTTPHeaders = [:]) -> HTTPResponse {
        var response = body(code, Data((text + "\n").utf8), type: "text/plain; charset=utf-8", head: head)
        for (header, value) in extra { response.headers[header] = value }
        return response
    }
}
