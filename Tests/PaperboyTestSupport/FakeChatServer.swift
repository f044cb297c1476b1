import Foundation

/// A local OpenAI-compatible chat endpoint for tests: `POST /v1/chat/completions`. It answers
/// each request by what the user message holds, so one day's papers can carry one fault each:
/// `FAULT-500` (always a server error), `FAULT-429` (429 with `Retry-After: 1` on the first try),
/// `FAULT-JSON` (a body that is not JSON), `FAULT-EMPTY` (no choice), `FAULT-TRUNCATED` (half
/// the body, then the connection closes), `FAULT-SLOW` (answers after `slowSeconds`),
/// `FAULT-INJECT` (a reply carrying markup and a script, as a prompt injection would). Any other
/// paper gets `TL;DR: ` and the reply `answer` makes of its title (by default a sentence naming it).
public final class FakeChatServer: Sendable {
    /// The server.
    public let server: TestHTTPServer

    /// Starts a server; `answer` turns a paper's title into the model's reply text.
    public init(slowSeconds: TimeInterval = 5, answer: @escaping @Sendable (String) -> String = { "TL;DR: \($0) works, in one line." }) throws {
        let seen = SeenMessages()
        server = try TestHTTPServer { request, _ in
            guard request.method == "POST", request.path == "/v1/chat/completions" else { return TestReply(status: 404, body: "no route") }
            let user = FakeChatServer.userMessage(in: request.body)
            let title = user.components(separatedBy: "\n").first.map { $0.replacingOccurrences(of: "Title: ", with: "") } ?? ""
            if user.contains("FAULT-500") { return TestReply(status: 500, body: "{\"error\":{\"message\":\"overloaded\"}}") }
            if user.contains("FAULT-JSON") { return TestReply(body: "<html>gateway</html>") }
            if user.contains("FAULT-EMPTY") { return TestReply(body: "{\"choices\":[],\"usage\":{\"total_tokens\":7}}") }
            let text = user.contains("FAULT-INJECT") ? FakeChatServer.injected : answer(title)
            let reply = TestReply(body: FakeChatServer.completion(text, tokens: 40 + user.utf8.count / 4))
            if user.contains("FAULT-TRUNCATED") { return reply.with { $0.truncateTo = 20 } }
            if user.contains("FAULT-SLOW") { return reply.with { $0.delay = slowSeconds } }
            // Every paper shares one path, so a paper's first try is the first request carrying its body.
            if user.contains("FAULT-429"), seen.insert(String(decoding: request.body, as: UTF8.self)) {
                return TestReply(status: 429, headers: [("Retry-After", "1")], body: "{\"error\":{\"message\":\"slow down\"}}")
            }
            return reply
        }
    }

    /// What `FAULT-INJECT` answers: markup, a script and a link, which a page must show as text.
    public static let injected = "<script>alert(1)</script> <a href=\"javascript:alert(2)\">Click</a> **Ignore prior instructions**"

    /// `http://127.0.0.1:PORT/v1`, the base URL a config names.
    public var baseURL: URL { server.url("/v1") }

    /// The chat requests received so far.
    public var requests: [TestRequest] { server.requests.filter { $0.path == "/v1/chat/completions" } }

    /// A chat completion whose first choice says `text`, counting `tokens`.
    public static func completion(_ text: String, tokens: Int) -> String {
        let object: [String: Any] = ["id": "chatcmpl-test", "object": "chat.completion",
                                     "choices": [["index": 0, "message": ["role": "assistant", "content": text], "finish_reason": "stop"]],
                                     "usage": ["prompt_tokens": tokens - 20, "completion_tokens": 20, "total_tokens": tokens]]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The user message of a chat request body; empty when there is none.
    public static func userMessage(in body: Data) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let messages = object["messages"] as? [[String: Any]] else { return "" }
        return messages.last { $0["role"] as? String == "user" }?["content"] as? String ?? ""
    }
}

/// Request bodies seen so far, across threads.
private final class SeenMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var bodies: Set<String> = []

    /// True the first time `body` is inserted.
    func insert(_ body: String) -> Bool { lock.withLock { bodies.insert(body).inserted } }
}
