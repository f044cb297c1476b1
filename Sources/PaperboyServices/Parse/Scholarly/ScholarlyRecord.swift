import Foundation
import PaperboyModels

/// One work as a scholarly service describes it (bioRxiv/medRxiv, PubMed, OpenAlex,
/// Crossref), before it becomes an ``Item``: what every one of those parsers returns.
public struct ScholarlyRecord: Sendable, Equatable {
    /// A person, or a group credited as one (`CollectiveName`, a consortium).
    public struct Author: Sendable, Equatable {
        /// `Ada Lovelace`, given name first; a collective's whole name.
        public var name: String
        /// The family name, when the service gives it apart (nil for a collective).
        public var family: String?
        /// `0000-0002-1825-0097`, without the URL.
        public var orcid: String?
        /// Affiliations as written.
        public var affiliations: [String]
        /// True for a group credited as an author.
        public var isCollective: Bool

        /// Creates an author.
        public init(name: String, family: String? = nil, orcid: String? = nil, affiliations: [String] = [], isCollective: Bool = false) {
            self.name = name
            self.family = family
            self.orcid = orcid
            self.affiliations = affiliations
            self.isCollective = isCollective
        }
    }

    /// One labelled part of a structured abstract (`BACKGROUND`, `METHODS`); the label is nil
    /// for an unstructured one.
    public struct AbstractSection: Sendable, Equatable {
        /// `BACKGROUND`, as the service writes it.
        public var label: String?
        /// The part's text, plain (markup, JATS and MathML read as text).
        public var text: String

        /// Creates a section.
        public init(label: String?, text: String) {
            self.label = label
            self.text = text
        }
    }

    /// Every id the service gives.
    public var ids: WorkIDs
    /// The title, plain text.
    public var title: String
    /// The abstract in its parts, in order; empty when there is none.
    public var abstract: [AbstractSection]
    /// The authors, in order.
    public var authors: [Author]
    /// The journal, book or server (`bioRxiv`, `Nature`).
    public var venue: String?
    /// The work's kind as the service names it (`journal-article`, `preprint`, `book-chapter`).
    public var type: String?
    /// The service's subject category (bioRxiv's `category`), when it has one.
    public var category: String?
    /// The version a preprint server numbers (bioRxiv's `version`).
    public var version: Int?
    /// When the work was published (or posted), as precisely as the service says.
    public var published: Date?
    /// The work's landing page.
    public var url: String?
    /// OpenAlex ids of the works it cites (OpenAlex's `referenced_works`), for "cited you".
    public var references: [String]

    /// Creates a record.
    public init(ids: WorkIDs, title: String, abstract: [AbstractSection] = [], authors: [Author] = [], venue: String? = nil,
                type: String? = nil, category: String? = nil, version: Int? = nil, published: Date? = nil, url: String? = nil,
                references: [String] = []) {
        self.ids = ids
        self.title = title
        self.abstract = abstract
        self.authors = authors
        self.venue = venue
        self.type = type
        self.category = category
        self.version = version
        self.published = published
        self.url = url
        self.references = references
    }

    /// The abstract as one text, each labelled part as `LABEL: text`, parts apart by a blank line.
    public var abstractText: String {
        abstract.map { part in part.label.map { "\($0): \(part.text)" } ?? part.text }.joined(separator: "\n\n")
    }
}
