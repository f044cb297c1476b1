extension Item {
    /// The item with its shown texts (title, summary, its markup, full content, a repository's
    /// description) passed through ``ReadableText/clean(_:)``: what every page, feed and e-mail
    /// shows, so raw `:memo:` shortcodes and `$…$` TeX never reach a reader.
    public var readable: Item {
        var item = self
        item.title = ReadableText.clean(title)
        item.summary = ReadableText.clean(summary)
        item.summaryMarkup = summaryMarkup.map(ReadableText.clean)
        item.contentHTML = contentHTML.map(ReadableText.clean)
        item.repository?.description = repository?.description.map(ReadableText.clean)
        return item
    }
}
