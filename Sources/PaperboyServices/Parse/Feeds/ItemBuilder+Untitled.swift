import Foundation
import PaperboyModels

extension ItemBuilder {
    /// The longest title derived from an entry's text, in characters, before "…".
    static let derivedTitleLength = 80

    /// A title for an entry that has none (a short note): the first words of its
    /// first paragraph, cut at a word boundary, as readers show such entries.
    static func derivedTitle(_ text: String) -> String {
        let paragraph = Whitespace.fold(String(text.prefix { $0 != "\n" }))
        guard paragraph.count > derivedTitleLength else { return paragraph }
        let head = paragraph.prefix(derivedTitleLength + 1)
        var cut = head.lastIndex(of: " ").flatMap { head.distance(from: head.startIndex, to: $0) > derivedTitleLength / 2 ? $0 : nil }
            ?? head.index(before: head.endIndex)
        while cut > head.startIndex, let last = head[..<cut].last, last == " " || ",;:".contains(last) {
            cut = head.index(before: cut)
        }
        return String(head[..<cut]) + "…"
    }

    /// A stable id for an entry with no id, link or title: a hash of its text and date,
    /// so that the same note reads as the same item on every run.
    static func textID(_ text: String, date: Date?, rawDate: String?) -> String {
        var hash = FNV1a()
        hash.add(Whitespace.fold(text))
        hash.add(date.map { String(Int64($0.timeIntervalSince1970.rounded(.down))) } ?? rawDate.map(Whitespace.fold) ?? "")
        let hex = String(hash.value, radix: 16)
        return "text:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
