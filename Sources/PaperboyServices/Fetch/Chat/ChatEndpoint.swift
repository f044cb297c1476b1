import Foundation
import PaperboyModels

/// An OpenAI-compatible chat endpoint (OpenAI, DeepSeek, Ollama, a llama.cpp server, vLLM):
/// `POST <base URL>/chat/completions` with a system and a user message, through the run's
/// ``HTTPClient``, so pacing, retries and deadlines are every other request's.
public struct ChatEndpoint: Sendable {
    /// `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`.
    public var baseURL: URL
    /// The model's name as the endpoint knows it.
    public var model: String
    /// Sent as `Authorization: Bearer …` when set; local servers need none.
    public var apiKey: String?
    /// The most tokens a reply may have (`max_tokens`).
    public var maxOutputTokens: Int

    /// Creates an endpoint.
    public init(baseURL: URL, model: String, apiKey: String? = nil, maxOutputTokens: Int = 120) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.maxOutputTokens = maxOutputTokens
    }

    /// What a reply brought: its text and the tokens the endpoint counted.
    public struct Reply: Sendable, Hashable {
        /// The first choice's message, as sent (untrusted).
        public var text: String
        /// `usage.total_tokens`; the request's own estimate when the endpoint gives none.
        public var tokens: Int
    }

    /// `<base URL>/chat/completions`.
    public var url: URL { baseURL.appendingPathComponent("chat/completions") }

    /// Asks for one completion.
    /// - Throws: ``FetchError`` naming the URL: the client's failures, a status other than 2xx,
    ///   a body that is not a chat completion, or one without a message.
    public func ask(system: String, user: String, client: HTTPClient, meter: FetchMeter, deadline: Date) async throws -> Reply {
        var headers: HTTPHeaders = ["Content-Type": "application/json", "Accept": "application/json"]
        if let apiKey, !apiKey.isEmpty { headers["Authorization"] = "Bearer " + apiKey }
        let body = requestBody(system: system, user: user)
        let response = try await client.post(url, body: body, headers: headers, meter: meter, deadline: deadline)
        guard (200..<300).contains(response.status) else {
            throw FetchError(url: url, status: response.status, reason: HTTPClient.describe(response))
        }
        return try reply(from: response.body, estimate: Self.estimatedTokens(system: system, user: user) + maxOutputTokens)
    }

    /// The request's JSON, keys sorted, so the same question is the same bytes (and the same recording).
    func requestBody(system: String, user: String) -> Data {
        let object: [String: Any] = [
            "model": model,
            "messages": [["role": "system", "content": system], ["role": "user", "content": user]],
            "max_tokens": maxOutputTokens,
            "temperature": 0,
            "stream": false,
        ]
        // A dictionary of strings and numbers always serialises.
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }

    /// The first choice's message content and the usage's total tokens.
    func reply(from body: Data, estimate: Int) throws -> Reply {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: body)
        } catch {
            throw FetchError(url: url, reason: "the reply is not JSON (\(body.count) bytes)")
        }
        guard let reply = object as? [String: Any] else { throw FetchError(url: url, reason: "the reply is not a JSON object") }
        guard let choices = reply["choices"] as? [[String: Any]], let first = choices.first else {
            throw FetchError(url: url, reason: "the reply has no choice")
        }
        guard let message = first["message"] as? [String: Any], let text = message["content"] as? String else {
            throw FetchError(url: url, reason: "the reply's choice has no message content")
        }
        let usage = reply["usage"] as? [String: Any]
        let tokens = (usage?["total_tokens"] as? NSNumber)?.intValue ?? estimate
        return Reply(text: text, tokens: max(tokens, 0))
    }

    /// A request's tokens as a budget counts them before sending: a token for every four bytes of text.
    public static func estimatedTokens(system: String, user: String) -> Int {
        (system.utf8.count + user.utf8.count + 3) / 4
    }
}
