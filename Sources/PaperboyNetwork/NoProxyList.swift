import Foundation

/// `NO_PROXY` as curl reads it: comma- or space-separated entries, each `*` (every host), a
/// host name that also covers its subdomains (`example.com`, `.example.com`), an IP address or
/// an IPv4 CIDR block (`10.0.0.0/8`), any of them with an optional `:port`.
struct NoProxyList: Sendable, Equatable {
    private struct Entry: Sendable, Equatable {
        let host: String
        let port: Int?
    }

    private let everything: Bool
    private let entries: [Entry]

    init(_ text: String) {
        var entries: [Entry] = []
        var everything = false
        for raw in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
            var item = raw.trimmingCharacters(in: .whitespaces).lowercased()
            if item == "*" { everything = true; continue }
            var port: Int?
            if let colon = item.lastIndex(of: ":"), let number = Int(item[item.index(after: colon)...]),
               item.filter({ $0 == ":" }).count == 1 || item.hasPrefix("[") {
                port = number
                item = String(item[..<colon])
            }
            item = item.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            while item.hasPrefix(".") || item.hasPrefix("*") { item.removeFirst() }
            if item.hasSuffix(".") { item.removeLast() }
            if !item.isEmpty { entries.append(Entry(host: item, port: port)) }
        }
        self.everything = everything
        self.entries = entries
    }

    /// True when `host` (and `port`, for entries that name one) is reached directly.
    func matches(host: String, port: Int?) -> Bool {
        if everything { return true }
        var name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if name.hasSuffix(".") { name.removeLast() }
        return entries.contains { entry in
            if let wanted = entry.port, let port, wanted != port { return false }
            if entry.host.contains("/") { return Self.ipv4(name, inBlock: entry.host) }
            return name == entry.host || name.hasSuffix("." + entry.host)
        }
    }

    private static func ipv4(_ address: String, inBlock block: String) -> Bool {
        let parts = block.split(separator: "/")
        guard parts.count == 2, let bits = Int(parts[1]), (0...32).contains(bits),
              let network = number(String(parts[0])), let value = number(address) else { return false }
        let mask: UInt32 = bits == 0 ? 0 : ~UInt32(0) << (32 - bits)
        return network & mask == value & mask
    }

    private static func number(_ text: String) -> UInt32? {
        let octets = text.split(separator: ".", omittingEmptySubsequences: false).compactMap { UInt8($0) }
        guard octets.count == 4, text.split(separator: ".", omittingEmptySubsequences: false).count == 4 else { return nil }
        return octets.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
