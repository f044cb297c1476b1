import PaperboyModels
import PaperboyText

/// Splits text into the terms the library score compares: words as the query language
/// finds and folds them (``WordFolding``), lowercased, English stopwords and single
/// letters dropped, plain numbers dropped, and a plural `s` removed (`networks` →
/// `network`, `studies` → `study`), so a library title and an abstract meet halfway.
///
/// Works on UTF-8 bytes; only words with non-ASCII scalars are folded through
/// ``FoldCache``. Each term is handed to `body` as bytes valid for the call.
struct TermTokenizer {
    let cache: FoldCache

    func forEachTerm(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { buf in
            var scratch = [UInt8](repeating: 0, count: 64)
            let n = buf.count
            var i = 0
            while i < n {
                let b = buf[i]
                if b < 0x80 {
                    if !WordFolding.isASCIIWordByte(b) { i += 1; continue }
                } else {
                    let (scalar, length) = UTF8Scalar.decode(buf, at: i)
                    if !WordFolding.isWordScalar(scalar) { i += length; continue }
                }
                let start = i
                var ascii = true
                while i < n {
                    let c = buf[i]
                    if c < 0x80 {
                        guard WordFolding.isASCIIWordByte(c) else { break }
                        i += 1
                    } else {
                        let (scalar, length) = UTF8Scalar.decode(buf, at: i)
                        guard WordFolding.isWordScalar(scalar) else { break }
                        ascii = false
                        i += length
                    }
                }
                if ascii {
                    let length = i - start
                    if length > scratch.count { scratch = [UInt8](repeating: 0, count: length) }
                    for k in 0..<length {
                        let c = buf[start + k]
                        scratch[k] = c >= 0x41 && c <= 0x5A ? c | 0x20 : c
                    }
                    scratch.withUnsafeBufferPointer { emit(UnsafeBufferPointer(rebasing: $0[0..<length]), body) }
                } else {
                    var folded = cache.foldedWord(UnsafeBufferPointer(rebasing: buf[start..<i]))
                    folded.withUnsafeMutableBufferPointer { emit(UnsafeBufferPointer($0), body) }
                }
            }
        }
    }

    private func emit(_ word: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var length = word.count
        guard length >= 2 else { return }
        if word.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return }
        if length <= LibraryStopwords.longest, LibraryStopwords.hashes.contains(TermTable.hash(word)) { return }
        if length >= 4, word[length - 1] == UInt8(ascii: "s") {
            let before = word[length - 2]
            if before == UInt8(ascii: "e"), length >= 5, word[length - 3] == UInt8(ascii: "i") {
                var stem = Array(word[0..<(length - 3)])
                stem.append(UInt8(ascii: "y"))
                stem.withUnsafeBufferPointer { body($0) }
                return
            }
            if before != UInt8(ascii: "s"), before != UInt8(ascii: "u"), before != UInt8(ascii: "i") { length -= 1 }
        }
        body(UnsafeBufferPointer(rebasing: word[0..<length]))
    }
}
