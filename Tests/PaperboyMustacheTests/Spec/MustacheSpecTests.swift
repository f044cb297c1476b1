import Testing

/// The Mustache spec suite, one parameterized test per module so that every case shows up by name.
/// Skipped with its reason when the spec folder is absent: a parameterized test with no
/// arguments would pass having checked nothing.
@Suite(.enabled(if: SpecSuite.folder != nil, "\(SpecSuite.skipReason)"))
struct MustacheSpecTests {
    @Test("comments", arguments: SpecSuite.cases("comments"))
    func comments(_ test: SpecCase) throws { try check(test) }

    @Test("delimiters", arguments: SpecSuite.cases("delimiters"))
    func delimiters(_ test: SpecCase) throws { try check(test) }

    @Test("interpolation", arguments: SpecSuite.cases("interpolation"))
    func interpolation(_ test: SpecCase) throws { try check(test) }

    @Test("inverted", arguments: SpecSuite.cases("inverted"))
    func inverted(_ test: SpecCase) throws { try check(test) }

    @Test("partials", arguments: SpecSuite.cases("partials"))
    func partials(_ test: SpecCase) throws { try check(test) }

    @Test("sections", arguments: SpecSuite.cases("sections"))
    func sections(_ test: SpecCase) throws { try check(test) }

    @Test("~inheritance", arguments: SpecSuite.cases("~inheritance"))
    func inheritance(_ test: SpecCase) throws { try check(test) }

    @Test("~dynamic-names", arguments: SpecSuite.cases("~dynamic-names"))
    func dynamicNames(_ test: SpecCase) throws { try check(test) }

    @Test("~lambdas", arguments: SpecSuite.cases("~lambdas"))
    func lambdas(_ test: SpecCase) throws { try check(test) }

    /// Prints passed/run/skipped per module; fails for a module with no tests.
    @Test func summary() throws {
        for module in SpecSuite.modules {
            let cases = SpecSuite.cases(module)
            var passed = 0
            var skipped = 0
            for test in cases {
                guard let result = try? SpecSuite.run(test) else {
                    if SpecLambdas.lambda(for: test.name) == nil, test.data.containsCode { skipped += 1 }
                    continue
                }
                if result.expected == result.actual { passed += 1 }
            }
            print("mustache spec \(module): \(passed)/\(cases.count) passed, \(skipped) skipped")
            #expect(!cases.isEmpty, "no tests in \(module).json")
        }
    }

    private func check(_ test: SpecCase) throws {
        guard let result = try SpecSuite.run(test) else { try Test.cancel("\(SpecSuite.noLambdaReason(test))") }
        #expect(result.actual == result.expected, "\(test.desc)\ntemplate: \(test.template.debugDescription)")
    }
}
