import Foundation
import FuzzSupport
import PaperboyControllers
import PaperboyModels

// The query language: the parser on arbitrary text, and each query that parses run
// over a few items (one whose text is the query itself, so terms can match).
// A bad query must be a `QuerySyntaxError` whose column lies within the query.

private let day = DigestDay(year: 2024, month: 11, day: 28)!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuery(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let query: Query
    do {
        query = try Query(parsing: text)
    } catch {
        // Columns are 1-based and may point just past the end ("expected a term at the end").
        if error.column < 1 || error.column > text.unicodeScalars.count + 1 {
            fuzzFailure("column \(error.column) outside a query of \(text.unicodeScalars.count) scalars: \(error)")
        }
        return 0
    }
    // Also as an include/exclude list of single terms (each line one entry).
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    _ = try? Query(include: lines, exclude: Array(lines.prefix(1)))

    let items = [
        Item(id: "p1", kind: .post, title: text, summary: text, authors: [Author(name: text)], categories: [text]),
        Item(id: "arxiv:2411.00001", kind: .paper, title: "Diffusion models for language", summary: "We study score matching.",
             authors: [Author(name: "Geoffrey Hinton")], categories: ["cs.LG", "cs.CL"],
             paper: Paper(arxivID: ArxivID("2411.00001")!, version: 1, primaryCategory: "cs.LG", comment: "NeurIPS")),
        Item(id: "github:octo/thing", kind: .repository, title: "octo/thing", summary: "A fast thing",
             repository: Repository(fullName: "octo/thing", owner: "octo", description: "A fast thing", stars: 3,
                                    language: "Swift", topics: ["swift"], license: "MIT")),
    ]
    let stage = QueryFilter(query)
    let context = StageContext(day: day, stages: [stage])
    let kept = stage.run(context.candidates(items), in: context)
    if kept.count > items.count { fuzzFailure("a filter kept more items than it was given") }
    return 0
}

@main enum FuzzQueryMain {
    static func main() { FuzzDriver.run(fuzzQuery) }
}
