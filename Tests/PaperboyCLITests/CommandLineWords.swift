/// Splits a command line as printed in advice, help and READMEs into the words a POSIX shell
/// would pass: blanks separate words, single quotes keep everything, double quotes keep
/// everything but `\"` and `\\`, and an unquoted `#` starting a word begins a comment.
/// Enough for the commands Paperboy prints; no expansion, no pipes.
enum CommandLineWords {
    /// The words of `line`.
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word = "", inWord = false
        var quote: Character?
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if let open = quote {
                if character == open {
                    quote = nil
                } else if open == "\"", character == "\\", let next = iterator.next() {
                    word.append(next == "\"" || next == "\\" ? String(next) : "\\\(next)")
                } else {
                    word.append(character)
                }
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "#", !inWord {
                break
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == "\\", let next = iterator.next() {
                word.append(next)
                inWord = true
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The arguments after `paperboy` when `line` is a `paperboy` command (also
    /// `.build/release/paperboy` and the like), else nil.
    static func paperboyArguments(_ line: String) -> [String]? {
        let words = split(line)
        guard let first = words.first, first == "paperboy" || first.hasSuffix("/paperboy") else { return nil }
        return Array(words.dropFirst())
    }
}
