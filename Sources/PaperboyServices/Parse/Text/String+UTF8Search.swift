extension String {
    /// The byte range of the first occurrence of `needle`, compared as UTF-8 bytes.
    ///
    /// Foundation's `range(of:)` bridges through NSString and UTF-16; on the
    /// parse stage's hot path a byte search is many times cheaper.
    func utf8Range(of needle: String) -> Range<Int>? {
        var haystack = self
        var pattern = needle
        return haystack.withUTF8 { text in
            pattern.withUTF8 { word -> Range<Int>? in
                guard !word.isEmpty, word.count <= text.count else { return nil }
                let first = word[0]
                var index = 0
                let last = text.count - word.count
                while index <= last {
                    if text[index] == first {
                        var matched = 1
                        while matched < word.count, text[index + matched] == word[matched] { matched += 1 }
                        if matched == word.count { return index..<(index + word.count) }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// True when `needle` occurs in the string (byte comparison).
    func utf8Contains(_ needle: String) -> Bool { utf8Range(of: needle) != nil }

    /// The text after the first `count` UTF-8 bytes (which must end on a character boundary).
    func utf8Dropping(_ count: Int) -> String {
        String(decoding: utf8.dropFirst(count), as: UTF8.self)
    }
}
