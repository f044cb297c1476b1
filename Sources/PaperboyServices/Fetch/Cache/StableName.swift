/// A file name for a URL (or any key) that is the same on every run and every machine:
/// a readable slug of the key and a 64-bit FNV-1a hash of it, like
/// `export.arxiv.org_api_query_id_list_2411.19012-3b9ac5f1d2e4a7c0`.
public enum StableName {
    /// The name for `key` (no extension).
    public static func of(_ key: String) -> String {
        var slug: [UInt8] = []
        let text = key.replacingOccurrences(of: "https://", with: "").replacingOccurrences(of: "http://", with: "")
        for byte in text.utf8 {
            let keep = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            let next = keep ? byte : UInt8(ascii: "_")
            if next == UInt8(ascii: "_"), slug.last == UInt8(ascii: "_") { continue }
            slug.append(next)
            if slug.count == 80 { break }
        }
        while slug.last == UInt8(ascii: "_") || slug.last == UInt8(ascii: ".") { slug.removeLast() }
        return String(decoding: slug, as: UTF8.self) + "-" + hex(fnv1a(key))
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes.
    static func fnv1a(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
