import Foundation

/// The conditional-GET cache: the last 200 response per URL, on disk.
///
/// `<folder>/<name>.json` holds the status, headers and fetch time; `<name>.body`
/// the body (see ``StableName``). ``HTTPClient`` sends the stored `ETag` and
/// `Last-Modified` back as `If-None-Match` / `If-Modified-Since` and serves the
/// stored body on 304; offline runs serve it without asking. Writes are atomic,
/// and a cache that cannot be written only costs a later re-download.
public struct ResponseCache: Sendable {
    /// The cache folder (`<cache>/http`).
    public let folder: URL
    /// True for replayed and offline runs, which never change the cache.
    public let readOnly: Bool

    /// Creates a cache over `folder` (created on first write).
    public init(folder: URL, readOnly: Bool = false) {
        self.folder = folder
        self.readOnly = readOnly
    }

    /// The stored response for `url`, with its fetch time.
    public func response(for url: URL) -> (response: HTTPResponse, fetchedAt: Date)? {
        let name = StableName.of(url.absoluteString)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let meta = try? Data(contentsOf: folder.appendingPathComponent(name + ".json")),
              let entry = try? decoder.decode(CachedResponse.self, from: meta), entry.url == url.absoluteString,
              let body = try? Data(contentsOf: folder.appendingPathComponent(entry.bodyFile))
        else { return nil }
        return (HTTPResponse(url: url, status: entry.status, headers: entry.headers, body: body), entry.fetchedAt)
    }

    /// The validators to send for `url`: `If-None-Match` and `If-Modified-Since`, when stored.
    public func validators(for url: URL) -> HTTPHeaders {
        var headers = HTTPHeaders()
        guard let stored = response(for: url)?.response else { return headers }
        if let etag = stored.headers["ETag"] { headers["If-None-Match"] = etag }
        if let modified = stored.headers["Last-Modified"] { headers["If-Modified-Since"] = modified }
        return headers
    }

    /// Stores a 200 response for `url` (anything else is ignored).
    public func store(_ response: HTTPResponse, for url: URL, at date: Date) {
        guard !readOnly, response.status == 200 else { return }
        let name = StableName.of(url.absoluteString)
        let kept = HTTPHeaders(response.headers.fields.filter { field in
            ["etag", "last-modified", "content-type", "date", "link"].contains(field.name.lowercased())
        })
        let entry = CachedResponse(url: url.absoluteString, status: response.status, headers: kept, fetchedAt: date, bodyFile: name + ".body")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            try FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
            try response.body.write(to: folder.appendingPathComponent(entry.bodyFile), options: .atomic)
            try encoder.encode(entry).write(to: folder.appendingPathComponent(name + ".json"), options: .atomic)
        } catch {
            // A cache miss next time is the only cost.
        }
    }

    /// Deletes entries fetched before `date` (daily URLs such as arXiv `id_list` queries pile up otherwise).
    public func prune(before date: Date) {
        guard !readOnly, let names = try? FileManager().contentsOfDirectory(atPath: folder.path) else { return }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for name in names where name.hasSuffix(".json") {
            let meta = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: meta), let entry = try? decoder.decode(CachedResponse.self, from: data),
                  entry.fetchedAt < date else { continue }
            try? FileManager().removeItem(at: meta)
            try? FileManager().removeItem(at: folder.appendingPathComponent(entry.bodyFile))
        }
    }
}
