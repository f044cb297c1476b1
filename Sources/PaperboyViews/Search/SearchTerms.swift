import Foundation
import PaperboyModels
import PaperboyText

/// The words search indexes and matches: ``WordFolding``'s words (case, diacritics, width
/// and non-decomposing Latin letters folded), with English function words dropped.
/// `search.js` splits and folds a query the same way, with the table and stopwords the
/// manifest carries (``SearchFoldTable``).
enum SearchTerms {
    /// Words too common to tell items apart; a query drops them too.
    static let stopwords: [String] = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "has", "have", "in", "is", "it", "its",
        "of", "on", "or", "that", "the", "their", "this", "to", "we", "which", "with",
    ]
    private static let stopSet = Set(stopwords)

    /// Longer words are not indexed (a URL or a hash glued into one word).
    static let wordLimit = 40

    /// The folded words of `text`, in order, without stopwords.
    static func words(_ text: String) -> [String] {
        var out: [String] = []
        each(text) { out.append($0) }
        return out
    }

    /// The distinct words of a summary, in order of first use.
    static func body(_ text: String) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        each(text) { word in
            if seen.insert(word).inserted { out.append(word) }
        }
        return out
    }

    /// Calls `body` with each folded word of `text`.
    static func each(_ text: String, keepingStopwords: Bool = false, _ body: (String) -> Void) {
        eachBytes(text) { bytes in
            let word = String(decoding: bytes, as: UTF8.self)
            if !keepingStopwords, stopSet.contains(word) { return }
            body(word)
        }
    }

    /// Calls `body` with the UTF-8 bytes of each folded word of `text` (stopwords too).
    /// ASCII words are folded byte by byte; only words with other scalars
    /// go through Foundation.
    static func eachBytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        var folded: [UInt8] = []
        folded.reserveCapacity(wordLimit + 4)
        text.withUTF8 { bytes in
            var i = 0
            let n = bytes.count
            while i < n {
                let start = i
                var ascii = true
                while i < n {
                    let b = bytes[i]
                    if b < 0x80 {
                        if !WordFolding.isASCIIWordByte(b) { break }
                        i += 1
                    } else {
                        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
                        let end = min(i + length, n)
                        var value = UInt32(length == 1 ? b : b & (0xFF >> (length + 1)))
                        for k in (i + 1)..<max(end, i + 1) { value = value << 6 | UInt32(bytes[k] & 0x3F) }
                        guard let scalar = Unicode.Scalar(value), WordFolding.isWordScalar(scalar) else { break }
                        ascii = false
                        i = end
                    }
                }
                if i == start { // a separator
                    let b = bytes[i]
                    i += b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
                    continue
                }
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<min(i, n)])
                if ascii {
                    guard raw.count <= wordLimit else { continue }
                    folded.removeAll(keepingCapacity: true)
                    for b in raw { folded.append(b >= 0x41 && b <= 0x5A ? b | 0x20 : b) }
                } else {
                    folded = WordFolding.foldedWordBytes(String(decoding: raw, as: UTF8.self))
                }
                if folded.isEmpty || folded.count > wordLimit { continue }
                folded.withUnsafeBufferPointer(body)
            }
        }
    }
}
