import ArgumentParser
import Foundation
import PaperboyKit

/// `--base-url` of `render`, `build`, `serve` and `check`: where the site is published, overriding the config's
/// `base_url:`. Precedence: `--base-url`, then the `PAPERBOY_BASE_URL` environment variable
/// (unset or empty: not given), then `base_url:` in the config.
struct BaseURLOption: ParsableArguments {
    @Option(name: .customLong("base-url"), help: ArgumentHelp(
        "The absolute http(s) URL the site is published at, e.g. https://user.github.io/repo/ (overrides base_url: "
            + "in the config and the \(BuildOptions.baseURLEnvironmentVariable) environment variable; a missing trailing / is added).",
        valueName: "url"))
    var baseURL: String?

    func validate() throws {
        _ = try resolved()
    }

    /// The base URL from `--base-url`, else from `PAPERBOY_BASE_URL` in `environment`; nil when neither
    /// is given (the config's `base_url:` applies).
    /// - Throws: `ValidationError` when the one given is not an absolute http(s) URL.
    func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL? {
        let name = BuildOptions.baseURLEnvironmentVariable
        let (text, origin): (String, String)
        if let baseURL {
            (text, origin) = (baseURL, "--base-url")
        } else if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty {
            (text, origin) = (value, name)
        } else {
            return nil
        }
        guard let url = BuildOptions.siteBaseURL(text) else {
            throw ValidationError("\(origin) must be an absolute http(s) URL without query or fragment, such as https://user.github.io/repo/, got '\(text)'")
        }
        return url
    }
}
