import Foundation
import PaperboyModels
import PaperboyServices
import PaperboyStore

/// Asks a chat endpoint for the TL;DRs a ``TLDRPlan`` needs, one at a time, through the run's
/// ``HTTPClient``. A failure, the deadline or the budget makes a missed entry (the page shows the
/// key sentence, marked); nothing here fails the build.
struct TLDRRun: Sendable {
    let setting: SummariesConfig.TLDRConfig
    /// The instructions, from the theme's `tldr-prompt.txt` in the site's language.
    let system: String
    /// Part of every cache key: a changed prompt asks again.
    let promptHash: String
    /// The key, when the config names a variable and the environment sets it.
    let apiKey: String?
    /// Why nothing can be sent (the key's variable is named but not set); nil when requests may go.
    let blocked: String?

    /// What a run did: the entries to file under the day and what it spent.
    struct Outcome: Sendable {
        let tldrs: [TLDR]
        let spending: TLDRSpending
    }

    init(setting: SummariesConfig.TLDRConfig, system: String, environment: [String: String]) {
        self.setting = setting
        self.system = system
        var hash = FNV1a()
        hash.add(system)
        promptHash = String(hash.value, radix: 16)
        let key = setting.apiKeyVariable.flatMap { environment[$0]?.trimmingCharacters(in: .whitespacesAndNewlines) }
        let found = key?.isEmpty == false ? key : nil
        apiKey = found
        blocked = setting.apiKeyVariable.flatMap { found == nil ? "the environment variable \($0) (summaries.tldr.api_key_env) is not set" : nil }
    }

    /// The plan for `digest`, whose day's archive already holds `today`.
    func plan(_ digest: Digest, today: [TLDR], archive: Archive) throws -> TLDRPlan {
        try TLDRPlan(digest: digest, today: today, archive: archive, setting: setting, system: system, promptHash: promptHash)
    }

    /// Carries out `plan`: copies what other days hold, sends what is needed, notes what is missed.
    /// - Parameters:
    ///   - connect: Makes the client and the step's deadline, once, when the first request is due
    ///     (a day whose TL;DRs are all in the archive opens no connection).
    func run(_ plan: TLDRPlan, connect: () -> (client: HTTPClient, deadline: Date)) async -> Outcome {
        var connection: (client: HTTPClient, deadline: Date)?
        let endpoint = ChatEndpoint(baseURL: setting.baseURL, model: setting.model, apiKey: apiKey, maxOutputTokens: setting.maxOutputTokens)
        var spending = TLDRSpending(model: setting.model, wanted: plan.steps.count)
        var tldrs: [TLDR] = []
        func miss(_ step: TLDRPlan.Step, _ reason: String, requests: Int = 0, tokens: Int = 0) {
            tldrs.append(TLDR(itemID: step.item.id, key: step.key, outcome: .missed(reason), tokens: tokens, requests: requests))
            spending.missed += 1
            spending.failures.append("\(step.item.id): \(reason)")
        }
        for step in plan.steps {
            switch step.need {
            case .cachedToday:
                spending.cached += 1
            case .cachedElsewhere(let found):
                spending.cached += 1
                tldrs.append(TLDR(itemID: step.item.id, key: step.key, outcome: found.outcome, tokens: 0, requests: 0))
            case .overBudget(let reason):
                miss(step, reason)
            case .request(let estimate):
                if let blocked {
                    miss(step, blocked)
                    continue
                }
                // Retries count, and replies cost what they cost: the plan's reservation is checked again.
                if plan.spentRequests + spending.requests >= setting.maxRequests {
                    miss(step, "out of budget (summaries.tldr.max_requests: \(setting.maxRequests) a day)")
                    continue
                }
                if plan.spentTokens + spending.tokens + estimate > setting.maxTokens {
                    miss(step, "out of budget (summaries.tldr.max_tokens: \(setting.maxTokens) a day)")
                    continue
                }
                let meter = FetchMeter(source: "tldr")
                let (client, deadline) = connection ?? connect()
                connection = (client, deadline)
                do {
                    let reply = try await endpoint.ask(system: system, user: step.user, client: client, meter: meter, deadline: deadline)
                    let requests = await meter.records.count
                    spending.requests += requests
                    spending.tokens += reply.tokens
                    if let text = TLDR.cleaned(reply.text) {
                        tldrs.append(TLDR(itemID: step.item.id, key: step.key, outcome: .written(text), tokens: reply.tokens, requests: requests))
                        spending.written += 1
                    } else {
                        miss(step, "the reply was empty", requests: requests, tokens: reply.tokens)
                    }
                } catch {
                    let requests = await meter.records.count
                    spending.requests += requests
                    miss(step, "\(error)", requests: requests)
                }
            }
        }
        spending.requestsLeft = max(setting.maxRequests - plan.spentRequests - spending.requests, 0)
        spending.tokensLeft = max(setting.maxTokens - plan.spentTokens - spending.tokens, 0)
        return Outcome(tldrs: tldrs, spending: spending)
    }
}
