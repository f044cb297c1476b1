import Foundation
import PaperboyModels
import Testing
@testable import PaperboyViews

/// The e-mail edition: a complete RFC 5322 message whose parts, read back and decoded,
/// are the part files; deterministic, with an encoded subject, short lines, and an HTML
/// part that loads nothing.
@Suite struct EmailEditionTests {
    static let options = EmailOptions(from: "Zoë Digest <digest@example.org>", to: "me@example.org",
                                      subject: "Täglich – {{title}}: {{date}}", timeZone: TimeZone(identifier: "Europe/Berlin")!)

    static func edition(_ digest: Digest = Fixtures.digest(), baseURL: String? = "https://example.org/d/",
                        options: EmailOptions = options) throws -> [String: String] {
        let renderer = SiteRenderer(theme: try Theme.load(from: Fixtures.templatesFolder, fileSystem: .disk),
                                    options: SiteOptions(title: "Daily <Digest>", baseURL: baseURL))
        let files = try renderer.emailEdition(digest, options: options)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }

    /// A digest with a failed source and a section longer than the e-mail lists.
    static func bigDigest() -> Digest {
        let long = (1...45).map { n in
            Item(id: "arxiv:2411.\(1000 + n)", kind: .paper, title: "Paper \(n) with a rather long title that goes on and on past the width",
                 url: "https://arxiv.org/abs/2411.\(1000 + n)", summary: String(repeating: "Wörds of the abstract go here. ", count: 30),
                 authors: ["A. One", "B. Two", "C. Three", "D. Four"].map { Author(name: $0) })
        }
        var digest = Fixtures.digest()
        digest.sections.append(DigestSection(id: "many", title: "Many", items: long))
        digest.sources.append(DigestSource(name: "blog", format: "rss", itemCount: 0, failure: "https://blog.example/feed: HTTP 503"))
        return digest
    }

    @Test func theMessageReadsBackAsItsParts() throws {
        let files = try Self.edition(Self.bigDigest())
        let eml = try #require(files["2024-11-28.eml"])
        let message = try EmailMessageReader(eml)
        #expect(message.headers["date"] == "Thu, 28 Nov 2024 00:00:00 +0100", "midnight of the day in the config's zone")
        #expect(message.headers["mime-version"] == "1.0")
        #expect(message.headers["message-id"]?.hasPrefix("<2024-11-28.") == true && message.headers["message-id"]?.hasSuffix("@example.org>") == true)
        #expect(message.headers["content-type"]?.hasPrefix("multipart/alternative; boundary=") == true)
        #expect(EmailMessageReader.decodeWords(try #require(message.headers["from"])) == "Zoë Digest <digest@example.org>")
        #expect(message.headers["to"] == "me@example.org")
        #expect(message.parts.map { $0.headers["content-type"] } == ["text/plain; charset=utf-8", "text/html; charset=utf-8"])
        #expect(message.parts.allSatisfy { $0.headers["content-transfer-encoding"] == "quoted-printable" })
        #expect(message.parts.first?.body.replacingOccurrences(of: "\r\n", with: "\n") == files["2024-11-28.txt"].map { $0 + "" })
        #expect(message.parts.last?.body.replacingOccurrences(of: "\r\n", with: "\n") == files["2024-11-28.html"])
        let boundary = try #require(message.boundary)
        #expect(eml.components(separatedBy: "--" + boundary).count == 4, "two parts and the closing boundary")
        #expect(!(files["2024-11-28.txt"] ?? "").contains(boundary) && !(files["2024-11-28.html"] ?? "").contains(boundary))
    }

    @Test func theSubjectIsEncodedAndDecodesBack() throws {
        let message = try EmailMessageReader(try #require(try Self.edition()["2024-11-28.eml"]))
        let subject = try #require(message.headers["subject"])
        #expect(subject.hasPrefix("=?UTF-8?Q?"))
        #expect(EmailMessageReader.decodeWords(subject) == "Täglich – Daily <Digest>: 2024-11-28")
        #expect(subject.split(separator: " ").allSatisfy { $0.count <= 75 }, "encoded words of at most 75 characters")
        let ascii = try EmailMessageReader(try #require(try Self.edition(options: EmailOptions(subject: "News {{date}}"))["2024-11-28.eml"]))
        #expect(ascii.headers["subject"] == "News 2024-11-28", "ASCII subjects stay as they are")
        #expect(ascii.headers["from"] == nil && ascii.headers["to"] == nil, "no From/To without the keys")
    }

    @Test func linesStayShort() throws {
        let files = try Self.edition(Self.bigDigest())
        let eml = try #require(files["2024-11-28.eml"])
        let lines = eml.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 998 })
        #expect(lines.allSatisfy { $0.utf8.count <= 78 }, "quoted-printable and folded headers keep every line short")
        #expect(!eml.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
        let text = try #require(files["2024-11-28.txt"])
        for line in text.split(separator: "\n") where line.count > TextWrap.width {
            #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "only a single long word passes the width: \(line)")
        }
    }

    @Test func theHTMLPartLoadsNothingAndEscapes() throws {
        let html = try #require(try Self.edition(Self.bigDigest())["2024-11-28.html"])
        for external in ["<link", "<script", "<img", "<style", "src=", "url(", "@import"] {
            #expect(!html.lowercased().contains(external), "\(external)")
        }
        #expect(html.contains("Attention &lt;script&gt;alert(1)&lt;/script&gt; is *all* you need"))
        #expect(!html.contains("href=\"javascript:"), "a post's javascript: link is dropped")
        #expect(html.contains(#"max-width:600px"#))
        let hrefs = html.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!hrefs.isEmpty && hrefs.allSatisfy { $0.hasPrefix("https://") }, "absolute links only")
        #expect(html.contains("https://example.org/d/2024/11/28/index.html"), "the day's page on the site")
        #expect(html.contains("blog could not be read on this run. Nothing of it is shown."), "the failed source is named")
        #expect(!html.contains("blog.example") && !html.contains("HTTP 503"), "its URL and reason are the operator's")
        #expect(html.contains("And 15 more on the site."))
        #expect(html.components(separatedBy: "Paper ").count - 1 == EmailView.itemLimit)
    }

    @Test func itIsDeterministicAndNamedByDay() throws {
        let first = try Self.edition(Self.bigDigest())
        #expect(first == (try Self.edition(Self.bigDigest())))
        #expect(first.keys.sorted() == ["2024-11-28.eml", "2024-11-28.html", "2024-11-28.txt"])
        var other = Self.bigDigest()
        other.day = DigestDay(year: 2024, month: 11, day: 29)!
        let next = try EmailMessageReader(try #require(try Self.edition(other)["2024-11-29.eml"]))
        let this = try EmailMessageReader(try #require(first["2024-11-28.eml"]))
        #expect(next.headers["message-id"] != this.headers["message-id"] && next.boundary != this.boundary)
        #expect(next.headers["date"] == "Fri, 29 Nov 2024 00:00:00 +0100")
    }

    @Test func withoutABaseURLTheresNoSiteLink() throws {
        let files = try Self.edition(baseURL: nil)
        #expect(!(files["2024-11-28.html"] ?? "").contains("Read this day on the site"))
        #expect(try EmailMessageReader(try #require(files["2024-11-28.eml"])).headers["message-id"]?.hasSuffix("@paperboy.invalid>") == true)
    }

    @Test(arguments: [
        ("short", "short"),
        ("   * a bullet line that is long enough to need wrapping because it keeps going on and on and on",
         "   * a bullet line that is long enough to need wrapping because it keeps\n     going on and on and on"),
        ("  https://example.org/" + String(repeating: "x", count: 90), "  https://example.org/" + String(repeating: "x", count: 90)),
    ])
    func wrapping(text: String, wrapped: String) {
        #expect(TextWrap.wrap(text) == wrapped)
    }

    @Test func quotedPrintableRoundTrips() {
        for text in ["plain", "tail space \nnext", "=3D literal", String(repeating: "é", count: 100), "tab\tend\t", "a\n\nb"] {
            let encoded = QuotedPrintable.encode(text)
            #expect(QuotedPrintable.decode(encoded) == text)
            #expect(encoded.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 76 && !$0.hasSuffix(" ") && !$0.hasSuffix("\t") })
        }
    }
}
