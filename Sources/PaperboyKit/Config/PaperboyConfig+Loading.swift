import Foundation
import PaperboyFileSystem
import PaperboyServices
import Yams

extension PaperboyConfig {
    /// Reads and checks a config file.
    ///
    /// ```yaml
    /// title: My digest            # default "Paperboy"
    /// time_zone: Europe/Berlin    # IANA name, default UTC
    /// base_url: https://me.example/digest/   # optional
    /// templates: Templates        # default: nearest Templates folder above the config, then above the current directory, then the built-in theme
    /// output: site                # default site, relative to this file
    /// sources:                    # at least one
    ///   - name: arxiv             # unique
    ///     kind: feed              # default feed (the only kind so far)
    ///     path: feeds/cs.xml      # relative to this file
    ///     format: arxiv-listing   # auto (default), atom, rss, rdf, arxiv, arxiv-listing, github-search
    /// sections:                   # default: one section "All items"
    ///   - title: Language models
    ///     id: llm                 # default: slug of the title
    ///     sources: [arxiv]        # default: all, in config order
    ///     include: ["language model*", LLM]
    ///     exclude: [survey]
    ///     limit: 20               # optional, at least 1
    /// ```
    ///
    /// - Parameters:
    ///   - file: The YAML file.
    ///   - currentDirectory: Where the command runs: relative names in messages
    ///     are shown from here, and it is the second place to look for `Templates`.
    ///   - use: What the run will do with it, which adds checks (a missing `path:` file,
    ///     an e-mail edition without a base URL).
    ///   - fileSystem: The run's door to the disk: the file and every path it names are read through it.
    /// - Throws: ``ConfigError`` naming the file, line, column and key of the first problem:
    ///   YAML syntax, an unknown key, a wrong type, a missing or invalid value.
    public static func load(from file: URL, currentDirectory: URL, for use: ConfigUse = .reading, fileSystem: FileSystem) throws -> PaperboyConfig {
        let file = file.standardizedFileURL
        let display = PathDisplay(currentDirectory: currentDirectory).show(file)
        guard fileSystem.info(file) != nil else {
            throw ConfigError(file: display, reason: "no such file (pass --config with the path to your paperboy.yml)")
        }
        let data: Data
        do {
            data = try fileSystem.read(file, limit: maxConfigBytes)
        } catch let error as FileRefusal {
            throw ConfigError(file: display, reason: "\(error.reason) (a config is at most \(maxConfigBytes / 1024) KiB)")
        } catch {
            throw ConfigError(file: display, reason: "cannot read the config file", underlying: error)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: display, reason: "the config file is not valid UTF-8")
        }
        do {
            try YAMLAliasBudget.check(text)
        } catch let excess as YAMLAliasBudget.Excess {
            throw ConfigError(file: display, line: excess.line, column: excess.column,
                              reason: "YAML aliases expand to more than \(YAMLAliasBudget.maxNodes) nodes; a config needs nothing like that")
        }
        let root = try compose(text, display: display)
        let locator = ConfigLocator(root: root, text: text)
        do {
            let raw = try YAMLDecoder().decode(ConfigFile.self, from: root ?? Node.mapping(.init([])))
            var resolver = ConfigResolver(file: file, currentDirectory: currentDirectory, fileSystem: fileSystem)
            resolver.use = use
            return try resolver.resolve(raw)
        } catch let issue as ConfigIssue {
            throw locate(issue, in: locator, display: display)
        } catch let error as DecodingError {
            throw locate(ConfigIssue(decoding: error), in: locator, display: display)
        }
    }

    /// The largest config file read: 1 MiB.
    static let maxConfigBytes = 1 << 20

    private static func compose(_ text: String, display: String) throws -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                let hint = YAMLSyntaxHint.hint(for: problem).map { " (\($0))" } ?? ""
                throw ConfigError(file: display, line: mark.line, column: mark.column, reason: "YAML syntax: \(problem)\(hint)", underlying: error)
            case .duplicatedKeysInMapping(let duplicates, let context):
                throw ConfigError(file: display, line: context.mark.line, column: context.mark.column,
                                  reason: "duplicate key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", "))", underlying: error)
            default:
                throw ConfigError(file: display, reason: "YAML: \(error)", underlying: error)
            }
        } catch {
            throw ConfigError(file: display, reason: "YAML: \(error)", underlying: error)
        }
    }

    private static func locate(_ issue: ConfigIssue, in locator: ConfigLocator, display: String) -> ConfigError {
        let mark = locator.locate(issue.path, issue.target, offset: issue.offset)
        return ConfigError(file: display, line: mark?.line, column: mark?.column, keyPath: issue.path.description,
                           reason: issue.reason, underlying: issue.underlying)
    }
}
