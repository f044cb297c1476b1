import Foundation
import FuzzSupport
import PaperboyServices

// The parse stage on arbitrary bytes, for every kind (and auto-detection, with and
// without `partial`). A malformed document must end in a `FeedParseError`; anything
// else thrown, a trap or a memory error is a finding.

private let base = URL(string: "https://example.org/feeds/")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFeedParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(fuzzBytes(data, size))
    let parser = FeedParser()
    for kind in FeedKind.allCases {
        for partial in kind == .auto ? [false, true] : [false] {
            do {
                let feed = try parser.parse(data: bytes, kind: kind, baseURL: base, partial: partial)
                if feed.items.count != feed.itemCount {
                    fuzzFailure("\(kind): itemCount \(feed.itemCount) but \(feed.items.count) items")
                }
            } catch is FeedParseError {
                // The expected way to refuse a document.
            } catch {
                fuzzFailure("\(kind): parse threw \(type(of: error)), not FeedParseError: \(error)")
            }
        }
    }
    return 0
}

@main enum FuzzFeedParserMain {
    static func main() { FuzzDriver.run(fuzzFeedParser) }
}
