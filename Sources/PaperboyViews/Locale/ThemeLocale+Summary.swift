import PaperboyModels

extension ThemeLocale {
    /// The label before a summary line: `Key result:`, `TL;DR:` or `Key result (no TL;DR):`.
    func summaryLabel(_ kind: SummaryLine.Kind) -> String {
        switch kind {
        case .keySentence: text("summary.key-sentence")
        case .tldr: text("summary.tldr")
        case .fallback: text("summary.fallback")
        }
    }

    /// A summary line as plain text with its label: `TL;DR: …`, `Key result: …`.
    func labelled(_ line: SummaryLine) -> String { summaryLabel(line.kind) + " " + line.text }

    /// A paper's feed text: its summary line, labelled, before the abstract.
    func summaryLead(_ line: SummaryLine?, summary: String) -> String {
        line.map { labelled($0) + "\n\n" + summary } ?? summary
    }
}
