import Foundation
import PaperboyMustache
import PaperboySharedFixtures
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

    /// The spec folder in the shared captures (``SharedFixtures``), or nil when it is absent.
    static let folder: URL? = SharedFixtures.has("mustache-spec") ? SharedFixtures.url("mustache-spec") : nil

    /// Why every spec test is skipped when ``folder`` is nil.
    static var skipReason: String {
        SharedFixtures.available ? "../shared/fixtures has no mustache-spec folder: the Mustache spec tests are skipped"
            : SharedFixtures.reason("the Mustache spec tests are skipped")
    }

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

    /// Why a case whose data holds code is skipped when ``SpecLambdas`` has no Swift lambda for it.
    static func noLambdaReason(_ test: SpecCase) -> String {
        "\(test.module) \"\(test.name)\": its lambda needs a scripting language (no Swift one in SpecLambdas)"
    }

    /// Renders the case: the expected and actual output, or nil when its lambda is not written in Swift.
    static func run(_ test: SpecCase) throws -> (expected: String, actual: String)? {
        var lambda: () -> MustacheLambda? = { nil }
        if test.data.containsCode {
            guard let code = SpecLambdas.lambda(for: test.name) else { return nil }
            lambda = code
        }
        var templates = try test.partials.map { try MustacheTemplate(name: $0.key, source: $0.value) }
        let name = "(spec template)"
        templates.append(try MustacheTemplate(name: name, source: test.template))
        let library = try MustacheLibrary(templates: templates, options: .lenient)
        return (test.expected, try library.render(test.data.mustacheValue(lambda: lambda), template: name))
    }
}
