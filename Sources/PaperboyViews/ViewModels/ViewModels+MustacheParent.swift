import Mustache

// Fast lookups for swift-mustache.
//
// swift-mustache reads a struct's stored properties through `Mirror`, which costs
// a reflection walk per `{{name}}` per enclosing object: on a 1,800-item page it
// was over 70% of the build. A view model that is a `MustacheParent` answers by
// name directly. Each switch lists exactly the type's stored properties (a test
// compares them with `Mirror`). An optional that is nil answers `TemplateNull`,
// the Mustache spec's null: empty, false in a section, and the end of the
// lookup. Only a name the object does not have sends Mustache on to the
// enclosing objects; stopping at a nil field halves the lookups of a paper.

extension PageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "siteTitle": return siteTitle
        case "date": return date
        case "dateLong": return dateLong
        case "root": return root
        case "sections": return sections
        case "sectionsWithItems": return sectionsWithItems
        case "hasTableOfContents": return hasTableOfContents
        case "itemCount": return itemCount
        case "itemCountLabel": return itemCountLabel
        case "noAnnouncement": return noAnnouncement
        case "backfilled": return backfilled
        case "missed": return missed
        case "isEmpty": return isEmpty
        case "sources": return sources
        case "hasSources": return hasSources
        case "generator": return generator
        case "failedSources": return failedSources
        case "hasFailedSources": return hasFailedSources
        case "previousDay": return previousDay ?? TemplateNull()
        case "nextDay": return nextDay ?? TemplateNull()
        case "previousPath": return previousPath ?? TemplateNull()
        case "nextPath": return nextPath ?? TemplateNull()
        case "isFront": return isFront
        case "hasDayLinks": return hasDayLinks
        case "dayPath": return dayPath
        case "site": return site
        default: return nil
        }
    }
}

extension SectionView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": return id
        case "title": return title
        case "items": return items
        case "count": return count
        case "countLabel": return countLabel
        case "isEmpty": return isEmpty
        default: return nil
        }
    }
}

extension ItemView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "anchor": return anchor
        case "kind": return kind
        case "isPaper": return isPaper
        case "isRepository": return isRepository
        case "isPost": return isPost
        case "title": return title
        case "url": return url ?? TemplateNull()
        case "authors": return authors ?? TemplateNull()
        case "authorCount": return authorCount
        case "authorsLead": return authorsLead ?? TemplateNull()
        case "authorsMore": return authorsMore ?? TemplateNull()
        case "authorsMoreLabel": return authorsMoreLabel ?? TemplateNull()
        case "codeURL": return codeURL ?? TemplateNull()
        case "published": return published ?? TemplateNull()
        case "updated": return updated ?? TemplateNull()
        case "itemDate": return itemDate ?? TemplateNull()
        case "summary": return summary ?? TemplateNull()
        case "summaryBlock": return summaryBlock ?? TemplateNull()
        case "summaryHTML": return summaryHTML ?? TemplateNull()
        case "contentHTML": return contentHTML ?? TemplateNull()
        case "hasSummary": return hasSummary
        case "categoryList": return categoryList ?? TemplateNull()
        case "paper": return paper ?? TemplateNull()
        case "repository": return repository ?? TemplateNull()
        case "badges": return badges
        case "hasBadges": return hasBadges
        case "reasons": return reasons
        case "reasonList": return reasonList ?? TemplateNull()
        case "isUpdate": return isUpdate
        default: return nil
        }
    }
}

extension PaperView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "arxivID": return arxivID
        case "primaryCategory": return primaryCategory ?? TemplateNull()
        case "crossLists": return crossLists ?? TemplateNull()
        case "announceType": return announceType ?? TemplateNull()
        case "announceLabel": return announceLabel ?? TemplateNull()
        case "isUpdate": return isUpdate
        case "comment": return comment ?? TemplateNull()
        case "journalRef": return journalRef ?? TemplateNull()
        case "doi": return doi ?? TemplateNull()
        case "doiURL": return doiURL ?? TemplateNull()
        case "absURL": return absURL ?? TemplateNull()
        case "pdfURL": return pdfURL ?? TemplateNull()
        case "htmlURL": return htmlURL ?? TemplateNull()
        default: return nil
        }
    }
}

extension RepositoryView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "fullName": return fullName
        case "description": return description ?? TemplateNull()
        case "stars": return stars
        case "starsLabel": return starsLabel
        case "forks": return forks
        case "language": return language ?? TemplateNull()
        case "topics": return topics
        case "topicList": return topicList ?? TemplateNull()
        case "license": return license ?? TemplateNull()
        case "created": return created ?? TemplateNull()
        case "pushed": return pushed ?? TemplateNull()
        case "homepage": return homepage ?? TemplateNull()
        case "isArchived": return isArchived
        case "isFork": return isFork
        default: return nil
        }
    }
}

extension SourceView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "sourceName": return sourceName
        case "format": return format
        case "feedTitle": return feedTitle ?? TemplateNull()
        case "feedLink": return feedLink ?? TemplateNull()
        case "sourceItemCount": return sourceItemCount
        case "sourceItemCountLabel": return sourceItemCountLabel
        case "warnings": return warnings
        case "noAnnouncement": return noAnnouncement
        case "failure": return failure ?? TemplateNull()
        case "dataAge": return dataAge ?? TemplateNull()
        default: return nil
        }
    }
}

/// A field that is there but has no value: renders as nothing, is false in a section
/// and, unlike a name the object does not have, ends the lookup.
struct TemplateNull: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// Text has no fields. Without this, every name looked up while a text is the current
/// context (`{{title}}` inside `{{#url}}…{{/url}}`) would first reflect the string with
/// `Mirror`, find nothing, and only then go on to the enclosing objects: the same
/// answer, at a cost measured at 5% of a full render.
extension String: @retroactive MustacheParent {
    public func child(named name: String) -> Any? { nil }
}
