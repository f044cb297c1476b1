/// Header values for RFC 5322: ASCII text as it is, other text as RFC 2047 `Q` encoded
/// words (`=?UTF-8?Q?T=C3=A4glich?=`) of at most 75 characters, never splitting a
/// character's bytes; lines are folded so none is over 78 characters.
enum EncodedWord {
    static let wordLimit = 75

    /// `Name: value` folded with CRLF and a space.
    static func header(_ name: String, _ value: String) -> String {
        let value = oneLine(value)
        let isASCII = value.utf8.allSatisfy { $0 < 0x80 }
        return fold(name, words: isASCII ? value.split(separator: " ").map(String.init) : encode(value))
    }

    /// `Name: address` folded, a non-ASCII display name encoded.
    static func addressHeader(_ name: String, _ value: String) -> String {
        fold(name, words: address(oneLine(value)))
    }

    /// `Name:` and the words, separated by spaces, a line broken before a word that would pass 78 characters.
    static func fold(_ name: String, words: [String]) -> String {
        var lines: [String] = []
        var line = name + ":"
        for word in words {
            if line.count + 1 + word.count > 78, line.count > name.count + 1 {
                lines.append(line)
                line = ""
            }
            line += " " + word
        }
        lines.append(line)
        return lines.joined(separator: "\r\n")
    }

    /// Control characters (a line break above all) as spaces: a header stays one header.
    static func oneLine(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    /// An address header's value: a non-ASCII display name before `<` is encoded, the address kept.
    static func address(_ value: String) -> [String] {
        guard !value.utf8.allSatisfy({ $0 < 0x80 }), let open = value.lastIndex(of: "<") else {
            return value.utf8.allSatisfy({ $0 < 0x80 }) ? value.split(separator: " ").map(String.init) : encode(value)
        }
        let name = value[..<open].trimmingASCIISpaces()
        return encode(String(name)) + [String(value[open...])]
    }

    /// `text` as `Q` encoded words.
    static func encode(_ text: String) -> [String] {
        let prefix = "=?UTF-8?Q?", suffix = "?="
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            var piece = ""
            for byte in String(scalar).utf8 {
                switch byte {
                case 0x20: piece += "_"
                case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x21, 0x2A, 0x2B, 0x2D, 0x2F: piece += String(UnicodeScalar(byte))
                default: piece += "=" + String(decoding: QuotedPrintable.hex(byte), as: UTF8.self)
                }
            }
            if !current.isEmpty, prefix.count + current.count + piece.count + suffix.count > wordLimit {
                words.append(prefix + current + suffix)
                current = ""
            }
            current += piece
        }
        if !current.isEmpty || words.isEmpty { words.append(prefix + current + suffix) }
        return words
    }
}

private extension Substring {
    func trimmingASCIISpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
