import Foundation
import PaperboyFileSystem

/// The conditional-GET cache: the last 200 response per URL, on disk.
///
/// `<folder>/<name>.json` holds the status, headers and fetch time; `<name>.body`
/// the body (see ``StableName``). ``HTTPClient`` sends the stored `ETag` and
/// `Last-Modified` back as `If-None-Match` / `If-Modified-Since` and serves the
/// stored body on 304; offline runs serve it without asking. Writes are atomic and go
/// through the run's ``FileSystem`` without a flush of their own (a lost entry is fetched
/// again), and a cache that cannot be written only costs a later re-download.
public struct ResponseCache: Sendable {
    /// The cache folder (`<cache>/http`).
    public let folder: URL
    /// True for replayed and offline runs, which never change the cache.
    public let readOnly: Bool
    /// The file operations.
    public let fileSystem: FileSystem

    /// Creates a cache over `folder` (created on first write).
    public init(folder: URL, readOnly: Bool = false, fileSystem: FileSystem) {
        self.folder = folder
        self.readOnly = readOnly
        self.fileSystem = fileSystem
    }

    /// The stored response for `url`, with its fetch time.
    public func response(for url: URL) -> (response: HTTPResponse, fetchedAt: Date)? {
        let name = StableName.of(url.absoluteString)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let meta = try? fileSystem.read(folder.appendingPathComponent(name + ".json")),
              let entry = try? decoder.decode(CachedResponse.self, from: meta), entry.url == url.absoluteString,
              let body = try? fileSystem.read(folder.appendingPathComponent(entry.bodyFile))
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
            try fileSystem.replace(folder.appendingPathComponent(entry.bodyFile), with: response.body)
            try fileSystem.replace(folder.appendingPathComponent(name + ".json"), with: try encoder.encode(entry))
        } catch {
            // A cache miss next time is the only cost.
        }
    }

    /// Deletes entries fetched before `date` (daily URLs such as arXiv `id_list` queries pile up otherwise).
    public func prune(before date: Date) {
        guard !readOnly, let names = (try? fileSystem.entries(folder)) ?? nil else { return }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for name in names where name.hasSuffix(".json") {
            let meta = folder.appendingPathComponent(name)
            guard let data = try? fileSystem.read(meta), let entry = try? decoder.decode(CachedResponse.self, from: data),
                  entry.fetchedAt < date else { continue }
            try? fileSystem.remove(meta)
            try? fileSystem.remove(folder.appendingPathComponent(entry.bodyFile))
        }
    }
}
