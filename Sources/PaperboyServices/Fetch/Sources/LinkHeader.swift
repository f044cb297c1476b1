import Foundation

/// Reads an RFC 8288 `Link` header, as GitHub uses for paging:
/// `<https://api.github.com/…&page=2>; rel="next", <…&page=34>; rel="last"`.
public enum LinkHeader {
    /// The target of the first link whose `rel` includes `relation`, resolved against `base`.
    public static func target(_ header: String?, relation: String, base: URL? = nil) -> URL? {
        guard let header else { return nil }
        var rest = Substring(header)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let target = rest[rest.index(after: open)..<close]
            let paramsEnd = rest[close...].dropFirst().firstIndex(of: "<") ?? rest.endIndex
            let params = rest[rest.index(after: close)..<paramsEnd]
            for param in params.split(separator: ";") {
                let parts = param.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else { continue }
                let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\",")).lowercased()
                if value.split(separator: " ").contains(Substring(relation)) {
                    return URL(string: String(target), relativeTo: base)?.absoluteURL
                }
            }
            rest = rest[paramsEnd...]
        }
        return nil
    }
}
