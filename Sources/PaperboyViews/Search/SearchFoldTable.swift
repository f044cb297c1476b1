import PaperboyModels
import PaperboyText

/// The folding `search.js` applies to a query, made from ``WordFolding`` itself so a
/// query folds as the index did: for every scalar of the Latin, Greek, Cyrillic and
/// fullwidth blocks (and the combining marks) whose fold is not just its lowercase
/// ASCII self, what ``WordFolding/foldedWordBytes(_:)`` gives it. The script lowercases
/// any other scalar itself.
enum SearchFoldTable {
    static let ranges: [ClosedRange<UInt32>] = [
        0xC0...0x24F, 0x250...0x2AF, 0x300...0x36F, 0x370...0x3FF, 0x400...0x52F, 0x1E00...0x1EFF, 0xFB00...0xFB06, 0xFF10...0xFF5A,
    ]

    /// `"ø":"o","ß":"ss",…` in scalar order (JSON object members).
    static let json: String = {
        var members: [String] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), WordFolding.isWordScalar(scalar) else { continue }
                let folded = String(decoding: WordFolding.foldedWordBytes(String(scalar)), as: UTF8.self)
                guard folded != String(scalar) else { continue }
                members.append(EscapeTable.json.quoted(String(scalar)) + ":" + EscapeTable.json.quoted(folded))
            }
        }
        return members.joined(separator: ",")
    }()
}
