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

    /// Zone names in seconds east of UTC: those RFC 822 defines (with its
    /// military letters, signs as RFC 822 writes them: `A` is -0100, `N`
    /// +0100; `J` is no zone), the North American, European and common
    /// Asian and Pacific abbreviations, and `Z` for ISO 8601. North American
    /// generic names (`ET`, `PT`) read as standard time.
    static let zoneOffsets: [ShortKey: Int] = {
        let minutes: [(String, Int)] = [
            ("z", 0), ("ut", 0), ("utc", 0), ("gmt", 0),
            ("est", -300), ("edt", -240), ("cst", -360), ("cdt", -300),
            ("mst", -420), ("mdt", -360), ("pst", -480), ("pdt", -420),
            ("et", -300), ("ct", -360), ("mt", -420), ("pt", -480),
            ("ast", -240), ("adt", -180), ("nst", -210), ("ndt", -150),
            ("akst", -540), ("akdt", -480), ("hst", -600), ("hdt", -540),
            ("wet", 0), ("west", 60), ("bst", 60), ("ist", 330), ("cet", 60), ("cest", 120),
            ("met", 60), ("mest", 120), ("eet", 120), ("eest", 180), ("msk", 180),
            ("jst", 540), ("kst", 540), ("hkt", 480), ("sgt", 480), ("awst", 480),
            ("acst", 570), ("acdt", 630), ("aest", 600), ("aedt", 660), ("nzst", 720), ("nzdt", 780),
        ]
        var table: [ShortKey: Int] = [:]
        for (name, offset) in minutes { table[ShortKey(name)] = offset * 60 }
        for (index, letter) in "abcdefghiklm".enumerated() { table[ShortKey(String(letter))] = -(index + 1) * 3_600 }
        for (index, letter) in "nopqrstuvwxy".enumerated() { table[ShortKey(String(letter))] = (index + 1) * 3_600 }
        return table
    }()
}
