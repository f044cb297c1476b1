import Foundation
import PaperboyModels
import PaperboyText

/// Remembers the folded form of non-ASCII words and the normalised form of author
/// names across items and days: Foundation's folding costs about a microsecond a
/// call, and the same names and words recur all year.
///
/// Shared by the digests a ``DigestBuilder`` builds; a lock guards the tables, so
/// builds may run on several threads.
final class FoldCache: @unchecked Sendable {
    private let lock = NSLock()
    private var words: [String: [UInt8]] = [:]
    private var names: [String: PersonName] = [:]

    /// The folded bytes of a word with non-ASCII scalars.
    func foldedWord(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let word = String(decoding: bytes, as: UTF8.self)
        lock.lock()
        let cached = words[word]
        lock.unlock()
        if let cached { return cached }
        let folded = WordFolding.foldedWordBytes(word)
        lock.lock()
        words[word] = folded
        lock.unlock()
        return folded
    }

    /// The normalised form of an author's name.
    func name(_ written: String) -> PersonName {
        lock.lock()
        let cached = names[written]
        lock.unlock()
        if let cached { return cached }
        let name = PersonName(written)
        lock.lock()
        names[written] = name
        lock.unlock()
        return name
    }
}
