import Foundation
import PaperboyModels

/// One line of `paperboy rank`: an item of the day, its score and its reason.
public struct RankedItem: Sendable, Hashable {
    /// The arXiv id for a paper (`2411.01234`), the item's id otherwise.
    public var id: String
    public var title: String
    /// The score rounded to 6 decimals.
    public var score: Double
    /// 1 for the best.
    public var rank: Int
    /// The ids of the sections the item is in, in config order.
    public var sections: [String]
    /// The closest library entry and the shared terms; nil when nothing is shared.
    public var match: LibraryMatch?

    /// The JSON object, keys in the documented order.
    var json: String {
        var out = "{\"id\":\(EscapeTable.json.quoted(id)),\"title\":\(EscapeTable.json.quoted(title)),\"score\":\(Self.number(score)),"
        out += "\"rank\":\(rank),\"sections\":[\(sections.map(EscapeTable.json.quoted).joined(separator: ","))],"
        if let match {
            out += "\"closest\":{\"title\":\(EscapeTable.json.quoted(match.closestTitle)),\"id\":\(Self.optional(match.closestID)),"
            out += "\"link\":\(Self.optional(match.closestLink)),\"liked\":\(match.closestRating == .up)},"
            out += "\"disliked\":\(Self.optional(match.dislikedTitle)),"
        } else {
            out += "\"closest\":null,\"disliked\":null,"
        }
        out += "\"terms\":[\((match?.terms ?? []).map(EscapeTable.json.quoted).joined(separator: ","))]}"
        return out
    }

    /// `value` with exactly `places` decimals (`0.4200`), for columns that line up.
    static func fixed(_ value: Double, places: Int) -> String {
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return (value < 0 && scaled > 0 ? "-" : "") + "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// At most 6 decimals, trailing zeros dropped (`0.1234`, `0.0`): the same number, the same text.
    static func number(_ value: Double) -> String {
        let micro = Int64((value * 1_000_000).rounded())
        var fraction = String(abs(micro) % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        return (micro < 0 ? "-" : "") + "\(abs(micro) / 1_000_000).\(fraction)"
    }

    private static func optional(_ text: String?) -> String { text.map(EscapeTable.json.quoted) ?? "null" }
}
