import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyStore

/// Which papers of a digest day get a TL;DR and what each needs: the first `top:` papers of
/// each section (after ranking, each paper once), looked up in the archive by cache key, then
/// held against what is left of the day's budget. Nothing is sent: ``TLDRRun`` sends.
struct TLDRPlan: Sendable {
    /// One paper and what it needs.
    struct Step: Sendable {
        enum Need: Sendable, Equatable {
            /// The archive holds its TL;DR on this day already.
            case cachedToday
            /// The archive holds it on another day: a copy is filed on this one, with no request.
            case cachedElsewhere(TLDR)
            /// A request, estimated at this many tokens (the reply's maximum included).
            case request(estimate: Int)
            /// The day's budget is spent.
            case overBudget(String)
        }

        let item: Item
        let key: String
        let user: String
        let need: Need
    }

    let day: DigestDay
    let steps: [Step]
    /// What the day had spent before this run.
    let spentRequests: Int
    let spentTokens: Int

    /// The longest abstract sent, in characters: a runaway abstract cannot spend the day's tokens.
    static let maxAbstract = 4_000

    /// Plans `digest`'s TL;DRs against the archive (`today`: what its day holds already) and `setting`'s budget.
    /// - Throws: ``StoreError`` when another day's file cannot be read.
    init(digest: Digest, today: [TLDR], archive: Archive, setting: SummariesConfig.TLDRConfig, system: String, promptHash: String) throws {
        day = digest.day
        spentRequests = today.reduce(0) { $0 + $1.requests }
        spentTokens = today.reduce(0) { $0 + $1.tokens }
        var requestsLeft = setting.maxRequests - spentRequests
        var tokensLeft = setting.maxTokens - spentTokens
        var steps: [Step] = []
        for item in Self.wanted(in: digest, top: setting.top) {
            let key = TLDR.key(for: item, model: setting.model, promptHash: promptHash)
            let user = Self.userMessage(item)
            let need: Step.Need
            if today.contains(where: { $0.key == key && $0.text != nil }) {
                need = .cachedToday
            } else if let found = try Self.elsewhere(key, item: item, archive: archive, except: digest.day) {
                need = .cachedElsewhere(found)
            } else {
                let estimate = ChatEndpoint.estimatedTokens(system: system, user: user) + setting.maxOutputTokens
                if requestsLeft < 1 {
                    need = .overBudget("out of budget (summaries.tldr.max_requests: \(setting.maxRequests) a day)")
                } else if tokensLeft < estimate {
                    need = .overBudget("out of budget (summaries.tldr.max_tokens: \(setting.maxTokens) a day)")
                } else {
                    need = .request(estimate: estimate)
                    requestsLeft -= 1
                    tokensLeft -= estimate
                }
            }
            steps.append(Step(item: item, key: key, user: user, need: need))
        }
        self.steps = steps
    }

    /// The first `top` papers with an abstract of each section, each once, in section order.
    static func wanted(in digest: Digest, top: Int) -> [Item] {
        var seen = Set<String>()
        var items: [Item] = []
        for section in digest.sections {
            let papers = section.entries.lazy.map(\.item).filter { $0.kind == .paper && !$0.summary.isEmpty }
            for item in papers.prefix(top) where seen.insert(item.id).inserted { items.append(item) }
        }
        return items
    }

    /// What the model reads about a paper: its title and abstract, the abstract cut at ``maxAbstract``.
    static func userMessage(_ item: Item) -> String {
        "Title: \(item.title)\n\nAbstract: \(item.summary.prefix(maxAbstract))"
    }

    /// A written TL;DR of `key` on a day the archive lists `item` on, other than `except`.
    private static func elsewhere(_ key: String, item: Item, archive: Archive, except: DigestDay) throws -> TLDR? {
        guard let entry = archive.index.items[item.id] else { return nil }
        for day in [entry.day, entry.updated].compactMap({ $0 }) where day != except {
            if let found = try archive.day(day).tldrs.first(where: { $0.key == key && $0.text != nil }) { return found }
        }
        return nil
    }
}

extension TLDRPlan {
    /// What the plan would spend, as a dry run reports it: the requests it needs and their estimated tokens.
    func spending(model: String, setting: SummariesConfig.TLDRConfig) -> TLDRSpending {
        var spending = TLDRSpending(model: model, wanted: steps.count)
        for step in steps {
            switch step.need {
            case .cachedToday, .cachedElsewhere: spending.cached += 1
            case .request(let estimate):
                spending.requests += 1
                spending.tokens += estimate
                spending.planned.append("\(step.item.id) (about \(estimate) tokens): \(step.item.title)")
            case .overBudget(let reason):
                spending.missed += 1
                spending.failures.append("\(step.item.id): \(reason)")
            }
        }
        spending.requestsLeft = max(setting.maxRequests - spentRequests - spending.requests, 0)
        spending.tokensLeft = max(setting.maxTokens - spentTokens - spending.tokens, 0)
        return spending
    }
}
