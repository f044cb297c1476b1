import Mustache

// Fast lookups for the site-wide pages' view models: see ViewModels+MustacheParent.swift.

extension SiteView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "hasAbout": return self.hasAbout
        case "sectionLinks": return self.sectionLinks
        case "canonicalURL": return self.canonicalURL ?? TemplateNull()
        default: return nil
        }
    }
}

extension SiteView.Link: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "linkTitle": return self.linkTitle
        case "path": return self.path
        default: return nil
        }
    }
}

extension ArchiveView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "root": return self.root
        case "siteTitle": return self.siteTitle
        case "site": return self.site
        case "days": return self.days
        case "dayCountLabel": return self.dayCountLabel
        case "itemCountLabel": return self.itemCountLabel
        case "chartSVG": return self.chartSVG
        default: return nil
        }
    }
}

extension ArchiveView.Day: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "date": return self.date
        case "dateLong": return self.dateLong
        case "path": return self.path
        case "countLabel": return self.countLabel
        case "noAnnouncement": return self.noAnnouncement
        case "backfilled": return self.backfilled
        case "missed": return self.missed
        default: return nil
        }
    }
}

extension CategoryCount: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "slug": return self.slug
        case "count": return self.count
        case "path": return self.path
        default: return nil
        }
    }
}

extension CategoryIndexView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "root": return self.root
        case "siteTitle": return self.siteTitle
        case "site": return self.site
        case "categories": return self.categories
        case "hasCategories": return self.hasCategories
        default: return nil
        }
    }
}

extension ListPageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "root": return self.root
        case "siteTitle": return self.siteTitle
        case "site": return self.site
        case "heading": return self.heading
        case "introHTML": return self.introHTML ?? TemplateNull()
        case "atomPath": return self.atomPath ?? TemplateNull()
        case "jsonFeedPath": return self.jsonFeedPath ?? TemplateNull()
        case "groups": return self.groups
        case "olderDays": return self.olderDays
        case "hasOlderDays": return self.hasOlderDays
        case "countLabel": return self.countLabel
        default: return nil
        }
    }
}

extension ListPageView.Group: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "date": return self.date
        case "dateLong": return self.dateLong
        case "path": return self.path
        case "entries": return self.entries
        default: return nil
        }
    }
}

extension ListPageView.Entry: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": return self.title
        case "path": return self.path
        case "url": return self.url ?? TemplateNull()
        default: return nil
        }
    }
}

extension ListPageView.OlderDay: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "date": return self.date
        case "path": return self.path
        case "countLabel": return self.countLabel
        default: return nil
        }
    }
}

extension SimplePageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "root": return self.root
        case "site": return self.site
        case "siteTitle": return self.siteTitle
        case "bodyHTML": return self.bodyHTML ?? TemplateNull()
        default: return nil
        }
    }
}
