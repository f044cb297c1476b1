import Foundation

extension ConfigResolver {
    func resolveSummaries(_ raw: ConfigFile.Summaries?) throws -> SummariesConfig {
        guard let raw else { return SummariesConfig() }
        return SummariesConfig(keySentence: raw.keySentence ?? true, tldr: try raw.tldr.map(resolveTLDR))
    }

    private func resolveTLDR(_ raw: ConfigFile.TLDR) throws -> SummariesConfig.TLDRConfig {
        typealias Setting = SummariesConfig.TLDRConfig
        let path = ConfigPath().appending("summaries").appending("tldr")
        guard let text = try nonEmpty(raw.baseURL, at: path.appending("base_url")) else {
            throw ConfigIssue(path, "base_url is required: the chat endpoint, like https://api.openai.com/v1")
        }
        let url = try httpURL(text, at: path, key: "base_url")
        guard let model = try nonEmpty(raw.model, at: path.appending("model")) else {
            throw ConfigIssue(path, "model is required: the model's name as the endpoint knows it")
        }
        let variable = try nonEmpty(raw.apiKeyEnv, at: path.appending("api_key_env"))
        if let variable, !variable.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
            throw ConfigIssue(path.appending("api_key_env"), "api_key_env names an environment variable (letters, digits, _), got \"\(variable)\"")
        }
        func count(_ value: Int?, _ key: String, _ fallback: Int, _ range: ClosedRange<Int>) throws -> Int {
            let value = value ?? fallback
            guard range.contains(value) else {
                throw ConfigIssue(path.appending(key), "\(key) must be between \(range.lowerBound) and \(range.upperBound), got \(value)")
            }
            return value
        }
        return Setting(baseURL: url, model: model, apiKeyVariable: variable,
                       top: try count(raw.top, "top", Setting.defaultTop, 1...50),
                       maxRequests: try count(raw.maxRequests, "max_requests", Setting.defaultMaxRequests, 0...10_000),
                       maxTokens: try count(raw.maxTokens, "max_tokens", Setting.defaultMaxTokens, 0...100_000_000),
                       maxOutputTokens: try count(raw.maxOutputTokens, "max_output_tokens", Setting.defaultMaxOutputTokens, 16...4_000))
    }
}
