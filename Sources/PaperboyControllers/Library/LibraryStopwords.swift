/// English function words, and words every abstract uses, that say nothing about a
/// paper's topic. Kept as hashes of their bytes (``TermTable/hash(_:)``).
enum LibraryStopwords {
    static let words: [String] = [
        "a", "about", "above", "across", "after", "again", "against", "all", "almost", "along", "also", "although",
        "always", "am", "among", "an", "and", "another", "any", "are", "around", "as", "at", "be", "because", "been",
        "before", "being", "below", "between", "both", "but", "by", "can", "cannot", "could", "did", "do", "does",
        "doing", "done", "down", "due", "during", "each", "either", "else", "enough", "etc", "even", "ever", "every",
        "few", "for", "from", "further", "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him",
        "himself", "his", "how", "however", "i", "if", "in", "into", "is", "it", "its", "itself", "just", "least",
        "less", "like", "many", "may", "me", "might", "more", "most", "much", "must", "my", "neither", "no", "nor",
        "not", "now", "of", "off", "often", "on", "once", "one", "only", "onto", "or", "other", "others", "our", "ours",
        "out", "over", "own", "per", "rather", "same", "several", "she", "should", "since", "so", "some", "such",
        "than", "that", "the", "their", "theirs", "them", "then", "there", "thereby", "therefore", "these", "they",
        "this", "those", "though", "through", "thus", "to", "too", "toward", "towards", "under", "until", "up", "upon",
        "us", "very", "via", "was", "we", "well", "were", "what", "when", "where", "whereas", "whether", "which",
        "while", "who", "whom", "whose", "why", "will", "with", "within", "without", "would", "yet", "you", "your",
        // Words of scientific prose that every field uses.
        "paper", "propose", "proposed", "proposes", "present", "presents", "show", "shows", "shown", "result",
        "results", "approach", "approaches", "method", "methods", "new", "novel", "based", "using", "use", "used",
        "study", "studies", "work", "works", "well", "also", "first", "two", "three", "finally", "demonstrate",
        "demonstrates", "significantly", "furthermore", "moreover", "existing", "recent", "recently", "various",
        "different", "provide", "provides", "achieve", "achieves", "introduce", "introduces", "further", "arxiv",
    ]

    static let hashes: Set<UInt64> = Set(words.map { word in
        var word = word
        return word.withUTF8 { TermTable.hash($0) }
    })

    static let longest = words.map(\.utf8.count).max() ?? 0
}
