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

    /// True when the case can run here: its data holds no code, or ``SpecLambdas`` has its lambda in Swift.
    static func runs(_ test: SpecCase) -> Bool { !test.data.containsCode || SpecLambdas.lambda(for: test.name) != nil }

    /// The tests of one module that can run here (``runs(_:)``); the others are named by ``unwritten``.
    static func runnable(_ module: String) -> [SpecCase] { cases(module).filter(runs) }

    /// Every case that cannot run here: its lambda needs a scripting language and has no Swift version.
    static let unwritten: [SpecCase] = modules.flatMap(cases).filter { !runs($0) }

    /// The skip reason that names ``unwritten``.
    static var unwrittenReason: String {
        "spec cases not run, their lambdas need a scripting language (none in SpecLambdas): "
            + unwritten.map { "\($0.module) \"\($0.name)\"" }.joined(separator: ", ")
    }

    /// Renders a case that ``runs(_:)``: the expected and the actual output.
    static func run(_ test: SpecCase) throws -> (expected: String, actual: String) {
        let lambda = test.data.containsCode ? SpecLambdas.lambda(for: test.name) ?? { nil } : { nil }
        var templates = try test.partials.map { try MustacheTemplate(name: $0.key, source: $0.value) }
        let name = "(spec template)"
        templates.append(try MustacheTemplate(name: name, source: test.template))
        let library = try MustacheLibrary(templates: templates, options: .lenient)
        return (test.expected, try library.render(test.data.mustacheValue(lambda: lambda), template: name))
    }
}
