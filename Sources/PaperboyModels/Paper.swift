import Foundation

/// What arXiv says of a paper beyond the fields every item has.
public struct Paper: Codable, Hashable, Sendable {
    public var arxivID: ArxivID
    /// The version this record describes (`2` for `v2`), when known.
    public var version: Int?
    public var primaryCategory: String?
    /// Classification codes that are not arXiv taxonomy terms (ACM `I.2.6`, MSC `68T05`).
    public var otherCodes: [String]
    public var comment: String?
    public var journalRef: String?
    public var doi: String?
    public var announceType: AnnounceType?
    public var absURL: String
    public var pdfURL: String
    public var htmlURL: String

    /// Creates a paper record; the links default to arXiv's canonical pages for the id.
    public init(
        arxivID: ArxivID, version: Int? = nil, primaryCategory: String? = nil,
        otherCodes: [String] = [], comment: String? = nil, journalRef: String? = nil,
        doi: String? = nil, announceType: AnnounceType? = nil,
        absURL: String? = nil, pdfURL: String? = nil, htmlURL: String? = nil
    ) {
        self.arxivID = arxivID
        self.version = version
        self.primaryCategory = primaryCategory
        self.otherCodes = otherCodes
        self.comment = comment
        self.journalRef = journalRef
        self.doi = doi
        self.announceType = announceType
        let suffix = version.map { "v\($0)" } ?? ""
        self.absURL = absURL ?? "https://arxiv.org/abs/\(arxivID.value)\(suffix)"
        self.pdfURL = pdfURL ?? "https://arxiv.org/pdf/\(arxivID.value)\(suffix)"
        self.htmlURL = htmlURL ?? "https://arxiv.org/html/\(arxivID.value)\(suffix)"
    }
}

extension Paper {
    /// 2023-12-01T00:00:00Z: arXiv makes HTML versions of what is submitted from then on.
    public static let htmlSince = Date(timeIntervalSince1970: 1_701_388_800)

    /// True when arXiv has an HTML version of this version of the paper: the paper was first
    /// submitted from December 2023 on (ids `2312.` and later), or this is a later version
    /// dated from then on (`date`, the item's latest date). A 2008 paper's v1 has none.
    public func hasHTMLVersion(dated date: Date?) -> Bool {
        if let month = arxivID.month, month >= 202_312 { return true }
        guard (version ?? 1) > 1, let date else { return false }
        return date >= Self.htmlSince
    }
}

/// How a paper appears in a day's arXiv announcement.
public enum AnnounceType: String, Codable, Hashable, Sendable, CaseIterable {
    case new
    case cross
    case replace
    case replaceCross = "replace-cross"

    /// True for a new version of a paper announced earlier.
    public var isUpdate: Bool { self == .replace || self == .replaceCross }
    /// True for a paper whose primary category lies elsewhere.
    public var isCrossList: Bool { self == .cross || self == .replaceCross }
}
