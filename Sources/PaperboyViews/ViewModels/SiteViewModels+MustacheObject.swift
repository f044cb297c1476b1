import PaperboyMustache

// Lookups for the site-wide pages' view models: see ViewModels+MustacheObject.swift.

extension SiteView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "hasAbout": return hasAbout.mustacheValue
        case "sectionLinks": return sectionLinks.mustacheValue
        case "canonicalURL": return canonicalURL.mustacheValue
        case "description": return description.mustacheValue
        default: return nil
        }
    }
}

extension SiteView.Link: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "linkTitle": return linkTitle.mustacheValue
        case "path": return path.mustacheValue
        default: return nil
        }
    }
}

extension ArchiveView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "root": return root.mustacheValue
        case "siteTitle": return siteTitle.mustacheValue
        case "site": return site.mustacheValue
        case "days": return days.mustacheValue
        case "dayCountLabel": return dayCountLabel.mustacheValue
        case "itemCountLabel": return itemCountLabel.mustacheValue
        case "chartSVG": return chartSVG.mustacheValue
        default: return nil
        }
    }
}

extension ArchiveView.Day: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "date": return date.mustacheValue
        case "dateLong": return dateLong.mustacheValue
        case "path": return path.mustacheValue
        case "countLabel": return countLabel.mustacheValue
        case "noAnnouncement": return noAnnouncement.mustacheValue
        case "backfilled": return backfilled.mustacheValue
        case "missed": return missed.mustacheValue
        default: return nil
        }
    }
}

extension CategoryCount: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": return name.mustacheValue
        case "slug": return slug.mustacheValue
        case "count": return count.mustacheValue
        case "path": return path.mustacheValue
        default: return nil
        }
    }
}

extension CategoryIndexView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "root": return root.mustacheValue
        case "siteTitle": return siteTitle.mustacheValue
        case "site": return site.mustacheValue
        case "categories": return categories.mustacheValue
        case "hasCategories": return hasCategories.mustacheValue
        default: return nil
        }
    }
}

extension ListPageView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "root": return root.mustacheValue
        case "siteTitle": return siteTitle.mustacheValue
        case "site": return site.mustacheValue
        case "heading": return heading.mustacheValue
        case "introHTML": return introHTML.mustacheValue
        case "isCompact": return isCompact.mustacheValue
        case "atomPath": return atomPath.mustacheValue
        case "jsonFeedPath": return jsonFeedPath.mustacheValue
        case "groups": return groups.mustacheValue
        case "olderDays": return olderDays.mustacheValue
        case "hasOlderDays": return hasOlderDays.mustacheValue
        case "countLabel": return countLabel.mustacheValue
        default: return nil
        }
    }
}

extension ListPageView.Group: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "date": return date.mustacheValue
        case "dateLong": return dateLong.mustacheValue
        case "path": return path.mustacheValue
        case "entries": return entries.mustacheValue
        default: return nil
        }
    }
}

extension ListPageView.Entry: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "title": return title.mustacheValue
        case "path": return path.mustacheValue
        case "url": return url.mustacheValue
        case "isPaper": return isPaper.mustacheValue
        case "rating": return rating.mustacheValue
        default: return nil
        }
    }
}

extension ListPageView.OlderDay: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "date": return date.mustacheValue
        case "path": return path.mustacheValue
        case "countLabel": return countLabel.mustacheValue
        default: return nil
        }
    }
}

extension SimplePageView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "root": return root.mustacheValue
        case "site": return site.mustacheValue
        case "siteTitle": return siteTitle.mustacheValue
        case "bodyHTML": return bodyHTML.mustacheValue
        default: return nil
        }
    }
}
