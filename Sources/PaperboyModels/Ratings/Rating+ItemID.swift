extension Rating {
    /// The archive's id for what a reader typed: any arXiv form (`2411.17807`,
    /// `arXiv:2411.17807v2`, an abs URL) becomes `arxiv:2411.17807`; another
    /// `kind:rest` id (`github:owner/name`) stays as it is. Nil for anything else.
    public static func itemID(_ text: String) -> String? {
        if let arxiv = ArxivID.parse(text) { return "arxiv:" + arxiv.id.value }
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
              text[..<colon].allSatisfy({ $0.isASCII && $0.isLowercase }),
              text.index(after: colon) != text.endIndex,
              !text.contains(where: { $0.isWhitespace || $0.isNewline })
        else { return nil }
        return text
    }
}
