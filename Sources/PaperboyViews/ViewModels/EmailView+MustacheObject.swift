import PaperboyMustache

// The e-mail edition's lookups, in the shape of ViewModels+MustacheObject.swift: one
// `case "name":` per stored property.

extension EmailView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "siteTitle": return siteTitle.mustacheValue
        case "subject": return subject.mustacheValue
        case "date": return date.mustacheValue
        case "dateLong": return dateLong.mustacheValue
        case "dayURL": return dayURL.mustacheValue
        case "itemCountLabel": return itemCountLabel.mustacheValue
        case "isEmpty": return isEmpty.mustacheValue
        case "noAnnouncement": return noAnnouncement.mustacheValue
        case "sections": return sections.mustacheValue
        case "failedSources": return failedSources.mustacheValue
        case "hasFailedSources": return hasFailedSources.mustacheValue
        default: return nil
        }
    }
}

extension EmailView.Section: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "title": return title.mustacheValue
        case "countLabel": return countLabel.mustacheValue
        case "sectionURL": return sectionURL.mustacheValue
        case "items": return items.mustacheValue
        case "moreLabel": return moreLabel.mustacheValue
        default: return nil
        }
    }
}

extension EmailView.Item: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "title": return title.mustacheValue
        case "url": return url.mustacheValue
        case "firstAuthors": return firstAuthors.mustacheValue
        case "excerpt": return excerpt.mustacheValue
        case "badgeList": return badgeList.mustacheValue
        case "why": return why.mustacheValue
        case "rating": return rating.mustacheValue
        default: return nil
        }
    }
}
