import PaperboyModels

extension ItemBuilder {
    /// The title as plain text. HTML titles are read as HTML; so is an `untyped` (RSS)
    /// title that ``holdsMarkup(_:)``, as feedparser and mainstream readers read
    /// them (`New <b>graph</b> paper` → `New graph paper`, a `<script>` dropped whole).
    /// An Atom `type="text"` title is text, whatever it holds.
    func plainTitle(_ title: RawEntry.Text?, untyped: Bool) -> String {
        guard let title else { return "" }
        switch title.flavour {
        case .text:
            let folded = Whitespace.fold(title.value)
            return untyped && Self.holdsMarkup(folded) ? Whitespace.fold(sanitizer.inlineText(folded)) : folded
        case .html, .xhtml: return Whitespace.fold(sanitizer.inlineText(title.value))
        }
    }

    /// True when `text` is markup, as feedparser guesses for an RSS title: an end tag of
    /// an element the sanitiser has a rule for (`</b>`, `</script>`: ``HTMLElementRule/table``),
    /// or an `<img …>`, `<br>` or `<a …>` tag. `A model for <script> tags` or `Vec<String>`
    /// closes nothing and is text.
    static func holdsMarkup(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            var j = open + 1
            let closing = j < bytes.count && bytes[j] == UInt8(ascii: "/")
            if closing { j += 1 }
            let start = j
            while j < bytes.count, j - start < 8, (bytes[j] | 0x20) >= 0x61, (bytes[j] | 0x20) <= 0x7A { j += 1 }
            if j > start, j < bytes.count {
                let name = String(decoding: bytes[start..<j], as: UTF8.self).lowercased()
                let next = bytes[j]
                if closing, next == UInt8(ascii: ">"), ShortKey(lowercasing: bytes[start..<j]).flatMap { HTMLElementRule.table[$0] } != nil { return true }
                if !closing, ["img", "br", "a"].contains(name), next == UInt8(ascii: " ") || next == UInt8(ascii: ">") || next == UInt8(ascii: "/"),
                   bytes[j...].contains(UInt8(ascii: ">")) {
                    return true
                }
            }
            i = open + 1
        }
        return false
    }
}
