extension SentenceSplitter {
    /// Abbreviations (lower-case, without their period) after which a period never ends a sentence.
    static let abbreviations: [[UInt8]] = [
        "al", "vs", "cf", "fig", "figs", "eq", "eqs", "sec", "secs", "approx", "resp", "ref", "refs",
        "viz", "vol", "tab", "thm", "eds", "dr", "prof", "mr", "mrs", "ms", "incl", "esp", "pp",
    ].map { Array($0.utf8) }

    /// Abbreviations that are also words: they end no sentence only before a digit (`No. 5`).
    static let abbreviationsBeforeNumbers: [[UInt8]] = ["no", "nos", "ca", "ch", "app", "ed"].map { Array($0.utf8) }

    /// Words that open sentences and are no one's surname: before one, a capital and a period
    /// end a sentence (`of type A. The`) rather than read as an initial.
    static let openers: [[UInt8]] = [
        "The", "This", "These", "That", "Those", "We", "Our", "In", "It", "Its", "Here", "Finally", "Moreover",
        "Furthermore", "However", "Thus", "Therefore", "Hence", "Additionally", "Also", "Using", "Based", "For", "To",
        "As", "At", "On", "By", "With", "A", "An", "Two", "Three", "Such", "Both", "Different", "Then", "Next", "First",
        "Second", "Lastly", "Further", "Consequently", "Overall", "When", "While", "Although", "Since", "Because", "If",
        "One", "Several", "Many", "Most", "Some", "All", "Each", "No", "Unlike", "Compared", "Results", "Specifically",
        "Notably", "Importantly", "Similarly", "Instead", "Besides", "Meanwhile", "They", "There", "I",
    ].map { Array($0.utf8) }
}
