import Foundation
import PaperboyMustache
import Testing

/// One test of the Mustache spec, by module (file name without `.json`).
struct SpecCase: Sendable, CustomTestStringConvertible {
    let module: String
    let name: String
    let desc: String
    let template: String
    let data: SpecJSON
    let partials: [String: String]
    let expected: String

    var testDescription: String { name }
}

/// Loads `../shared/fixtures/mustache-spec/*.json` (relative to the package root) and runs its tests.
enum SpecSuite {
    private struct File: Decodable {
        struct Test: Decodable {
            let name: String
            let desc: String
            let data: SpecJSON
            let template: String
            let partials: [String: String]?
            let expected: String
        }
        let tests: [Test]
    }

    /// The spec folder, or nil when this checkout has none.
    static let folder: URL? = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                let spec = directory.deletingLastPathComponent().appendingPathComponent("shared/fixtures/mustache-spec")
                return FileManager.default.fileExists(atPath: spec.path) ? spec : nil
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    static let skipReason = "the Mustache spec folder ../shared/fixtures/mustache-spec is not beside this package: spec tests skipped"

    /// The tests of one module, names made unique (`~inheritance` has two "Text inside parent").
    static func cases(_ module: String) -> [SpecCase] {
        guard let folder else { return [] }
        let url = folder.appendingPathComponent(module + ".json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        var seen: [String: Int] = [:]
        return file.tests.map { test in
            seen[test.name, default: 0] += 1
            let count = seen[test.name] ?? 1
            return SpecCase(
                module: module, name: count > 1 ? "\(test.name) (\(count))" : test.name, desc: test.desc,
                template: test.template, data: test.data, partials: test.partials ?? [:], expected: test.expected)
        }
    }

    static let modules = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
        "~inheritance", "~dynamic-names", "~lambdas",
    ]

    /// Renders the case: the expected and actual output, or nil (with the reason printed) when skipped.
    static func run(_ test: SpecCase) throws -> (expected: String, actual: String)? {
        var lambda: () -> MustacheLambda? = { nil }
        if test.data.containsCode {
            guard let code = SpecLambdas.lambda(for: test.name) else {
                print("skipped \(test.module) \"\(test.name)\": its lambda needs a scripting language")
                return nil
            }
            lambda = code
        }
        var templates = try test.partials.map { try MustacheTemplate(name: $0.key, source: $0.value) }
        let name = "(spec template)"
        templates.append(try MustacheTemplate(name: name, source: test.template))
        let library = try MustacheLibrary(templates: templates, options: .lenient)
        return (test.expected, try library.render(test.data.mustacheValue(lambda: lambda), template: name))
    }
}
