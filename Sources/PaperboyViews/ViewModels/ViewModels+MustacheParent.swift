import Mustache

// Fast lookups for swift-mustache.
//
// swift-mustache reads a struct's stored properties through `Mirror`, which costs
// a reflection walk per `{{name}}` per enclosing object: on a 1,800-item page it
// was over 70% of the build. A view model that is a `MustacheParent` answers by
// name directly. Each switch lists exactly the type's stored properties (a test
// compares them with `Mirror`), and an optional that is nil answers nil, as
// `Mirror` does, so Mustache keeps looking in the enclosing objects.

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
        case "isEmpty": return isEmpty
        case "sources": return sources
        case "hasSources": return hasSources
        case "generator": return generator
        case "failedSources": return failedSources
        case "hasFailedSources": return hasFailedSources
        case "previousDay": return previousDay
        case "nextDay": return nextDay
        case "previousPath": return previousPath
        case "nextPath": return nextPath
        case "isFront": return isFront
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
        case "url": return url
        case "authors": return authors
        case "authorCount": return authorCount
        case "authorsLead": return authorsLead
        case "authorsMore": return authorsMore
        case "authorsMoreLabel": return authorsMoreLabel
        case "codeURL": return codeURL
        case "published": return published
        case "updated": return updated
        case "itemDate": return itemDate
        case "summary": return summary
        case "summaryBlock": return summaryBlock
        case "summaryHTML": return summaryHTML
        case "contentHTML": return contentHTML
        case "hasSummary": return hasSummary
        case "categoryList": return categoryList
        case "paper": return paper
        case "repository": return repository
        case "badges": return badges
        case "hasBadges": return hasBadges
        case "reasons": return reasons
        case "reasonList": return reasonList
        case "isUpdate": return isUpdate
        default: return nil
        }
    }
}

extension PaperView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "arxivID": return arxivID
        case "primaryCategory": return primaryCategory
        case "crossLists": return crossLists
        case "announceType": return announceType
        case "announceLabel": return announceLabel
        case "isUpdate": return isUpdate
        case "comment": return comment
        case "journalRef": return journalRef
        case "doi": return doi
        case "doiURL": return doiURL
        case "absURL": return absURL
        case "pdfURL": return pdfURL
        case "htmlURL": return htmlURL
        default: return nil
        }
    }
}

extension RepositoryView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "fullName": return fullName
        case "description": return description
        case "stars": return stars
        case "starsLabel": return starsLabel
        case "forks": return forks
        case "language": return language
        case "topics": return topics
        case "topicList": return topicList
        case "license": return license
        case "created": return created
        case "pushed": return pushed
        case "homepage": return homepage
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
        case "feedTitle": return feedTitle
        case "feedLink": return feedLink
        case "sourceItemCount": return sourceItemCount
        case "sourceItemCountLabel": return sourceItemCountLabel
        case "warnings": return warnings
        case "noAnnouncement": return noAnnouncement
        case "failure": return failure
        case "dataAge": return dataAge
        default: return nil
        }
    }
}
