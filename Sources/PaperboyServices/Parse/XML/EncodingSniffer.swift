import Foundation

/// Decides which encoding libxml2 should be told to use, before it reads a byte.
///
/// libxml2 honours byte-order marks and the XML declaration by itself. This
/// covers what real feeds get wrong: `gb2312` labels on text that needs
/// GB18030, `ISO-8859-1` labels on windows-1252 text (curly quotes in C1),
/// Latin-1 bytes in a document that declares no encoding at all, Latin-1
/// labels on UTF-8 text, and UTF-32 (which libxml2 does not detect).
enum EncodingSniffer {
    struct Decision: Equatable {
        /// The encoding to force, or nil to let libxml2 follow the document.
        var override: String?
        /// Said in the run report when the document's own label was not believed.
        var warning: String?
    }

    static func decide(prolog: [UInt8], width: XMLByteSource.Width = .bytes, input: XMLInput, callerEncoding: String?) -> Decision {
        if let callerEncoding { return Decision(override: normalise(callerEncoding) ?? callerEncoding) }
        switch width {
        case .utf32: return Decision(override: "UTF-8") // transcoded by XMLByteSource
        case .utf16: return Decision()
        case .bytes: break
        }
        let declared = declaredEncoding(in: prolog)
        if let declared, latin1Labels.contains(declared.lowercased()) {
            // A Latin-1 label on bytes that are valid UTF-8 (and not plain ASCII) is a
            // template's default left in place: text that really is Latin-1 is
            // almost never valid UTF-8 once it holds a non-ASCII letter.
            let check = UTF8Validator.check(input)
            if check.isValid, check.hasNonASCII {
                return Decision(override: "UTF-8", warning: "the document declares \(declared) but is valid UTF-8; read it as UTF-8")
            }
        }
        if let declared, let mapped = normalise(declared) {
            return Decision(override: mapped)
        }
        let isUTF8Label = declared.map { ["utf-8", "utf8"].contains($0.lowercased()) } ?? true
        guard isUTF8Label else { return Decision() }
        if UTF8Validator.isValid(input) { return Decision() }
        let label = declared == nil ? "declares no encoding" : "declares UTF-8"
        return Decision(
            override: "windows-1252",
            warning: "the document \(label) but is not valid UTF-8; read it as windows-1252"
        )
    }

    /// Labels of Latin-1 and its relatives that are often put on UTF-8 text.
    static let latin1Labels: Set<String> = [
        "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "us-ascii", "ascii",
        "windows-1252", "cp1252", "iso-8859-15", "iso8859-15",
    ]

    /// Maps labels whose real-world meaning is wider than their name; nil keeps the label as is.
    static func normalise(_ label: String) -> String? {
        switch label.lowercased() {
        case "gb2312", "gbk", "gb_2312-80", "x-gbk", "cp936", "euc-cn": return "GB18030"
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "us-ascii", "ascii", "l1": return "windows-1252"
        default: return nil
        }
    }

    /// The `encoding="…"` of an XML declaration at the start of `prolog`.
    static func declaredEncoding(in prolog: [UInt8]) -> String? {
        var bytes = prolog[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        guard let end = bytes.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let decl = String(decoding: bytes[..<end], as: UTF8.self)
        guard let key = decl.range(of: "encoding") else { return nil }
        var rest = decl[key.upperBound...].drop(while: { $0 == " " || $0 == "=" || $0 == "\t" })
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: quote) else { return nil }
        let label = rest[..<close].trimmingCharacters(in: .whitespaces)
        return label.isEmpty ? nil : label
    }
}
