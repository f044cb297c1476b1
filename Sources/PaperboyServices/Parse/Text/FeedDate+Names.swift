extension FeedDate {
    /// Month names and abbreviations, full and short, in English, Portuguese,
    /// Spanish, French and German; looked up lowercased, without a final dot.
    static let monthNumbers: [ShortKey: Int] = {
        let names: [(Int, [String])] = [
            (1, ["jan", "january", "janeiro", "ene", "enero", "janv", "janvier", "januar", "jän", "jänner"]),
            (2, ["feb", "february", "fev", "fevereiro", "febrero", "févr", "fevr", "février", "fevrier", "februar"]),
            (3, ["mar", "march", "março", "marco", "marzo", "mars", "mär", "mrz", "märz", "maerz"]),
            (4, ["apr", "april", "abr", "abril", "avr", "avril"]),
            (5, ["may", "mai", "maio", "mayo"]),
            (6, ["jun", "june", "junho", "junio", "juin", "juni"]),
            (7, ["jul", "july", "julho", "julio", "juil", "juillet", "juli"]),
            (8, ["aug", "august", "ago", "agosto", "août", "aout"]),
            (9, ["sep", "sept", "september", "set", "setembro", "septiembre", "setiembre", "septembre"]),
            (10, ["oct", "october", "out", "outubro", "octubre", "octobre", "okt", "oktober"]),
            (11, ["nov", "november", "novembro", "noviembre", "novembre"]),
            (12, ["dec", "december", "dez", "dezembro", "dic", "diciembre", "déc", "décembre", "decembre", "dezember"]),
        ]
        var table: [ShortKey: Int] = [:]
        for (month, words) in names {
            for word in words { table[ShortKey(word)] = month }
        }
        return table
    }()

    /// Zone names in seconds east of UTC: those RFC 822 defines plus the
    /// common European ones; `Z` for ISO 8601.
    static let zoneOffsets: [ShortKey: Int] = {
        let hours: [(String, Int)] = [
            ("z", 0), ("ut", 0), ("utc", 0), ("gmt", 0),
            ("est", -5), ("edt", -4), ("cst", -6), ("cdt", -5),
            ("mst", -7), ("mdt", -6), ("pst", -8), ("pdt", -7),
            ("wet", 0), ("west", 1), ("bst", 1), ("cet", 1), ("cest", 2), ("eet", 2), ("eest", 3),
        ]
        var table: [ShortKey: Int] = [:]
        for (name, offset) in hours { table[ShortKey(name)] = offset * 3_600 }
        return table
    }()
}
