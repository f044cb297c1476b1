import PaperboyMustache

extension ItemPageView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "root": return root.mustacheValue
        case "siteTitle": return siteTitle.mustacheValue
        case "site": return site.mustacheValue
        case "item": return item.mustacheValue
        case "abstractHTML": return abstractHTML.mustacheValue
        case "abstract": return abstract.mustacheValue
        case "hasAbstract": return hasAbstract.mustacheValue
        case "categoryList": return categoryList.mustacheValue
        case "appearances": return appearances.mustacheValue
        case "related": return related.mustacheValue
        case "hasRelated": return hasRelated.mustacheValue
        default: return nil
        }
    }
}

extension ItemPageView.Appearance: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "date": return date.mustacheValue
        case "dateLong": return dateLong.mustacheValue
        case "path": return path.mustacheValue
        case "placements": return placements.mustacheValue
        case "hasPlacements": return hasPlacements.mustacheValue
        default: return nil
        }
    }
}

extension ItemPageView.Placement: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "sectionTitle": return sectionTitle.mustacheValue
        case "path": return path.mustacheValue
        default: return nil
        }
    }
}

extension ItemPageView.Related: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "title": return title.mustacheValue
        case "path": return path.mustacheValue
        case "authors": return authors.mustacheValue
        default: return nil
        }
    }
}
