import PaperboyModels

/// Small item factory shared by the controller tests.
enum TestItems {
    static func post(_ id: String, title: String, summary: String = "", authors: [String] = [], categories: [String] = []) -> Item {
        Item(id: id, kind: .post, title: title, summary: summary,
             authors: authors.map { Author(name: $0) }, categories: categories)
    }

    static func repo(_ fullName: String, description: String, language: String? = nil, topics: [String] = []) -> Item {
        let owner = String(fullName.split(separator: "/").first ?? "")
        return Item(id: "github:\(fullName)", kind: .repository, title: fullName, summary: description,
                    repository: Repository(fullName: fullName, owner: owner, description: description,
                                           language: language, topics: topics))
    }
}
