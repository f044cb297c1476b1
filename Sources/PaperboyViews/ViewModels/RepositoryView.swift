import PaperboyModels

/// An item's GitHub details (`{{#repository}}`).
struct RepositoryView {
    /// `owner/name`.
    let fullName: String
    let description: String?
    let stars: Int
    /// `1,234`.
    let starsLabel: String
    let forks: Int
    let language: String?
    let topics: [String]
    /// Topics joined with `, `.
    let topicList: String?
    let license: String?
    /// `2021-03-04`, the creation day.
    let created: String?
    /// `2024-11-27`, the day of the last push.
    let pushed: String?
    let homepage: String?
    let isArchived: Bool
    let isFork: Bool

    init(repository: Repository, style: TextStyle, locale: ThemeLocale = .english) {
        fullName = style.text(repository.fullName)
        description = style.optionalText(repository.description)
        stars = repository.stars
        starsLabel = locale.grouped(repository.stars)
        forks = repository.forks
        language = style.optionalText(repository.language)
        topics = repository.topics.map { style.text($0) }
        topicList = style.optionalText(repository.topics.joined(separator: ", "))
        license = style.optionalText(repository.license)
        created = TextFormat.isoDay(repository.created)
        pushed = TextFormat.isoDay(repository.pushed)
        homepage = style.url(repository.homepage)
        isArchived = repository.isArchived
        isFork = repository.isFork
    }
}
