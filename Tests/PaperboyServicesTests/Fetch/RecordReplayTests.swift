import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

@Suite struct RecordReplayTests {
    let clock = ManualClock()

    @Test func aRecordedRunReplaysWithNoNetworkIncludingRetries() async throws {
        let folder = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try TestHTTPServer(routes: ["/feed.xml": [TestReply(status: 503), TestReply(headers: [("Set-Cookie", "s=1"), ("ETag", "\"e\"")], body: "<rss/>")]])
        let url = server.url("/feed.xml?x=1")
        let recorder = RecordingTransport(wrapping: FetchTest.transport, folder: folder, fileSystem: .disk)
        let recorded = try await FetchTest.client(recorder, clock: clock).get(url, headers: ["Authorization": "Bearer ghp_secret"],
                                                                                meter: FetchMeter(), deadline: clock.now.addingTimeInterval(60))
        server.stop()

        let meter = FetchMeter()
        let replayed = try await FetchTest.client(ReplayTransport(folder: folder, fileSystem: .disk), clock: clock).get(url, meter: meter, deadline: clock.now.addingTimeInterval(60))
        #expect(replayed.body == recorded.body)
        #expect(await meter.records.map(\.status) == [503, 200])

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let name = StableName.of("GET \(url.absoluteString)")
        #expect(files == ["\(name).1.body", "\(name).2.body", "\(name).json"])
        let everything = try files.map { try String(decoding: Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self) }.joined()
        #expect(!everything.contains("ghp_secret"))
        #expect(!everything.contains("s=1"))
        #expect(everything.contains(#""name" : "ETag""#))  // names as the server sent them
    }

    @Test func aRequestWithNoRecordingIsAClearErrorNamingTheURL() async throws {
        let folder = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = URL(string: "https://export.arxiv.org/api/query?id_list=2411.00001&max_results=1")!
        do {
            _ = try await ReplayTransport(folder: folder, fileSystem: .disk).send(HTTPRequest(url: url))
            Issue.record("expected notRecorded")
        } catch let error as HTTPTransportError {
            #expect(error.kind == .notRecorded)
            #expect(error.description == "https://export.arxiv.org/api/query?id_list=2411.00001&max_results=1: no recorded response for GET of this URL "
                + "(looked for \(folder.path)/GET_export.arxiv.org_api_query_id_list_2411.00001_max_results_1-\(String(StableName.fnv1a("GET https://export.arxiv.org/api/query?id_list=2411.00001&max_results=1"), radix: 16)).json; record one with --record)")
        }
    }

    @Test func recordingAsksForFullResponses() async throws {
        let folder = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try TestHTTPServer(routes: ["/f": [TestReply(headers: [("ETag", "\"v\"")], body: "x")]])
        defer { server.stop() }
        let cache = ResponseCache(folder: folder.appendingPathComponent("http"), fileSystem: .disk)
        let recorder = RecordingTransport(wrapping: FetchTest.transport, folder: folder.appendingPathComponent("rec"), fileSystem: .disk)
        let client = FetchTest.client(recorder, clock: clock, cache: cache, conditional: false)
        for _ in 0..<2 { _ = try await client.get(server.url("/f"), meter: FetchMeter(), deadline: clock.now.addingTimeInterval(60)) }
        #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, nil])
    }

    @Test func offlineServesTheCacheAndNamesWhatIsMissing() async throws {
        let folder = try FetchTest.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ResponseCache(folder: folder, fileSystem: .disk)
        let url = URL(string: "https://blog.example/feed.xml")!
        cache.store(HTTPResponse(url: url, status: 200, headers: ["ETag": "\"1\""], body: Data("<rss/>".utf8)), for: url, at: clock.now)
        let client = FetchTest.client(OfflineTransport(cache: ResponseCache(folder: folder, readOnly: true, fileSystem: .disk)), clock: clock, conditional: false)
        let meter = FetchMeter()
        let response = try await client.get(url, meter: meter, deadline: clock.now.addingTimeInterval(60))
        #expect(response.body == Data("<rss/>".utf8))
        #expect(await meter.records.first?.fromCache == true)
        do {
            _ = try await client.get(URL(string: "https://blog.example/other.xml")!, meter: meter, deadline: clock.now.addingTimeInterval(60))
            Issue.record("expected an error")
        } catch let error as FetchError {
            #expect(error.description == "https://blog.example/other.xml: offline, and nothing cached for this URL")
        }
    }

    @Test("stable names", arguments: [
        ("GET https://export.arxiv.org/api/query?id_list=2411.00001", "GET_export.arxiv.org_api_query_id_list_2411.00001"),
        ("GET https://rss.arxiv.org/rss/cs.LG+cs.CL", "GET_rss.arxiv.org_rss_cs.LG_cs.CL"),
    ])
    func stableNames(key: String, slug: String) {
        let name = StableName.of(key)
        #expect(name.hasPrefix(slug + "-"))
        #expect(name.count == slug.count + 17)
        #expect(StableName.of(key) == name)
        #expect(StableName.of(key + "x") != name)
    }
}
