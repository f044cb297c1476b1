import PaperboyMustache

// Lookups for the author index's view models: see ViewModels+MustacheObject.swift.

extension AuthorIndexView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "root": return root.mustacheValue
        case "siteTitle": return siteTitle.mustacheValue
        case "site": return site.mustacheValue
        case "letter": return letter.mustacheValue
        case "letters": return letters.mustacheValue
        case "parts": return parts.mustacheValue
        case "hasParts": return hasParts.mustacheValue
        case "authors": return authors.mustacheValue
        case "hasAuthors": return hasAuthors.mustacheValue
        default: return nil
        }
    }
}

extension AuthorLinkView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "label": return label.mustacheValue
        case "path": return path.mustacheValue
        case "count": return count.mustacheValue
        case "current": return current.mustacheValue
        default: return nil
        }
    }
}

extension AuthorView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": return name.mustacheValue
        case "items": return items.mustacheValue
        case "more": return more.mustacheValue
        case "hasMore": return hasMore.mustacheValue
        default: return nil
        }
    }
}

extension AuthorItemView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "title": return title.mustacheValue
        case "path": return path.mustacheValue
        case "date": return date.mustacheValue
        default: return nil
        }
    }
}
