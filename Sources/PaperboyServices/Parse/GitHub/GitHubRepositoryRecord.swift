import Foundation

/// One entry of a search page's `items`, as GitHub sends it, before it
/// becomes an ``Item``.
///
/// Decoding never fails: a null, a missing key or a value of the wrong type
/// leaves its field nil, and an entry that is not an object has every field
/// nil. Whether the entry is usable is decided when it is turned into an item.
struct GitHubRepositoryRecord: Decodable {
    var fullName: String?
    var htmlURL: String?
    var description: String?
    var owner: Owner?
    var createdAt: String?
    var pushedAt: String?
    var homepage: String?
    var stargazersCount: Int?
    var forksCount: Int?
    var language: String?
    var topics: [String?]?
    var license: License?
    var fork: Bool?
    var archived: Bool?

    private enum CodingKeys: String, CodingKey {
        case fullName = "full_name"
        case htmlURL = "html_url"
        case description, owner
        case createdAt = "created_at"
        case pushedAt = "pushed_at"
        case homepage
        case stargazersCount = "stargazers_count"
        case forksCount = "forks_count"
        case language, topics, license, fork, archived
    }

    init(from decoder: any Decoder) throws {
        let c = try? decoder.container(keyedBy: CodingKeys.self)
        func lenient<T: Decodable>(_ key: CodingKeys) -> T? { (try? c?.decodeIfPresent(T.self, forKey: key)) ?? nil }
        fullName = lenient(.fullName)
        htmlURL = lenient(.htmlURL)
        description = lenient(.description)
        owner = lenient(.owner)
        createdAt = lenient(.createdAt)
        pushedAt = lenient(.pushedAt)
        homepage = lenient(.homepage)
        stargazersCount = lenient(.stargazersCount)
        forksCount = lenient(.forksCount)
        language = lenient(.language)
        topics = lenient(.topics)
        license = lenient(.license)
        fork = lenient(.fork)
        archived = lenient(.archived)
    }

    /// The repository's `owner`: a user or an organisation.
    struct Owner: Decodable {
        var login: String?
        var htmlURL: String?

        private enum CodingKeys: String, CodingKey {
            case login
            case htmlURL = "html_url"
        }

        init(from decoder: any Decoder) throws {
            let c = try? decoder.container(keyedBy: CodingKeys.self)
            login = (try? c?.decodeIfPresent(String.self, forKey: .login)) ?? nil
            htmlURL = (try? c?.decodeIfPresent(String.self, forKey: .htmlURL)) ?? nil
        }
    }

    /// The repository's `license`, of which only the SPDX id is kept.
    struct License: Decodable {
        var spdxID: String?

        private enum CodingKeys: String, CodingKey {
            case spdxID = "spdx_id"
        }

        init(from decoder: any Decoder) throws {
            let c = try? decoder.container(keyedBy: CodingKeys.self)
            spdxID = (try? c?.decodeIfPresent(String.self, forKey: .spdxID)) ?? nil
        }
    }
}
