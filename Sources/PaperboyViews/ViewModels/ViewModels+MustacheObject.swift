import PaperboyMustache

// Template lookups: every view model is a `MustacheObject` answering by name
// with a `switch`, no `Mirror` and no dynamic casts. Each switch lists exactly
// the type's stored properties, under their Swift names (a test checks every
// stored property answers by its name). An optional that is nil answers
// `.null`, the Mustache spec's null: empty, false in a section, and the end of
// the lookup. Only a name the object does not have (nil) sends the lookup on to
// the enclosing objects; stopping at a nil field halves the lookups of a paper.

extension PageView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "siteTitle": return siteTitle.mustacheValue
        case "date": return date.mustacheValue
        case "dateLong": return dateLong.mustacheValue
        case "root": return root.mustacheValue
        case "sections": return sections.mustacheValue
        case "sectionsWithItems": return sectionsWithItems.mustacheValue
        case "hasTableOfContents": return hasTableOfContents.mustacheValue
        case "itemCount": return itemCount.mustacheValue
        case "itemCountLabel": return itemCountLabel.mustacheValue
        case "noAnnouncement": return noAnnouncement.mustacheValue
        case "backfilled": return backfilled.mustacheValue
        case "missed": return missed.mustacheValue
        case "isEmpty": return isEmpty.mustacheValue
        case "sources": return sources.mustacheValue
        case "hasSources": return hasSources.mustacheValue
        case "generator": return generator.mustacheValue
        case "failedSources": return failedSources.mustacheValue
        case "hasFailedSources": return hasFailedSources.mustacheValue
        case "previousDay": return previousDay.mustacheValue
        case "nextDay": return nextDay.mustacheValue
        case "previousPath": return previousPath.mustacheValue
        case "nextPath": return nextPath.mustacheValue
        case "isFront": return isFront.mustacheValue
        case "hasDayLinks": return hasDayLinks.mustacheValue
        case "dayPath": return dayPath.mustacheValue
        case "compactPath": return compactPath.mustacheValue
        case "site": return site.mustacheValue
        default: return nil
        }
    }
}

extension SectionView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "id": return id.mustacheValue
        case "title": return title.mustacheValue
        case "items": return items.mustacheValue
        case "groups": return groups.mustacheValue
        case "groupLinks": return groupLinks.mustacheValue
        case "hasGroupLinks": return hasGroupLinks.mustacheValue
        case "replacedItems": return replacedItems.mustacheValue
        case "replacedAnchor": return replacedAnchor.mustacheValue
        case "hasReplaced": return hasReplaced.mustacheValue
        case "replacedLabel": return replacedLabel.mustacheValue
        case "count": return count.mustacheValue
        case "countLabel": return countLabel.mustacheValue
        case "isEmpty": return isEmpty.mustacheValue
        case "isCompact": return isCompact.mustacheValue
        default: return nil
        }
    }
}

extension ItemGroupView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "groupAnchor": return groupAnchor.mustacheValue
        case "groupTitle": return groupTitle.mustacheValue
        case "groupLinkLabel": return groupLinkLabel.mustacheValue
        case "groupCount": return groupCount.mustacheValue
        case "items": return items.mustacheValue
        default: return nil
        }
    }
}

extension ItemView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "anchor": return anchor.mustacheValue
        case "kind": return kind.mustacheValue
        case "isPaper": return isPaper.mustacheValue
        case "isRepository": return isRepository.mustacheValue
        case "isPost": return isPost.mustacheValue
        case "title": return title.mustacheValue
        case "url": return url.mustacheValue
        case "authors": return authors.mustacheValue
        case "authorCount": return authorCount.mustacheValue
        case "firstAuthor": return firstAuthor.mustacheValue
        case "authorsLead": return authorsLead.mustacheValue
        case "authorsMore": return authorsMore.mustacheValue
        case "authorsMoreLabel": return authorsMoreLabel.mustacheValue
        case "codeURL": return codeURL.mustacheValue
        case "published": return published.mustacheValue
        case "updated": return updated.mustacheValue
        case "itemDate": return itemDate.mustacheValue
        case "summary": return summary.mustacheValue
        case "summaryBlock": return summaryBlock.mustacheValue
        case "summaryHTML": return summaryHTML.mustacheValue
        case "contentHTML": return contentHTML.mustacheValue
        case "summaryLine": return summaryLine.mustacheValue
        case "hasSummary": return hasSummary.mustacheValue
        case "summaryFolds": return summaryFolds.mustacheValue
        case "categoryList": return categoryList.mustacheValue
        case "paper": return paper.mustacheValue
        case "repository": return repository.mustacheValue
        case "badges": return badges.mustacheValue
        case "hasBadges": return hasBadges.mustacheValue
        case "reasons": return reasons.mustacheValue
        case "reasonList": return reasonList.mustacheValue
        case "isUpdate": return isUpdate.mustacheValue
        case "library": return library.mustacheValue
        case "isFolded": return isFolded.mustacheValue
        case "isCompact": return isCompact.mustacheValue
        case "permalink": return permalink.mustacheValue
        case "rating": return rating.mustacheValue
        default: return nil
        }
    }
}

extension PaperView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "arxivID": return arxivID.mustacheValue
        case "primaryCategory": return primaryCategory.mustacheValue
        case "crossLists": return crossLists.mustacheValue
        case "announceType": return announceType.mustacheValue
        case "submitted": return submitted.mustacheValue
        case "announceLabel": return announceLabel.mustacheValue
        case "badgeLabel": return badgeLabel.mustacheValue
        case "isUpdate": return isUpdate.mustacheValue
        case "comment": return comment.mustacheValue
        case "journalRef": return journalRef.mustacheValue
        case "doi": return doi.mustacheValue
        case "doiURL": return doiURL.mustacheValue
        case "absURL": return absURL.mustacheValue
        case "pdfURL": return pdfURL.mustacheValue
        case "htmlURL": return htmlURL.mustacheValue
        default: return nil
        }
    }
}

extension RepositoryView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "fullName": return fullName.mustacheValue
        case "description": return description.mustacheValue
        case "stars": return stars.mustacheValue
        case "starsLabel": return starsLabel.mustacheValue
        case "forks": return forks.mustacheValue
        case "language": return language.mustacheValue
        case "topics": return topics.mustacheValue
        case "topicList": return topicList.mustacheValue
        case "license": return license.mustacheValue
        case "created": return created.mustacheValue
        case "pushed": return pushed.mustacheValue
        case "homepage": return homepage.mustacheValue
        case "isArchived": return isArchived.mustacheValue
        case "isFork": return isFork.mustacheValue
        default: return nil
        }
    }
}

extension SourceView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "sourceName": return sourceName.mustacheValue
        case "format": return format.mustacheValue
        case "feedTitle": return feedTitle.mustacheValue
        case "feedLink": return feedLink.mustacheValue
        case "sourceItemCount": return sourceItemCount.mustacheValue
        case "sourceItemCountLabel": return sourceItemCountLabel.mustacheValue
        case "warnings": return warnings.mustacheValue
        case "noAnnouncement": return noAnnouncement.mustacheValue
        case "notAnnouncedYet": return notAnnouncedYet.mustacheValue
        case "unreadable": return unreadable.mustacheValue
        case "notice": return notice.mustacheValue
        case "dataAge": return dataAge.mustacheValue
        default: return nil
        }
    }
}
