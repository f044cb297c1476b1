import PaperboyModels

/// Builds a day's ``Digest`` from the sources' items and the section plans.
///
/// Each section takes the items of its sources in the order the plan lists them
/// (feed order within a source), drops repeats of an id (the first wins), then
/// runs its stages in order. The result depends only on the inputs.
public struct DigestBuilder: Sendable {
    /// The site title.
    public var title: String
    /// The sections in display order.
    public var sections: [SectionPlan]

    /// Creates a builder.
    public init(title: String, sections: [SectionPlan]) {
        self.title = title
        self.sections = sections
    }

    /// Builds the digest for `day`.
    /// - Throws: ``DigestBuildError`` for a duplicate section id, a section naming
    ///   an unknown source, or a failing stage (keeping the stage's error).
    public func build(day: DigestDay, sources: [SourceItems]) throws -> Digest {
        var byName: [String: SourceItems] = [:]
        for batch in sources where byName[batch.source.name] == nil {
            byName[batch.source.name] = batch
        }
        var seenIDs = Set<String>()
        var built: [DigestSection] = []
        built.reserveCapacity(sections.count)
        for plan in sections {
            guard seenIDs.insert(plan.id).inserted else {
                throw DigestBuildError(sectionID: plan.id, stage: nil, reason: "two sections share the id \"\(plan.id)\"")
            }
            var items: [Item] = []
            for name in plan.sources ?? sources.map(\.source.name) {
                guard let batch = byName[name] else {
                    throw DigestBuildError(sectionID: plan.id, stage: nil, reason: "no source is named \"\(name)\"")
                }
                items += batch.items
            }
            let context = StageContext(day: day, sectionID: plan.id)
            items = UniqueItems().run(items, in: context)
            for stage in plan.stages {
                do {
                    items = try stage.run(items, in: context)
                } catch {
                    throw DigestBuildError(sectionID: plan.id, stage: stage.name, reason: "\(error)", underlying: error)
                }
            }
            built.append(DigestSection(id: plan.id, title: plan.title, items: items))
        }
        return Digest(day: day, title: title, sections: built, sources: sources.map(\.source))
    }
}
