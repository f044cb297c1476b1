import Foundation
import PaperboyFileSystem
import PaperboyViews

/// The titles of the sections a config need not name (`kind: for_you` without `title:`, the
/// one section of a config without `sections:`), in the site's language from its locale.
struct DefaultSectionTitles {
    /// The id of a `for_you` section without `title:` or `id:`, whatever the language.
    static let forYouID = "for-you"

    /// The `for_you` section's title (`section.for-you`).
    let forYou: String
    /// The one section's title when the config lists none (`section.all-items`).
    let allItems: String

    /// The titles in `language`, the theme folder `templates`' locale files laid over the default theme's.
    init(language: String, templates: URL?, fileSystem: FileSystem) {
        (forYou, allItems) = ThemeLocales.defaultSectionTitles(language: language, over: templates, fileSystem: fileSystem)
    }
}
