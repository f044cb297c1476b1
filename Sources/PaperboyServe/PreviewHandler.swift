import Foundation
import NIOHTTP1

/// Answers every request of the preview server: the events endpoint and its script, and the
/// site's files (GET and HEAD) with content types, validators and, in live-reload mode, the script tag.
struct PreviewHandler: Sendable {
    let files: SiteFiles
    let hub: ReloadHub
    let status: RenderStatus
    /// Whether HTML pages get the live-reload script (watch mode).
    let liveReload: Bool

    /// The response to `request` (its path and query as sent, percent-encoded).
    func respond(to request: HTTPRequestHead) async -> PreviewResponse {
        let target = request.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(target[0])
        let query = target.count > 1 ? String(target[1]) : ""
        let method = request.method
        if liveReload, rawPath == LiveReload.eventsPath, method == .GET {
            let headers: HTTPHeaders = ["Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache"]
            return PreviewResponse(status: .ok, headers: headers, body: .events(await hub.subscribe()))
        }
        guard method == .GET || method == .HEAD else {
            return Self.text(.methodNotAllowed, "only GET and HEAD", extra: ["Allow": "GET, HEAD"])
        }
        let isHead = method == .HEAD
        if liveReload, rawPath == LiveReload.scriptPath {
            return Self.body(.ok, Data(LiveReload.script.utf8), type: "text/javascript; charset=utf-8", head: isHead)
        }
        switch files.resolve(rawPath) {
        case .file(let url):
            return await serve(url, code: .ok, request: request)
        case .redirect(let location):
            return Self.text(.movedPermanently, "moved to \(location)", head: isHead,
                             extra: ["Location": query.isEmpty ? location : location + "?" + query])
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
    private func serve(_ url: URL, code: HTTPResponseStatus, request: HTTPRequestHead) async -> PreviewResponse {
        let isHead = request.method == .HEAD
        let name = url.lastPathComponent
        let html = liveReload && ContentType.isHTML(name)
        let state = html ? await status.snapshot : (variant: "", date: nil, failure: nil)
        guard let validators = FileValidators(of: url, variant: state.variant, variantDate: state.date),
              var data = try? Data(contentsOf: url) else {
            return Self.text(.notFound, "not found", head: isHead)
        }
        if html { data = LiveReload.inject(into: data, failure: state.failure) }
        var headers: HTTPHeaders = ["Content-Type": ContentType.of(name), "Cache-Control": "no-cache"]
        if code == .ok { headers.add(contentsOf: [("ETag", validators.etag), ("Last-Modified", HTTPDate.format(validators.modified))]) }
        headers.add(contentsOf: [("Content-Length", String(data.count)), ("X-Content-Type-Options", "nosniff")])
        if code == .ok, validators.isNotModified(ifNoneMatch: request.headers.first(name: "If-None-Match"),
                                                 ifModifiedSince: request.headers.first(name: "If-Modified-Since")) {
            headers.remove(name: "Content-Type")
            return PreviewResponse(status: .notModified, headers: headers, body: .bytes(Data()))
        }
        return PreviewResponse(status: code, headers: headers, body: .bytes(isHead ? Data() : data))
    }

    /// What is served where there is no site yet and the render failed: the error, and the script
    /// that reloads the page once a render succeeds.
    private func errorPage(_ failure: String, head: Bool) -> PreviewResponse {
        let page = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Render failed</title></head>\n"
            + "<body><h1>The site could not be rendered</h1></body></html>\n"
        let data = LiveReload.inject(into: Data(page.utf8), failure: failure)
        return Self.body(.serviceUnavailable, data, type: "text/html; charset=utf-8", head: head)
    }

    private static func body(_ code: HTTPResponseStatus, _ data: Data, type: String, head: Bool) -> PreviewResponse {
        PreviewResponse(status: code, headers: ["Content-Type": type, "Cache-Control": "no-cache", "Content-Length": String(data.count)],
                        body: .bytes(head ? Data() : data))
    }

    private static func text(_ code: HTTPResponseStatus, _ text: String, head: Bool = false, extra: HTTPHeaders = [:]) -> PreviewResponse {
        var response = body(code, Data((text + "\n").utf8), type: "text/plain; charset=utf-8", head: head)
        for (name, value) in extra { response.headers.replaceOrAdd(name: name, value: value) }
        return response
    }
}
