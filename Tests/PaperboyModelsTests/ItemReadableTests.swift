import PaperboyModels
import Testing

/// ``Item/readable``: which of an item's texts ``ReadableText`` reads, and for what.
@Suite struct ItemReadableTests {
    @Test func mathIsReadInPapersOnlyAndShortcodesEverywhereElse() {
        let shell = "Run export PATH=$PATH:$HOME/bin first :rocket:"
        let release = Item(id: "github:a/b@v1", kind: .post, title: "v1 :tada:", summary: shell,
                           contentHTML: "<pre><code>echo $PATH:$HOME</code></pre> :memo:").readable
        #expect(release.title == "v1 🎉")
        #expect(release.summary == "Run export PATH=$PATH:$HOME/bin first 🚀")
        #expect(release.contentHTML == "<pre><code>echo $PATH:$HOME</code></pre> 📝")
        let paper = Item(id: "arxiv:2411.00001", kind: .paper, title: "Bounds in $\\mathcal{O}(n^{2})$", summary: "key:memo: $p$").readable
        #expect(paper.title == "Bounds in O(n²)")
        #expect(paper.summary == "key:memo: p")
    }
}
