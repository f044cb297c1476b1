/// The sentence of a paper's abstract that states its result, in the abstract's own words.
public enum KeySentence {
    /// The longest line returned, in Unicode scalars, the closing `…` of a cut sentence included.
    public static let maxLength = 320

    /// The sentence of `abstract` that most plainly states the paper's result, trimmed; a
    /// sentence longer than ``maxLength`` is cut at the last space that fits and ends with `…`.
    ///
    /// The abstract is split into sentences by ``SentenceSplitter`` (never inside `$…$` math,
    /// after `e.g.`, `et al.`, `Fig.`, an initial or in a decimal). Each sentence is scored
    /// from what it says, upper and lower case alike:
    /// - result phrases add most (`we show`, `results indicate`, `experiments demonstrate`,
    ///   `it is shown`, `outperforms`), then gains and their size (`achieves`, `improves`,
    ///   `significantly`, `up to`, `speedup`, `accuracy`, `state-of-the-art`) and framing
    ///   (`in this paper`, `we propose`);
    /// - numbers add: percentages and factors (`12%`, `3x`, `4-fold`) most, decimals less,
    ///   counts least; years, citations, equation or section numbers and the digits of names
    ///   (`GPT-4`, `3D`) add nothing;
    /// - background (`is important`), problems (`however, existing methods`), purposes
    ///   (`To address this`) and outlook (`future work`) take off, and links and notes that
    ///   code or data are available (`code is available at`) take off most;
    /// - the first sentence, usually background, is marked down unless it states a result;
    ///   the last third of the abstract is marked up; questions, fragments and sentences that
    ///   begin in lower case are marked down.
    ///
    /// The highest score wins; of equal scores, the earlier sentence. The same abstract
    /// always gives the same sentence.
    ///
    /// - Parameter abstract: Plain text, whitespace folded, paragraphs separated by a blank line.
    /// - Returns: The sentence, or nil when the abstract has fewer than two sentences.
    public static func of(_ abstract: String) -> String? {
        var copy = abstract
        return copy.withUTF8 { text -> String? in
            let sentences = SentenceSplitter.sentences(text)
            guard sentences.count >= 2 else { return nil }
            let lowered = [UInt8](unsafeUninitializedCapacity: text.count) { buffer, initialized in
                for i in 0..<text.count {
                    let b = text[i]
                    buffer[i] = SentenceSplitter.isUpper(b) ? b | 0x20 : b
                }
                initialized = text.count
            }
            // Read once here rather than once per sentence.
            let cues = cues
            let weights = weights
            var best = 0
            var bestScore = Int.min
            lowered.withUnsafeBufferPointer { lower in
                for (index, range) in sentences.enumerated() {
                    let score = score(lower, original: text, range, index: index, count: sentences.count,
                                      cues: cues, weights: weights)
                    if score > bestScore {
                        best = index
                        bestScore = score
                    }
                }
            }
            return line(UnsafeBufferPointer(rebasing: text[sentences[best]]))
        }
    }

    /// `sentence` as a string, cut at a space with `…` appended when it is longer than ``maxLength``.
    static func line(_ sentence: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = 0
        var fit = sentence.count
        for (i, b) in sentence.enumerated() where b & 0xC0 != 0x80 {  // the first byte of a scalar
            if scalars == maxLength - 1 { fit = i }
            scalars += 1
            if scalars > maxLength { break }
        }
        guard scalars > maxLength else { return String(decoding: sentence, as: UTF8.self) }
        var lastSpace = -1
        var lastSpaceOutsideMath = -1
        var inMath = false
        for i in 0...fit {
            let b = sentence[i]
            if b == UInt8(ascii: "$"), i == 0 || sentence[i - 1] != UInt8(ascii: "\\") { inMath.toggle() }
            if b == UInt8(ascii: " ") {
                lastSpace = i
                if !inMath { lastSpaceOutsideMath = i }
            }
        }
        var cut = lastSpaceOutsideMath >= fit / 2 ? lastSpaceOutsideMath : lastSpace
        if cut <= 0 { cut = fit }
        while cut > 0, SentenceSplitter.isSpace(sentence[cut - 1]) || ",;:".utf8.contains(sentence[cut - 1]) {
            cut -= 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: sentence[..<cut]), as: UTF8.self) + "…"
    }
}
