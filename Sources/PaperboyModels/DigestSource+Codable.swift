import Foundation

extension DigestSource {
    enum CodingKeys: String, CodingKey {
        case name, format, title, link, itemCount, warnings, announcement, failure, cachedAt
    }

    /// Decodes a source record; every field but the name, format and count may be absent (records written before they existed).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name),
            format: try c.decode(String.self, forKey: .format),
            title: try c.decodeIfPresent(String.self, forKey: .title),
            link: try c.decodeIfPresent(String.self, forKey: .link),
            itemCount: try c.decode(Int.self, forKey: .itemCount),
            warnings: try c.decodeIfPresent([String].self, forKey: .warnings) ?? [],
            announcement: try c.decodeIfPresent(Announcement.self, forKey: .announcement),
            failure: try c.decodeIfPresent(String.self, forKey: .failure),
            cachedAt: try c.decodeIfPresent(Date.self, forKey: .cachedAt))
    }
}
