import Foundation

/// Turns the TeX that arXiv names and titles and BibTeX fields carry into plain text:
/// accents (`\"o`, `{\'e}`, `\v{c}`), letters (`\o`, `{\ss}`, `\l`), escaped symbols
/// (`\&`, `\%`, `\_`), dashes and quotes (`--`, ` `` `), text commands (`\emph{…}`)
/// and grouping braces. Math (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`) is copied as written;
/// an unknown command is kept with its argument's braces, so nothing is lost.
///
/// One pass over the text's scalars with an explicit stack of braces (no recursion),
/// so deep nesting and huge input cost linear time and memory.
public enum TeXDecoder {
    /// Decodes `text`; `tieAsSpace` also turns `~` into a space (BibTeX's tie; arXiv
    /// titles use `~` for "about").
    public static func decode(_ text: String, tieAsSpace: Bool = false) -> String {
        guard needsDecoding(text, tieAsSpace: tieAsSpace) else { return text }
        var state = TeXDecoding(Array(text.unicodeScalars), tieAsSpace: tieAsSpace)
        return state.run()
    }

    /// True when `text` holds anything the decoder changes; most titles and names hold nothing.
    static func needsDecoding(_ text: String, tieAsSpace: Bool) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"): return true
            case UInt8(ascii: "~") where tieAsSpace: return true
            case UInt8(ascii: "-") where previous == UInt8(ascii: "-"): return true
            case UInt8(ascii: "`") where previous == UInt8(ascii: "`"): return true
            case UInt8(ascii: "'") where previous == UInt8(ascii: "'"): return true
            default: break
            }
            previous = b
        }
        return false
    }

    /// Accent commands and the combining mark each puts on the next letter.
    static let accents: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\u{0308}", "'": "\u{0301}", "`": "\u{0300}", "^": "\u{0302}", "~": "\u{0303}", "=": "\u{0304}",
        ".": "\u{0307}", "u": "\u{0306}", "v": "\u{030C}", "H": "\u{030B}", "c": "\u{0327}", "k": "\u{0328}",
        "r": "\u{030A}", "d": "\u{0323}", "b": "\u{0331}", "t": "\u{0361}",
    ]

    /// Commands that stand for a letter or symbol.
    static let letters: [String: String] = [
        "o": "ø", "O": "Ø", "ss": "ß", "SS": "SS", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ", "aa": "å", "AA": "Å",
        "l": "ł", "L": "Ł", "i": "ı", "j": "ȷ", "dh": "ð", "DH": "Ð", "th": "þ", "TH": "Þ", "dj": "đ", "DJ": "Đ",
        "ng": "ŋ", "NG": "Ŋ", "&": "&", "%": "%", "$": "$", "#": "#", "_": "_", "{": "{", "}": "}",
        ",": " ", ";": " ", ":": " ", "!": "", "/": "", "-": "", "\\": " ", "textendash": "–", "textemdash": "—",
        "textbackslash": "\\", "textasciitilde": "~", "textunderscore": "_", "textquotedblleft": "“",
        "textquotedblright": "”", "textquoteleft": "‘", "textquoteright": "’", "textregistered": "®",
        "texttrademark": "™", "copyright": "©", "S": "§", "P": "¶", "dag": "†", "ddag": "‡", "pounds": "£",
        "euro": "€", "ldots": "…", "dots": "…", "textellipsis": "…", "LaTeX": "LaTeX", "TeX": "TeX", "quad": " ",
        "qquad": " ", "guillemotleft": "«", "guillemotright": "»", "textdegree": "°",
    ]

    /// Commands whose argument is text to keep without them (`\emph{x}` → `x`).
    static let textCommands: Set<String> = [
        "emph", "textit", "textbf", "textsc", "texttt", "textrm", "textsf", "textsl", "textup", "textmd", "textnormal",
        "mbox", "hbox", "text", "uppercase", "lowercase", "MakeUppercase", "MakeLowercase", "underline", "url", "nolinkurl",
        "bibinfo", "NoCaseChange", "protect",
    ]

    /// Declarations that change the font of the rest of their group (`{\em x}` → `x`).
    static let declarations: Set<String> = ["em", "it", "bf", "sc", "tt", "rm", "sf", "sl", "normalfont", "small", "large", "relax"]
}
