import Foundation

/// A deterministic rss.arxiv.org listing the size and shape of the real 2024-11-28 one
/// (1,504 items, every archive): about 58% new submissions, 6% cross-lists and 36%
/// replacements, abstracts around 1,100 characters, author lists up to 150 names, and
/// TeX in names (`G\"odel`) as the listing gives them.
enum BigDayListing {
    /// The listing's items (its `pubDate` is Thursday 2024-11-28).
    static let itemCount = 1_500

    /// Sections like the demo's four arXiv sections; the last takes what the first two leave.
    static let config = """
        title: Big day
        templates: TEMPLATES
        sources:
          - name: arxiv-listing
            path: feeds/listing.xml
            format: arxiv-listing
        sections:
          - title: Language models
            categories: [cs.CL]
            query: '"language model*" OR LLM*'
          - title: Vision
            categories: [cs.CV]
            query: 'image* OR video*'
          - title: Watched authors
            authors: ["Kowalska, Marta"]
          - title: Everything else
            exclude: ["language model*", "LLM*", image*, video*]
        """

    private static let archives = ["cs.CL", "cs.CV", "cs.LG", "math.AP", "physics.optics", "q-bio.NC", "econ.GN",
                                   "stat.ML", "astro-ph.GA", "cond-mat.str-el", "hep-th", "eess.SP", "cs.CR"]
    private static let words = ["adaptive", "sparse", "robust", "spectral", "causal", "graph", "kernel", "boundary",
                                "stochastic", "quantum", "transport", "manifold", "inference", "dynamics", "entropy",
                                "lattice", "operator", "diffusion", "equilibrium", "scaling"]
    private static let names = ["Marta Kowalska", "Kurt G\\\"odel", "J\\'er\\^ome Dupont", "Lars L{\\o}kke", "Ana Mar\\'ia Ruiz",
                                "Wen Zhao", "Aigerim Nurlanova", "Tom\\'as Herrera", "Priya Raman", "Jonas M\\\"uller",
                                "Chiara Bianchi", "Kofi Mensah", "Yuki Tanaka", "Sofia Lindqvist", "Omar Haddad"]

    /// A small linear congruential generator: the same listing on every run and platform.
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// The announce type of item `i`: the real day's mix, spread over the listing.
    static func announceType(_ i: Int) -> String {
        switch i % 25 {
        case 0..<14: return "new"
        case 14..<16: return "cross"
        case 16..<24: return "replace"
        default: return "replace-cross"
        }
    }

    /// The listing as rss.arxiv.org writes it, and the bytes of each item's abstract by arXiv id.
    static func make() -> (rss: String, abstractBytes: [String: Int]) {
        var abstractBytes: [String: Int] = [:]
        var numbers = Numbers(state: 2024_11_28)
        var items = ""
        for i in 0..<itemCount {
            let type = announceType(i)
            let primary = archives[numbers.next(archives.count)]
            let other = archives[numbers.next(archives.count)]
            let categories = type.hasSuffix("cross") ? [other, primary] : [primary] + (i % 3 == 0 ? [other] : [])
            let id = String(format: "2411.%05d", 10_000 + i)
            let version = type.hasPrefix("replace") ? 2 + numbers.next(3) : 1
            var title = (0..<(6 + numbers.next(8))).map { _ in words[numbers.next(words.count)] }.joined(separator: " ")
            if primary == "cs.CL", i % 2 == 0 { title += " with large language models" }
            if primary == "cs.CV", i % 2 == 0 { title += " for image segmentation" }
            let authorCount = i % 97 == 0 ? 150 : 1 + numbers.next(9)
            let authors = (0..<authorCount).map { names[($0 + i) % names.count] }.joined(separator: ", ")
            var abstract = ""
            while abstract.utf8.count < 900 + numbers.next(500) {
                abstract += (0..<(8 + numbers.next(10))).map { _ in words[numbers.next(words.count)] }.joined(separator: " ") + ". "
            }
            abstractBytes[id] = abstract.utf8.count
            items += """
                <item>
                  <title>\(title.prefix(1).uppercased() + title.dropFirst())</title>
                  <link>https://arxiv.org/abs/\(id)</link>
                  <description>arXiv:\(id)v\(version) Announce Type: \(type)
                Abstract: \(abstract)</description>
                  <guid isPermaLink="false">oai:arXiv.org:\(id)v\(version)</guid>
                  \(categories.map { "<category>\($0)</category>" }.joined())
                  <pubDate>Thu, 28 Nov 2024 00:00:00 -0500</pubDate>
                  <arxiv:announce_type>\(type)</arxiv:announce_type>
                  <dc:creator>\(authors)</dc:creator>
                </item>

                """
        }
        return (rss: """
            <?xml version='1.0' encoding='UTF-8'?>
            <rss xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
              <channel>
                <title>All archives updates on arXiv.org</title>
                <link>http://rss.arxiv.org/rss/all</link>
                <description>updates</description>
                <pubDate>Thu, 28 Nov 2024 00:00:00 -0500</pubDate>
            \(items)  </channel>
            </rss>
            """, abstractBytes: abstractBytes)
    }
}
