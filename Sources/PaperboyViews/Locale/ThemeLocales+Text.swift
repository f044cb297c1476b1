import Foundation
import PaperboyFileSystem

extension ThemeLocales {
    /// The titles of the sections a config need not name, in `language`, with the
    /// `locales/*.yml` of a theme folder laid over the default theme's: a `for_you` section's
    /// (`section.for-you`) and the one section of a config without `sections:`
    /// (`section.all-items`). A theme's locale file that does not load is passed over here:
    /// loading the theme reports it.
    public static func defaultSectionTitles(language: String, over directory: URL?,
                                            fileSystem: FileSystem) -> (forYou: String, allItems: String) {
        let locales = directory.flatMap { try? shipped.layered(over: $0, fileSystem: fileSystem) } ?? shipped
        let locale = locales.locale(for: language) ?? shipped.schema
        return (locale.text("section.for-you"), locale.text("section.all-items"))
    }
}
