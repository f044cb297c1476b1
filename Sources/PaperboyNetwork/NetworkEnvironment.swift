import Foundation

/// The proxy and certificate settings a user makes in the environment, read as curl reads them.
///
/// - `https_proxy`/`HTTPS_PROXY` for https URLs, `http_proxy`/`HTTP_PROXY` for http URLs, and
///   `all_proxy`/`ALL_PROXY` for either when the scheme's own is unset (the lowercase name wins
///   when both are set). A proxy is `[http://][user:password@]host[:port]` (port 1080 unless
///   given) or `socks5://host[:port]`; an HTTP proxy is asked to `CONNECT` (AsyncHTTPClient
///   tunnels http URLs too).
/// - `no_proxy`/`NO_PROXY`: hosts reached directly (``NoProxyList``).
/// - `SSL_CERT_FILE`: a PEM bundle trusted instead of the system's; `SSL_CERT_DIR`: folders
///   (`:`-separated) whose PEM files are trusted besides it.
struct NetworkEnvironment: Sendable {
    /// The proxy for http URLs, or why the setting cannot be used.
    let http: Result<ProxyServer, SettingError>?
    /// The proxy for https URLs, or why the setting cannot be used.
    let https: Result<ProxyServer, SettingError>?
    /// Hosts reached directly.
    let noProxy: NoProxyList
    /// `SSL_CERT_FILE`, if set.
    let certificateFile: String?
    /// `SSL_CERT_DIR`'s folders, if set.
    let certificateFolders: [String]

    init(_ environment: [String: String]) {
        func value(_ name: String) -> (name: String, value: String)? {
            for key in [name.lowercased(), name.uppercased()] {
                if let value = environment[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty { return (key, value) }
            }
            return nil
        }
        let all = value("all_proxy")
        http = (value("http_proxy") ?? all).map { ProxyServer.parse($0.value, variable: $0.name) }
        https = (value("https_proxy") ?? all).map { ProxyServer.parse($0.value, variable: $0.name) }
        noProxy = NoProxyList(value("no_proxy")?.value ?? "")
        certificateFile = environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        certificateFolders = (environment["SSL_CERT_DIR"] ?? "").split(separator: ":").map(String.init)
    }

    /// The proxy `url` goes through, nil to connect directly.
    /// - Throws: The ``SettingError`` of an unusable proxy setting for its scheme.
    func proxy(for url: URL) throws -> ProxyServer? {
        let secure = url.scheme?.lowercased() == "https"
        guard let host = url.host, !noProxy.matches(host: host, port: url.port ?? (secure ? 443 : 80)) else { return nil }
        let setting = secure ? https : http
        return try setting?.get()
    }
}

/// A proxy or certificate variable that cannot be used, naming it.
struct SettingError: Error, Sendable, Equatable {
    let message: String
}

/// A proxy server: where it is and how to speak to it.
struct ProxyServer: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case http, socks5 }

    let kind: Kind
    let host: String
    let port: Int
    /// `user:password` for `Proxy-Authorization: Basic`, from the URL's user information.
    let credentials: String?

    static func parse(_ text: String, variable: String) -> Result<ProxyServer, SettingError> {
        let full = text.contains("://") ? text : "http://" + text
        guard let components = URLComponents(string: full), let host = components.host, !host.isEmpty else {
            return .failure(SettingError(message: "\(variable)=\(text) is not a proxy URL (write http://host:port)"))
        }
        let kind: Kind
        switch components.scheme?.lowercased() {
        case "http": kind = .http
        case "socks5", "socks5h": kind = .socks5
        default:
            return .failure(SettingError(message: "\(variable)=\(text): only http:// and socks5:// proxies are supported"))
        }
        if kind == .socks5, components.user != nil {
            return .failure(SettingError(message: "\(variable)=\(text): a SOCKS proxy with a user name is not supported"))
        }
        let credentials = components.user.map { user in
            [user, components.password ?? ""].map { $0.removingPercentEncoding ?? $0 }.joined(separator: ":")
        }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return .success(ProxyServer(kind: kind, host: bare, port: components.port ?? 1080, credentials: credentials))
    }
}
