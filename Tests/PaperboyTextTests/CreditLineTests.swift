import Testing
import PaperboyText

@Suite struct CreditLineTests {
    private func names(_ text: String) -> [String] { CreditLine.people(text).map(\.name) }

    @Test("lists as publishers write them", arguments: [
        ("Kaur, M., Shukla, A., Singh, R.-K.", ["Kaur, M.", "Shukla, A.", "Singh, R.-K."]),
        ("Kaur, M., Shukla, A., and Singh, R.", ["Kaur, M.", "Shukla, A.", "Singh, R."]),
        (" Hickman, R., Pereira Mendes, M., Van Verk, M. C., Pieterse, C. C. M. J. ", ["Hickman, R.", "Pereira Mendes, M.", "Van Verk, M. C.", "Pieterse, C. C. M. J."]),
        ("Zhang, a., jiang, x., zhang, x.", ["Zhang, a.", "jiang, x.", "zhang, x."]),
        ("Smith, J.; Doe, K.", ["Smith, J.", "Doe, K."]),
        ("Bin Yang, Di Wu, Le Lu", ["Bin Yang", "Di Wu", "Le Lu"]),
        ("Bin Yang, Di Wu and Le Lu", ["Bin Yang", "Di Wu", "Le Lu"]),
        ("Bin Yang & Di Wu", ["Bin Yang", "Di Wu"]),
        ("Smith, John", ["Smith, John"]),
        ("Smith, John A.", ["Smith, John A."]),
        ("van der Berg, Jan", ["van der Berg, Jan"]),
        ("Smith, John, Doe, Jane", ["Smith, John", "Doe, Jane"]),
        ("Smith, John and Doe, Jane", ["Smith, John", "Doe, Jane"]),
        ("John Smith, Jane Doe", ["John Smith", "Jane Doe"]),
        ("Martin Luther King, Jr.", ["Martin Luther King, Jr."]),
        ("King, Martin Luther, Jr., Doe, J.", ["King, Martin Luther, Jr.", "Doe, J."]),
        ("Smith, J. et al.", ["Smith, J."]),
        ("Jane Doe, John Roe, et al.", ["Jane Doe", "John Roe"]),
        ("Alexander Anderson, Sandy Andrews", ["Alexander Anderson", "Sandy Andrews"]),
        ("Jane Doe\nJohn Roe", ["Jane Doe", "John Roe"]),
        ("", []),
    ])
    func lists(text: String, expected: [String]) {
        #expect(names(text) == expected)
    }

    @Test func eMailAddressesAreTakenOut() {
        let bracketed = CreditLine.people("Example editor (me@example.com)")
        #expect(bracketed == [CreditLine.Person(name: "Example editor", note: nil, email: "me@example.com")])
        #expect(CreditLine.people("me@example.com (Example editor)").map(\.name) == ["Example editor"])
        #expect(CreditLine.people("Jane Doe <mailto:jane@example.com>").map(\.email) == ["jane@example.com"])
        #expect(CreditLine.people("Jane Doe jane@example.com").map(\.name) == ["Jane Doe"])
        #expect(CreditLine.people("noreply@example.com") == [CreditLine.Person(name: "noreply@example.com", note: nil, email: "noreply@example.com")])
    }

    @Test func bracketsKeepTheirCommasAndBecomeNotes() {
        let people = CreditLine.people("B. Vollmer (Observatoire de Strasbourg, France), J. Braine (LAB, Bordeaux) and M. Soida")
        #expect(people.map(\.name) == ["B. Vollmer", "J. Braine", "M. Soida"])
        #expect(people.map(\.note) == ["Observatoire de Strasbourg, France", "LAB, Bordeaux", nil])
        #expect(names("Jane Doe (Physics and Astronomy), John Roe") == ["Jane Doe", "John Roe"])
        #expect(names("Jane Doe (unclosed, John Roe") == ["Jane Doe unclosed", "John Roe"])
    }
}
