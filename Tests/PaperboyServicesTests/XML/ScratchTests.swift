import Testing
import Foundation
@testable import PaperboyServices

@Suite struct ScratchTests {
    func dump(_ xml: String) -> String {
        var out = ""
        do {
            let r = try XMLStreamReader(input: .data(Data(xml.utf8)), url: nil, encoding: nil)
            var n = 0
            while try r.read() {
                n += 1
                if n < 40 { out += "\(r.nodeType):\(r.localName)=\(r.value.prefix(40))|" }
            }
            out += " nodes=\(n)"
        } catch { out += " ERROR \(error)" }
        return out
    }
    @Test func scratch() {
        let bomb = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
         <!ENTITY lol "lol">
         <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
         <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
         <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
         <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
         <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
         <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
         <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
         <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
         <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
        ]>
        <rss><channel><title>&lol9;</title></channel></rss>
        """
        let ext = """
        <?xml version="1.0"?>
        <!DOCTYPE r [ <!ENTITY x SYSTEM "file:///etc/hostname"> <!ENTITY y "hello"> ]>
        <rss><channel><title>A &x; B &y; C D</title></channel></rss>
        """
        let start = Date()
        print("BOMB:", dump(bomb), Date().timeIntervalSince(start))
        print("EXT:", dump(ext))
        let big = String(repeating: "x", count: 100000)
        let quad = "<?xml version=\"1.0\"?><!DOCTYPE r [<!ENTITY a \"\(big)\">]><rss><channel><title>" + String(repeating: "&a;", count: 100000) + "</title></channel></rss>"
        let s2 = Date()
        print("QUAD:", dump(quad), Date().timeIntervalSince(s2))
        print("LATIN:", dump("<rss><channel><title>Not\u{00ED}cias</title></channel></rss>"))
    }
}
