import PaperboyText

extension Item {
    /// The item with its shown texts (title, summary, its markup, full content, a repository's
    /// description) passed through ``ReadableText/clean(_:_:)``: what every page, feed and e-mail
    /// shows, so raw `:memo:` shortcodes and `$…$` TeX never reach a reader. TeX is read in
    /// papers only and shortcodes everywhere else: a release note's `$PATH:$HOME` is shell, not
    /// math, and HTML content is never read for math.
    public var readable: Item {
        var item = self
        let kinds: ReadableText.Kinds = kind == .paper ? .math : .shortcodes
        item.title = ReadableText.clean(title, kinds)
        item.summary = ReadableText.clean(summary, kinds)
        item.summaryMarkup = summaryMarkup.map { ReadableText.clean($0, kinds) }
        item.contentHTML = contentHTML.map { ReadableText.clean($0, .shortcodes) }
        item.repository?.description = repository?.description.map { ReadableText.clean($0, .shortcodes) }
        return item
    }
}
