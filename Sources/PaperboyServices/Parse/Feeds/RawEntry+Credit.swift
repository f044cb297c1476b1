import Foundation
import PaperboyModels
import PaperboyText

extension RawEntry.Person {
    /// The people of a credit as a feed writes it (`author`, `dc:creator`, `dc:author`,
    /// `itunes:author`): markup taken out (old arXiv listings link every name), then
    /// split and read by ``CreditLine``, the one reading of credits: several people
    /// (`Kaur, M., Shukla, A.`), e-mail addresses (`Name <me@example.com>`,
    /// `me@example.com (Name)`) and notes in brackets (an affiliation).
    static func people(credit text: String) -> [RawEntry.Person] {
        CreditLine.people(plainCredit(text)).map { person in
            RawEntry.Person(name: person.name, email: person.email, affiliations: person.note.map { [$0] } ?? [])
        }
    }

    /// The credit without markup, its whitespace folded; an address in angle brackets
    /// (`<me@example.com>`) is kept, in parentheses, where markup is removed.
    static func plainCredit(_ text: String) -> String {
        let folded = Whitespace.fold(text)
        guard folded.contains("<"), folded.contains(">") else { return folded }
        var protected = ""
        var rest = Substring(folded)
        while let open = rest.firstIndex(of: "<") {
            protected += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let inner = rest[rest.index(after: open)..<close]
            if inner.contains("@"), !inner.contains(" "), !inner.contains("=") {
                protected += "(" + inner + ")"
            } else {
                protected += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        protected += rest
        return Whitespace.fold(HTMLSanitizer().inlineText(protected))
    }
}
