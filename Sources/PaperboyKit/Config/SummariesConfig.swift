import Foundation

/// `summaries:`: the line under each paper's title. The key sentence of its abstract is on by
/// default; TL;DRs from a chat model are asked for only when `tldr:` names an endpoint.
public struct SummariesConfig: Sendable, Hashable {
    /// `summaries: tldr:`: an OpenAI-compatible chat endpoint and what a digest day may spend on it.
    public struct TLDRConfig: Sendable, Hashable {
        /// The default of `top:`.
        public static let defaultTop = 3
        /// The default of `max_requests:`.
        public static let defaultMaxRequests = 40
        /// The default of `max_tokens:`.
        public static let defaultMaxTokens = 40_000
        /// The default of `max_output_tokens:`.
        public static let defaultMaxOutputTokens = 120

        /// `base_url:` (`https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`).
        public var baseURL: URL
        /// `model:`.
        public var model: String
        /// `api_key_env:`: the environment variable holding the key; nil for an endpoint that needs none.
        public var apiKeyVariable: String?
        /// `top:`: the items of each section, after ranking, that get a TL;DR.
        public var top: Int
        /// `max_requests:`: requests a digest day may send, every run of it together.
        public var maxRequests: Int
        /// `max_tokens:`: tokens a digest day may spend, as the endpoint counts them.
        public var maxTokens: Int
        /// `max_output_tokens:`: the longest reply asked for.
        public var maxOutputTokens: Int

        /// Creates the setting.
        public init(baseURL: URL, model: String, apiKeyVariable: String? = nil, top: Int = Self.defaultTop,
                    maxRequests: Int = Self.defaultMaxRequests, maxTokens: Int = Self.defaultMaxTokens,
                    maxOutputTokens: Int = Self.defaultMaxOutputTokens) {
            self.baseURL = baseURL
            self.model = model
            self.apiKeyVariable = apiKeyVariable
            self.top = top
            self.maxRequests = maxRequests
            self.maxTokens = maxTokens
            self.maxOutputTokens = maxOutputTokens
        }
    }

    /// `key_sentence:` (default true).
    public var keySentence: Bool
    /// `tldr:`; nil asks for none.
    public var tldr: TLDRConfig?

    /// Creates the setting.
    public init(keySentence: Bool = true, tldr: TLDRConfig? = nil) {
        self.keySentence = keySentence
        self.tldr = tldr
    }
}
