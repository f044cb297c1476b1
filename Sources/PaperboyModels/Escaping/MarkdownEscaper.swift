/// Escapes feed text so that Markdown shows it literally.
///
/// Feed text is untrusted: a title like `[x](javascript:alert(1))` or
/// `<script>` must never become a link, an image or raw HTML in the digest's
/// Markdown. The escaper works on UTF-8 bytes in one pass.
public enum MarkdownEscaper {
    /// Scalars that start or end Markdown syntax anywhere on a line, escaped with a backslash:
    /// ``\ ` * _ [ ] # < | & ~``. CommonMark lets every ASCII punctuation
    /// character be backslash-escaped, so each of these renders as itself. With `[`
    /// escaped, `(`, `)` and `!` cannot form a link or an image, so they stay as written.
    static func isSpecial(_ v: UInt32) -> Bool {
        switch v {
        case 0x5C, 0x60, 0x2A, 0x5F, 0x5B, 0x5D, 0x23, 0x3C, 0x7C, 0x26, 0x7E:
            return true
        default:
            return false
        }
    }

    /// Scalars that are syntax only at the start of a line (list items, block
    /// quotes, setext underlines): `- + > =`.
    static func isSpecialAtStart(_ v: UInt32) -> Bool {
        v == 0x2D || v == 0x2B || v == 0x3E || v == 0x3D
    }

    /// Escapes `text` for use inside a Markdown paragraph, heading, list item or link text.
    ///
    /// Each run of spaces, tabs and line breaks becomes one space and the ends are
    /// trimmed, so the result is one line; every character in ``isSpecial(_:)`` gets a backslash; a leading
    /// `- + > =` or a leading number followed by `.` or `)` (which would make a list, a
    /// quote or a heading underline) is escaped too.
    public static func escape(_ text: String) -> String {
        // Every character that matters is ASCII, so the work is on UTF-8 bytes:
        // multi-byte sequences pass through untouched. At most one backslash per byte.
        var copy = text
        return copy.withUTF8 { bytes in
            // At most a backslash per byte (and a space for a run of whitespace before it). The
            // string lives only while its page renders, so room to spare costs less than counting first.
            ByteWriter.string(capacity: 2 * bytes.count + 1) { out in
                var line = LineEscaper()
                line.feed(bytes, into: &out)
            }
        }
    }

    /// Escapes text that may hold several paragraphs: each run of lines between blank
    /// lines is escaped as ``escape(_:)`` escapes one line (its line breaks become
    /// spaces), and the paragraphs are joined with one blank line. One pass over the bytes.
    public static func escapeParagraphs(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { bytes in
            // At most a backslash per byte; each paragraph's "\n\n" stands for at least two
            // line breaks of the input.
            ByteWriter.string(capacity: 2 * bytes.count + 3) { out in
                var line = LineEscaper()
                var start = 0
                while start <= bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                    let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if isBlank(slice) {
                        line = LineEscaper()
                    } else {
                        var i = 0
                        while i < slice.count, !line.started {
                            if !LineEscaper.isSpace(slice[i]), !out.isEmpty { out.append(0x0A); out.append(0x0A) }
                            line.feed(slice[i], into: &out)
                            i += 1
                        }
                        line.feed(UnsafeBufferPointer(rebasing: slice[i...]), into: &out)
                        line.feed(0x0A, into: &out)
                    }
                    start = end + 1
                }
            }
        }
    }

    /// A line of only whitespace (Unicode whitespace included), which ends a paragraph.
    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var ascii = true
        for byte in line {
            if byte >= 0x80 { ascii = false; continue }
            guard byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) else { return false }
        }
        return ascii || String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
    }

    /// The state of ``escape(_:)`` over one line: whitespace runs folded, ends trimmed,
    /// syntax characters escaped.
    struct LineEscaper {
        private(set) var started = false
        private var leadingDigits = true
        private var pendingSpace = false

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        mutating func feed(_ byte: UInt8, into out: inout ByteWriter) {
            if Self.isSpace(byte) {
                // A run of whitespace becomes one space; leading and trailing runs are dropped.
                pendingSpace = started
                return
            }
            if pendingSpace { out.append(0x20) }
            pendingSpace = false
            let atStart = !started
            started = true
            let v = UInt32(byte)
            if isSpecial(v) || (atStart && isSpecialAtStart(v)) || (leadingDigits && !atStart && (v == 0x2E || v == 0x29)) {
                out.append(0x5C)
            }
            leadingDigits = leadingDigits && v >= 0x30 && v <= 0x39
            out.append(byte)
        }

        /// Feeds `bytes` in turn: byte by byte until the line has started past its leading
        /// digits, then only whitespace and ``isSpecial(_:)`` matter, looked up in one table.
        mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout ByteWriter) {
            var i = 0
            while i < bytes.count, !started || leadingDigits {
                feed(bytes[i], into: &out)
                i += 1
            }
            guard i < bytes.count else { return }
            var pending = pendingSpace
            let rest = UnsafeBufferPointer(rebasing: bytes[i...])
            // Each byte writes at most two (a backslash and itself), a folded space is paid by the
            // whitespace before it, and one space may be pending from before the run.
            Self.kinds.withUnsafeBufferPointer { kinds in
                out.write(atMost: 2 * rest.count + 1) { p in
                    var k = 0
                    for byte in rest {
                        let kind = kinds[Int(byte)]
                        if kind == Self.space {
                            pending = true
                            continue
                        }
                        if pending {
                            p[k] = 0x20
                            k += 1
                            pending = false
                        }
                        if kind == Self.special {
                            p[k] = 0x5C
                            k += 1
                        }
                        p[k] = byte
                        k += 1
                    }
                    return k
                }
            }
            pendingSpace = pending
        }

        private static let space: UInt8 = 1
        private static let special: UInt8 = 2
        /// Per byte: ``space`` for whitespace, ``special`` for ``isSpecial(_:)``, 0 for the rest.
        private static let kinds: [UInt8] = (0..<256).map { v in
            isSpace(UInt8(v)) ? space : isSpecial(UInt32(v)) ? special : 0
        }
    }

    /// Makes an `http`/`https` URL safe as a Markdown link destination: characters
    /// that could end the destination or change its meaning (spaces, `<>()\"'` and
    /// backquotes), controls and non-ASCII are percent-encoded.
    /// Returns nil for any other scheme (``SafeURL``).
    public static func linkDestination(_ url: String) -> String? {
        guard var safe = SafeURL.web(url) else { return nil }
        let hex = Array("0123456789ABCDEF".utf8)
        return safe.withUTF8 { bytes in
            ByteWriter.string(capacity: 3 * bytes.count) { out in
                for byte in bytes {
                    switch byte {
                    case 0x22, 0x27, 0x28, 0x29, 0x3C, 0x3E, 0x5C, 0x60: // " ' ( ) < > \ `
                        break
                    case 0x21...0x7E:
                        out.append(byte)
                        continue
                    default:
                        break
                    }
                    out.append(0x25)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0x0F)])
                }
            }
        }
    }
}
