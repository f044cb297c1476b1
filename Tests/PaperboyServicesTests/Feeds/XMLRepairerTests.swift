import Foundation
import Testing
@testable import PaperboyServices

/// The repair pass on its own: what it changes, what it leaves, and that a
/// chunk boundary anywhere gives the same bytes.
@Suite struct XMLRepairerTests {
    static func repair(_ text: String, splitAt split: Int? = nil) -> (String, XMLRepairer) {
        var repairer = XMLRepairer()
        var output: [UInt8] = []
        var pending = Array(text.utf8)
        if let split {
            var head = Array(pending[..<split])
            let consumed = head.withUnsafeBufferPointer { repairer.repair($0, isLast: false, into: &output) }
            head.removeFirst(consumed)
            pending = head + pending[split...]
        }
        let consumed = pending.withUnsafeBufferPointer { repairer.repair($0, isLast: true, into: &output) }
        #expect(consumed == pending.count)
        return (String(decoding: output, as: UTF8.self), repairer)
    }

    static let sample = """
    <?xml version="1.0"?><!-- R&D <b --><rss><channel><item a="x&y<z" b='&amp;'>\
    <title>Q&A &nbsp;&eacute; &#233;&#x1; a < b &unknown; &#;</title>\
    <description><![CDATA[<p>a & b</p>]]></description></item></channel></rss>
    """

    static let repaired = """
    <?xml version="1.0"?><!-- R&D <b --><rss><channel><item a="x&amp;y&lt;z" b='&amp;'>\
    <title>Q&amp;A &#160;&#233; &#233; a &lt; b &amp;unknown; &amp;#;</title>\
    <description><![CDATA[<p>a & b</p>]]></description></item></channel></rss>
    """

    @Test func repairsWhatLibxml2RefusesAndNothingElse() {
        let (output, repairer) = Self.repair(Self.sample)
        #expect(output == Self.repaired)
        #expect(repairer.repairs == 9)
        #expect(repairer.first?.line == 1)
        #expect(repairer.first?.what == "a bare '&' that starts no entity reference")
    }

    @Test func everyChunkBoundaryGivesTheSameBytes() {
        let count = Self.sample.utf8.count
        for split in 0...count {
            #expect(Self.repair(Self.sample, splitAt: split).0 == Self.repaired, "split at \(split)")
        }
    }

    @Test func positionsAreLinesAndByteColumns() {
        let (_, repairer) = Self.repair("<rss>\n<a>ok</a>\n  <b>x & y</b></rss>")
        #expect(repairer.first?.line == 3)
        #expect(repairer.first?.column == 8)
    }

    @Test func entitiesDeclaredInAnInternalSubsetAreKept() {
        let (output, _) = Self.repair("<!DOCTYPE rss [<!ENTITY me \"Me\">]><rss>&me; & co</rss>")
        #expect(output == "<!DOCTYPE rss [<!ENTITY me \"Me\">]><rss>&me; &amp; co</rss>")
    }

    @Test func wellFormedDocumentsPassUnchanged() {
        let text = "<?xml version=\"1.0\"?>\n<rss><channel><title a=\"1 &lt; 2\">Q&amp;A &#x41; &quot;</title></channel></rss>\n"
        let (output, repairer) = Self.repair(text)
        #expect(output == text)
        #expect(repairer.repairs == 0)
    }
}
