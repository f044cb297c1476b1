extension ConfigResolver {
    func resolveItemPages(_ raw: ConfigFile.ItemPages?) throws -> ItemPagesConfig {
        guard let raw else { return ItemPagesConfig() }
        let path = ConfigPath().appending("item_pages")
        let related = raw.related ?? ItemPagesConfig.defaultRelated
        guard related >= 0, related <= ItemPagesConfig.maxRelated else {
            throw ConfigIssue(path.appending("related"), "related must be between 0 and \(ItemPagesConfig.maxRelated), got \(related)")
        }
        let days = raw.days ?? ItemPagesConfig.defaultDays
        guard days >= 0 else {
            throw ConfigIssue(path.appending("days"), "days must be 0 (every day) or more, got \(days)")
        }
        return ItemPagesConfig(enabled: raw.enabled ?? false, related: related, days: days)
    }
}
