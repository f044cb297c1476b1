import Testing

/// The Mustache spec suite, one parameterized test per module so that every case shows up by name.
/// Skipped with its reason when the spec folder is absent: a parameterized test with no
/// arguments would pass having checked nothing.
@Suite(.enabled(if: SpecSuite.folder != nil, "\(SpecSuite.skipReason)"))
struct MustacheSpecTests {
    @Test("comments", arguments: SpecSuite.runnable("comments"))
    func comments(_ test: SpecCase) throws { try check(test) }

    @Test("delimiters", arguments: SpecSuite.runnable("delimiters"))
    func delimiters(_ test: SpecCase) throws { try check(test) }

    @Test("interpolation", arguments: SpecSuite.runnable("interpolation"))
    func interpolation(_ test: SpecCase) throws { try check(test) }

    @Test("inverted", arguments: SpecSuite.runnable("inverted"))
    func inverted(_ test: SpecCase) throws { try check(test) }

    @Test("partials", arguments: SpecSuite.runnable("partials"))
    func partials(_ test: SpecCase) throws { try check(test) }

    @Test("sections", arguments: SpecSuite.runnable("sections"))
    func sections(_ test: SpecCase) throws { try check(test) }

    @Test("~inheritance", arguments: SpecSuite.runnable("~inheritance"))
    func inheritance(_ test: SpecCase) throws { try check(test) }

    @Test("~dynamic-names", arguments: SpecSuite.runnable("~dynamic-names"))
    func dynamicNames(_ test: SpecCase) throws { try check(test) }

    @Test("~lambdas", arguments: SpecSuite.runnable("~lambdas"))
    func lambdas(_ test: SpecCase) throws { try check(test) }

    /// A case whose lambda needs a scripting language is left out of its module's test: this
    /// test is skipped naming those cases (none today), and runs, and passes, when there are none.
    @Test("every lambda of the spec is written in Swift",
          .enabled(if: SpecSuite.unwritten.isEmpty, "\(SpecSuite.unwrittenReason)"))
    func everyLambdaIsWritten() {
        #expect(SpecSuite.unwritten.isEmpty)
    }

    /// Prints passed/run/skipped per module; fails for a module with no tests.
    @Test func summary() throws {
        for module in SpecSuite.modules {
            let cases = SpecSuite.cases(module)
            let runnable = cases.filter(SpecSuite.runs)
            let passed = runnable.filter { (try? SpecSuite.run($0)).map { $0.expected == $0.actual } ?? false }.count
            print("mustache spec \(module): \(passed)/\(cases.count) passed, \(cases.count - runnable.count) skipped")
            #expect(!cases.isEmpty, "no tests in \(module).json")
        }
    }

    private func check(_ test: SpecCase) throws {
        let result = try SpecSuite.run(test)
        #expect(result.actual == result.expected, "\(test.desc)\ntemplate: \(test.template.debugDescription)")
    }
}
