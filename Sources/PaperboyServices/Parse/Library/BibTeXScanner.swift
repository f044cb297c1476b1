import PaperboyModels

/// The syntax of a `.bib` file: `@type{key, field = value, …}` records with
/// `{…}`, `"…"`, numbers and `@string` macros joined by `#`. Text outside records
/// is a comment, as BibTeX has it. Works on the file's UTF-8 bytes and counts lines.
struct BibTeXScanner {
    /// One record as written: its type, key, fields (names lowercased, values raw) and first line.
    struct Record {
        var type: String
        var key: String
        var fields: [String: String]
        var line: Int
    }

    /// A syntax error inside a record; the reader skips to the next record.
    struct Failure: Error {
        var reason: String
        /// The line the broken record starts on.
        var line = 0
    }

    private let b: [UInt8]
    private var i = 0
    private(set) var line = 1
    private var macros: [String: String] = [
        "jan": "1", "feb": "2", "mar": "3", "apr": "4", "may": "5", "jun": "6",
        "jul": "7", "aug": "8", "sep": "9", "oct": "10", "nov": "11", "dec": "12",
    ]

    init(_ bytes: [UInt8]) {
        b = bytes
    }

    /// Moves to the next `@` and reads a record; nil at the end of the file.
    /// `@string` records define macros and `@comment`/`@preamble` are skipped, so
    /// every record returned is an entry.
    mutating func next() -> Result<Record, Failure>?? {
        while i < b.count, b[i] != UInt8(ascii: "@") { advance() }
        guard i < b.count else { return nil }
        let start = line
        do {
            return .some(try record(startLine: start).map { .success($0) })
        } catch let failure as Failure {
            skipToNextRecord()
            return .some(.failure(Failure(reason: failure.reason, line: start)))
        } catch {
            return nil
        }
    }

    private mutating func advance() {
        if b[i] == 0x0A { line += 1 }
        i += 1
    }

    private mutating func skipSpace() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { advance() }
    }

    /// After a broken record: the next `@` at the start of a line (after spaces).
    private mutating func skipToNextRecord() {
        var atLineStart = false
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "@"), atLineStart { return }
            if c == 0x0A { atLineStart = true } else if c != 0x20 && c != 0x09 && c != 0x0D { atLineStart = false }
            advance()
        }
    }

    private static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") || c == UInt8(ascii: ".")
            || c == UInt8(ascii: "+") || c == UInt8(ascii: "/") || c >= 0x80
    }

    private mutating func name() -> String {
        let start = i
        while i < b.count, Self.isNameByte(b[i]) { i += 1 }
        return String(decoding: b[start..<i], as: UTF8.self)
    }

    /// A record after its `@`; nil for `@string`, `@comment` and `@preamble`.
    private mutating func record(startLine: Int) throws -> Record? {
        i += 1
        let type = name().lowercased()
        guard !type.isEmpty else { throw Failure(reason: "expected an entry type after @") }
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "{") || b[i] == UInt8(ascii: "(") else {
            throw Failure(reason: "expected { after @\(type)")
        }
        let closer = b[i] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
        advance()
        if type == "comment" || type == "preamble" {
            _ = try braced(closer: closer)
            return nil
        }
        skipSpace()
        var key = ""
        if type != "string" {
            let start = i
            while i < b.count, b[i] != UInt8(ascii: ","), b[i] != closer, b[i] != 0x0A { i += 1 }
            key = String(decoding: b[start..<i], as: UTF8.self).trimmingSpaces()
            skipSpace()
            if i < b.count, b[i] == UInt8(ascii: ",") { advance() }
        }
        var fields: [String: String] = [:]
        while true {
            skipSpace()
            guard i < b.count else { throw Failure(reason: "the entry \(key.isEmpty ? "" : "\"\(key)\" ")is not closed") }
            if b[i] == closer {
                advance()
                break
            }
            let field = name().lowercased()
            guard !field.isEmpty else { throw Failure(reason: "expected a field name in \"\(key)\", found \"\(Unicode.Scalar(b[i]))\"") }
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "=") else { throw Failure(reason: "expected = after the field \"\(field)\"") }
            advance()
            let value = try self.value(field: field)
            if type == "string" {
                macros[field] = value
            } else if fields[field] == nil {
                fields[field] = value
            }
            skipSpace()
            guard i < b.count else { throw Failure(reason: "the entry \(key.isEmpty ? "" : "\"\(key)\" ")is not closed") }
            if b[i] == UInt8(ascii: ",") {
                advance()
            } else if b[i] != closer {
                throw Failure(reason: "expected , or \(Unicode.Scalar(closer)) after the field \"\(field)\"")
            }
        }
        return type == "string" ? nil : Record(type: type, key: key, fields: fields, line: startLine)
    }

    /// A value: parts joined by `#`.
    private mutating func value(field: String) throws -> String {
        var out = ""
        while true {
            skipSpace()
            guard i < b.count else { throw Failure(reason: "the field \"\(field)\" has no value") }
            let c = b[i]
            if c == UInt8(ascii: "{") {
                advance()
                out += try braced(closer: UInt8(ascii: "}"))
            } else if c == UInt8(ascii: "\"") {
                advance()
                out += try quoted(field: field)
            } else if Self.isNameByte(c) {
                let word = name()
                if word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                    out += word
                } else if let macro = macros[word.lowercased()] {
                    out += macro
                } else {
                    throw Failure(reason: "the field \"\(field)\" uses the undefined macro \"\(word)\"")
                }
            } else {
                throw Failure(reason: "the field \"\(field)\" has no value")
            }
            skipSpace()
            guard i < b.count, b[i] == UInt8(ascii: "#") else { return out }
            advance()
        }
    }

    /// The text up to the brace that closes an opened one (nested braces kept).
    private mutating func braced(closer: UInt8) throws -> String {
        let start = i
        var depth = 0
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "}") || c == closer {
                if depth == 0, c == closer {
                    let text = String(decoding: b[start..<i], as: UTF8.self)
                    advance()
                    return text
                }
                if c == UInt8(ascii: "}") { depth -= 1 }
            }
            advance()
        }
        throw Failure(reason: "a { is never closed")
    }

    /// The text up to the `"` that ends a quoted value (one inside braces does not).
    private mutating func quoted(field: String) throws -> String {
        let start = i
        var depth = 0
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "{") { depth += 1 } else if c == UInt8(ascii: "}") { depth -= 1 }
            if c == UInt8(ascii: "\""), depth <= 0 {
                let text = String(decoding: b[start..<i], as: UTF8.self)
                advance()
                return text
            }
            advance()
        }
        throw Failure(reason: "the quoted value of \"\(field)\" is never closed")
    }
}

extension String {
    func trimmingSpaces() -> String {
        LibraryFields.folded(self)
    }
}
