import Testing
import PaperboyModels
@testable import PaperboyControllers

@Suite struct QueryParserTests {
    @Test("reads operators, precedence, phrases and scopes", arguments: [
        ("diffusion", "diffusion"),
        ("Diffusion Models", "AND(diffusion, models)"),
        ("a AND b OR c", "OR(AND(a, b), c)"),
        ("a OR b AND c", "OR(a, AND(b, c))"),
        ("a OR b c", "OR(a, AND(b, c))"),
        ("(a OR b) c", "AND(OR(a, b), c)"),
        ("NOT a b", "AND(NOT(a), b)"),
        ("NOT NOT a", "NOT(NOT(a))"),
        ("a AND NOT (b OR c)", "AND(a, NOT(OR(b, c)))"),
        (#""language model*" OR LLM*"#, #"OR("language model*", llm*)"#),
        ("self-supervised", #""self supervised""#),
        ("cs.CV", #""cs cv""#),
        ("title:diffusion", "title:diffusion"),
        (#"title:"score matching""#, #"title:"score matching""#),
        ("title:(a OR b) author:hinton", "AND(OR(title:a, title:b), author:hinton)"),
        ("abstract:x comment:y", "AND(abstract:x, comment:y)"),
        ("Ünïcode ＧＰＵ", "AND(unicode, gpu)"),
        (#""and" "or" "not""#, "AND(and, or, not)"),
        ("((a))", "a"),
        ("title: x", "title:x"),
    ])
    func parses(query: String, tree: String) throws {
        #expect(try Query(parsing: query).root.description == tree)
    }

    @Test("syntax errors give the column", arguments: [
        ("", 1, "the query is empty"),
        ("   ", 1, "the query is empty"),
        ("a AND", 6, "expected a term after AND"),
        ("a OR OR b", 6, "expected a term after OR, found OR"),
        ("AND a", 1, "AND needs a term before it"),
        ("a (b OR c", 3, "this '(' is never closed"),
        ("a b) c", 4, "unexpected ')' with no '(' before it"),
        ("a ()", 3, "empty parentheses"),
        (#"title:"open phrase"#, 7, "this quote is never closed"),
        (#"a """#, 3, "empty phrase"),
        ("titel:x", 1, #"unknown field "titel:" (fields: title:, abstract:, author:, comment:; quote the text to search for a colon)"#),
        ("title:", 7, "expected a term or ( after title:"),
        ("title:)", 7, "expected a term or ( after title:"),
        ("title:(author:x)", 8, "a field scope cannot sit inside another (author: inside a scoped group)"),
        ("a NOT", 6, "expected a term after NOT"),
        ("*", 1, "`*` must follow a word, as in `network*`"),
        ("net*work", 4, "`*` may only end a word, as in `network*`"),
        ("ok +++", 4, "a term needs at least one letter or digit"),
        (#"x "a *b""#, 6, "`*` must follow a word, as in `network*`"),
        ("Zoë AND", 8, "expected a term after AND"),
        (#""language model*" or llm"#, 19, #""or" is not an operator: write OR (operators are upper case), or quote it ("or") to search for the word"#),
        ("diffusion and (a OR b)", 11, #""and" is not an operator: write AND (operators are upper case), or quote it ("and") to search for the word"#),
        ("not survey", 1, #""not" is not an operator: write NOT (operators are upper case), or quote it ("not") to search for the word"#),
        ("a Or b", 3, #""Or" is not an operator: write OR (operators are upper case), or quote it ("Or") to search for the word"#),
    ])
    func errors(query: String, column: Int, message: String) {
        do {
            _ = try Query(parsing: query)
            Issue.record("expected an error for \(query)")
        } catch {
            #expect(error.column == column)
            #expect(error.message == message)
            #expect(error.query == query)
        }
    }

    @Test func deepNestingIsRefused() {
        let query = String(repeating: "(", count: 100) + "a" + String(repeating: ")", count: 100)
        #expect(throws: QuerySyntaxError.self) { try Query(parsing: query) }
    }

    @Test func termsKeepTheirColumns() throws {
        let query = try Query(parsing: #"a AND title:"b c""#)
        #expect(query.terms.map(\.column) == [1, 14])
        #expect(query.terms.map(\.text) == ["a", "b c"])
    }

    @Test func includeAndExcludeListsAreSugar() throws {
        let query = try #require(try Query(include: ["language model*", "LLM"], exclude: ["survey"]))
        #expect(query.root.description == #"AND(OR("language model*", llm), NOT(survey))"#)
        #expect(query.source == #"("language model*" OR "LLM") AND NOT ("survey")"#)
        #expect(try Query(include: [], exclude: []) == nil)
        #expect(try Query(include: [], exclude: ["x"])?.root.description == "NOT(x)")
        do {
            _ = try Query(include: ["ok"], exclude: ["fine", "*"])
            Issue.record("expected an error")
        } catch {
            #expect(error.list == "exclude")
            #expect(error.index == 1)
            #expect(error.description == "invalid keyword term \"*\": `*` must follow a word, as in `network*`")
        }
    }
}
