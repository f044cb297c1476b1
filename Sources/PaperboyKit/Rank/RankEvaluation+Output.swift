import PaperboyModels

extension RankEvaluation {
    /// The whole result as one JSON object (keys in a fixed order, one line; numbers to at most 6 decimals).
    public var json: String {
        var out = "{\"candidates\":\(candidates),\"library\":{\"entries\":\(entries),\"skipped\":\(skipped)},"
        out += "\"recall_at_10\":\(RankedItem.number(recall(at: 10))),\"recall_at_25\":\(RankedItem.number(recall(at: 25))),"
        out += "\"mrr\":\(RankedItem.number(mrr)),\"held_out\":["
        out += heldOut.map { item in
            "{\"id\":\(EscapeTable.json.quoted(item.id)),\"title\":\(EscapeTable.json.quoted(item.title)),"
                + "\"day\":\"\(item.day.isoText)\",\"source\":\"\(item.source)\","
                + "\"rank\":\(item.rank.map(String.init) ?? "null"),\"items\":\(item.items)}"
        }.joined(separator: ",")
        return out + "]}\n"
    }

    /// A table for people: what was held out, the three measures to 3 decimals, then each
    /// held-out item with its rank, the size of its day, the day, where it came from, id and title.
    public var table: String {
        var out = "Held out \(heldOut.count) of \(candidates) candidate\(candidates == 1 ? "" : "s")"
        out += " (library entries and likes the archive holds), latest first;\n"
        out += "ranked against \(entries) library entr\(entries == 1 ? "y" : "ies")" + (skipped > 0 ? " (\(skipped) skipped).\n" : ".\n")
        out += "recall@10  " + RankedItem.fixed(recall(at: 10), places: 3) + "\n"
        out += "recall@25  " + RankedItem.fixed(recall(at: 25), places: 3) + "\n"
        out += "MRR        " + RankedItem.fixed(mrr, places: 3) + "\n\n"
        func pad(_ text: String, _ width: Int, left: Bool) -> String {
            let fill = String(repeating: " ", count: max(0, width - text.count))
            return left ? fill + text : text + fill
        }
        let ranks = heldOut.map { $0.rank.map(String.init) ?? "-" }
        let rankWidth = max(4, ranks.map(\.count).max() ?? 0)
        let itemsWidth = max(5, heldOut.map { String($0.items).count }.max() ?? 0)
        let idWidth = min(40, max(2, heldOut.map(\.id.count).max() ?? 0))
        out += pad("rank", rankWidth, left: true) + "  " + pad("items", itemsWidth, left: true) + "  " + pad("day", 10, left: false)
        out += "  " + pad("source", 7, left: false) + "  " + pad("id", idWidth, left: false) + "  title\n"
        for (item, rank) in zip(heldOut, ranks) {
            let title = item.title.count > 60 ? String(item.title.prefix(59)) + "\u{2026}" : item.title
            out += pad(rank, rankWidth, left: true) + "  " + pad(String(item.items), itemsWidth, left: true)
            out += "  " + item.day.isoText + "  " + pad(item.source, 7, left: false) + "  " + pad(item.id, idWidth, left: false)
            out += "  " + title + "\n"
        }
        return out
    }
}
