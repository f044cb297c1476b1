import Foundation
@testable import PaperboyNetwork
import Testing

/// Proxy variables read as curl reads them: which variable wins, what NO_PROXY covers, and what is refused.
@Suite struct NetworkEnvironmentTests {
    private func proxy(_ url: String, _ environment: [String: String]) throws -> ProxyServer? {
        try NetworkEnvironment(environment).proxy(for: URL(string: url)!)
    }

    @Test func eachSchemeHasItsOwnVariableAndLowercaseWins() throws {
        let environment = ["HTTPS_PROXY": "http://upper:3128", "https_proxy": "lower:8080", "HTTP_PROXY": "http://plain:80"]
        #expect(try proxy("https://export.arxiv.org/api/query", environment) == ProxyServer(kind: .http, host: "lower", port: 8080, credentials: nil))
        #expect(try proxy("http://export.arxiv.org/api/query", environment)?.host == "plain")
        #expect(try proxy("http://a.example/", ["ALL_PROXY": "socks5://s:1081"]) == ProxyServer(kind: .socks5, host: "s", port: 1081, credentials: nil))
        #expect(try proxy("https://a.example/", [:]) == nil)
    }

    @Test func credentialsAndDefaultPort() throws {
        let server = try proxy("https://a.example/", ["HTTPS_PROXY": "http://me:p%40ss@proxy.corp"])
        #expect(server == ProxyServer(kind: .http, host: "proxy.corp", port: 1080, credentials: "me:p@ss"))
    }

    @Test("NO_PROXY", arguments: [
        ("example.com", "https://example.com/", true), ("example.com", "https://api.example.com/", true),
        (".example.com", "https://example.com/", true), ("example.com", "https://notexample.com/", false),
        ("*", "https://anything.org/", true), ("localhost, 127.0.0.1", "http://127.0.0.1:9/", true),
        ("10.0.0.0/8", "http://10.20.30.40/", true), ("10.0.0.0/8", "http://11.0.0.1/", false),
        ("example.com:8443", "https://example.com:8443/", true), ("example.com:8443", "https://example.com/", false),
        ("[::1]", "http://[::1]:8080/", true), ("", "https://example.com/", false),
    ])
    func noProxy(list: String, url: String, direct: Bool) throws {
        let chosen = try proxy(url, ["https_proxy": "http://p:1", "http_proxy": "http://p:1", "NO_PROXY": list])
        #expect((chosen == nil) == direct)
    }

    @Test func anUnusableProxyNamesItsVariable() {
        #expect(throws: SettingError(message: "HTTPS_PROXY=https://p:1: only http:// and socks5:// proxies are supported")) {
            try proxy("https://a.example/", ["HTTPS_PROXY": "https://p:1"])
        }
        // A URL that NO_PROXY covers never reads the broken setting.
        #expect(throws: Never.self) { try proxy("https://a.example/", ["HTTPS_PROXY": "https://p:1", "no_proxy": "a.example"]) }
    }
}
