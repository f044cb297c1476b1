import ArgumentParser
import PaperboyKit

extension Paperboy {
    /// `paperboy theme`: the default theme's files, and copies of them to edit.
    struct Theme: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the default theme's files, or copy them into the templates folder to edit.",
            discussion: """
            The default theme is built into paperboy. A file in the config's templates \
            folder with the same relative path as a theme file replaces it; every other \
            file comes from the built-in theme, so upgrades bring its fixes. \
            `paperboy check` reports a replaced file that no longer matches the theme.

            \(ExitStatus.helpText)

            Examples:
              paperboy theme list
              paperboy theme eject partials/paper.html assets/style.css
              paperboy theme eject             # every file
            """,
            subcommands: [ThemeList.self, ThemeEject.self]
        )
    }
}
