import Foundation
import PaperboyFileSystem

extension TemplateLibrary {
    /// Loads every `*.mustache` file under `directory` (except `assets/`).
    ///
    /// A template's name is its path relative to the folder without `.mustache`
    /// (`day.html`, `feeds/atom.xml`); files in `partials/` are named by their file
    /// name alone, so `partials/paper.html.mustache` is `{{> paper.html}}`.
    /// - Throws: ``TemplateError`` naming the folder or file that cannot be read or parsed.
    public init(directory: URL, fileSystem: FileSystem) throws {
        self = try TemplateLibrary(sources: TemplateLibrary.readSources(in: directory, fileSystem: fileSystem))
    }

    /// Reads the template files under `directory`, sorted by path.
    static func readSources(in directory: URL, fileSystem: FileSystem) throws -> [TemplateSource] {
        let paths = try ThemeFiles.relativePaths(in: directory, fileSystem: fileSystem)
        var sources: [TemplateSource] = []
        for path in paths where path.hasSuffix(".mustache") && !path.hasPrefix("assets/") {
            var name = String(path.dropLast(".mustache".count))
            if name.hasPrefix("partials/") { name = String(name.dropFirst("partials/".count)) }
            let file = directory.appendingPathComponent(path)
            let data = try ThemeFiles.read(file, "the template", fileSystem: fileSystem)
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateError(file: file.path, reason: "the template is not valid UTF-8")
            }
            sources.append(TemplateSource(name: name, file: file.path, text: text))
        }
        return sources
    }
}
