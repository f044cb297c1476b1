import Foundation
import PaperboyModels
import PaperboyTestSupport
import Testing
@testable import PaperboyServices

/// The chat endpoint against a local fake OpenAI-compatible server, with its faults.
@Suite struct ChatEndpointTests {
    let chat: FakeChatServer
    let endpoint: ChatEndpoint

    init() throws {
        chat = try FakeChatServer(slowSeconds: 3)
        endpoint = ChatEndpoint(baseURL: chat.baseURL, model: "test-model", apiKey: "sk-test", maxOutputTokens: 80)
    }

    private func ask(_ user: String, retries: Int = 2, timeout: TimeInterval = 5) async throws -> ChatEndpoint.Reply {
        let clock = ManualClock()
        let client = FetchTest.client(FetchTest.transport, clock: clock, retries: retries, timeout: timeout)
        return try await endpoint.ask(system: "Be brief.", user: user, client: client, meter: FetchMeter(), deadline: clock.now.addingTimeInterval(600))
    }

    @Test func aReplyGivesItsTextAndTokensAndTheRequestIsAChatCompletion() async throws {
        let reply = try await ask("Title: Sparse attention\n\nAbstract: We show it works.")
        #expect(reply.text == "TL;DR: Sparse attention works, in one line.")
        #expect(reply.tokens == 40 + "Title: Sparse attention\n\nAbstract: We show it works.".utf8.count / 4)
        let request = try #require(chat.requests.first)
        #expect(request.method == "POST")
        #expect(request.headers["authorization"] == "Bearer sk-test")
        #expect(request.headers["content-type"] == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(body["model"] as? String == "test-model")
        #expect(body["max_tokens"] as? Int == 80)
        let messages = try #require(body["messages"] as? [[String: String]])
        #expect(messages.map { $0["role"] } == ["system", "user"])
        #expect(messages.first?["content"] == "Be brief.")
    }

    @Test func aTooManyRequestsIsWaitedOutAndTriedAgain() async throws {
        let reply = try await ask("Title: Busy\n\nAbstract: FAULT-429 here.")
        #expect(reply.text.contains("Busy"))
        #expect(chat.requests.count == 2)
    }

    @Test func aServerErrorGivesUpAfterItsRetriesNamingTheURLAndStatus() async throws {
        let error = try await #require(throws: FetchError.self) { try await ask("Title: Down\n\nAbstract: FAULT-500.", retries: 2) }
        #expect(error.status == 500)
        #expect(error.url == endpoint.url)
        #expect(chat.requests.count == 3)
    }

    @Test(arguments: [("FAULT-JSON", "not JSON"), ("FAULT-EMPTY", "no choice")])
    func aReplyThatIsNotACompletionIsAnError(fault: String, words: String) async throws {
        let error = try await #require(throws: FetchError.self) { try await ask("Title: Odd\n\nAbstract: \(fault).") }
        #expect(error.reason.contains(words))
    }

    @Test func aTruncatedReplyIsAnError() async throws {
        let error = try await #require(throws: FetchError.self) { try await ask("Title: Cut\n\nAbstract: FAULT-TRUNCATED.", retries: 0) }
        #expect(error.url == endpoint.url)
    }

    @Test func aSlowEndpointTimesOut() async throws {
        let error = try await #require(throws: FetchError.self) { try await ask("Title: Slow\n\nAbstract: FAULT-SLOW.", retries: 0, timeout: 0.5) }
        #expect(error.status == nil, "no response came")
        #expect(error.reason.contains("timed out"), "\(error.reason)")
    }

    @Test func aRequestIsTheSameBytesEveryTime() {
        #expect(endpoint.requestBody(system: "s", user: "u") == endpoint.requestBody(system: "s", user: "u"))
        #expect(String(decoding: endpoint.requestBody(system: "s", user: "u"), as: UTF8.self).hasPrefix("{\"max_tokens\":80,\"messages\""))
    }
}
