import Foundation

/// Decides which encoding libxml2 should be told to use, before it reads a byte.
///
/// libxml2 honours byte-order marks and the XML declaration by itself. This
/// covers what real feeds get wrong: labels libxml2 does not know (the
/// WHATWG list, ``EncodingLabels``), UTF-16 labels on UTF-8 text, `gb2312` labels on text that needs
/// GB18030, `ISO-8859-1` labels on windows-1252 text (curly quotes in C1),
/// Latin-1 bytes in a document that declares no encoding at all, Latin-1
/// labels on UTF-8 text, and UTF-32 (which libxml2 does not detect).
enum EncodingSniffer {
    struct Decision: Equatable {
        /// The encoding to force, or nil to let libxml2 follow the document.
        var override: String?
        /// Said in the run report when the document's own label was not believed.
        var warning: String?
        /// True when libxml2 must not switch decoders at the document's label
        /// (always with an override; for UTF-16, whose label can only repeat what its first bytes say, or lie).
        var ignoresLabel = false

        init(override: String? = nil, warning: String? = nil, ignoresLabel: Bool = false) {
            self.override = override
            self.warning = warning
            self.ignoresLabel = ignoresLabel || override != nil
        }
    }

    static func decide(prolog: [UInt8], width: XMLByteSource.Width = .bytes, input: XMLInput, callerEncoding: String?) -> Decision {
        switch width {
        case .utf32: return Decision(override: "UTF-8") // transcoded by XMLByteSource
        case .utf16:
            // libxml2 tells the byte order from the first bytes; any label could only break that.
            if let callerEncoding, let name = EncodingLabels.canonical(callerEncoding), !EncodingLabels.isWide(name) {
                return Decision(override: name)
            }
            return Decision(ignoresLabel: true)
        case .bytes: break
        }
        if let callerEncoding {
            let name = EncodingLabels.canonical(callerEncoding) ?? callerEncoding
            // A UTF-16 or UTF-32 label on bytes that start like ASCII is wrong: browsers read UTF-8.
            return Decision(override: EncodingLabels.isWide(name) ? "UTF-8" : name)
        }
        let declared = declaredEncoding(in: prolog)
        let name = declared.flatMap(EncodingLabels.canonical)
        if let declared, let name, latin1Family.contains(name) {
            // A Latin-1 label on bytes that are valid UTF-8 (and not plain ASCII) is a
            // template's default left in place: text that really is Latin-1 is
            // almost never valid UTF-8 once it holds a non-ASCII letter.
            let check = UTF8Validator.check(input)
            if check.isValid, check.hasNonASCII {
                return Decision(override: "UTF-8", warning: "the document declares \(declared) but is valid UTF-8; read it as UTF-8")
            }
        }
        if let name, name != "UTF-8", !EncodingLabels.isWide(name) {
            return Decision(override: name)
        }
        guard declared == nil || name != nil else { return Decision() } // a label iconv may still know
        if UTF8Validator.isValid(input) {
            let plain = declared.map { ["utf-8", "utf8"].contains($0.lowercased()) } ?? true
            return plain ? Decision() : Decision(override: "UTF-8")
        }
        let label = declared.map { name == "UTF-8" ? "declares UTF-8" : "declares \($0)" } ?? "declares no encoding"
        return Decision(
            override: "windows-1252",
            warning: "the document \(label) but is not valid UTF-8; read it as windows-1252"
        )
    }

    /// Encodings whose labels are often put on UTF-8 text.
    static let latin1Family: Set<String> = ["windows-1252", "ISO-8859-15"]

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
