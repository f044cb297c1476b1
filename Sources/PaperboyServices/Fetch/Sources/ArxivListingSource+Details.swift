import Foundation
import PaperboyModels

extension ArxivListingSource {
    /// The API's records for `ids`, batch by batch. Problems become warnings: the
    /// listing already holds every paper, so details are a bonus, never a reason to fail.
    func fetchDetails(_ ids: [ArxivID], context: FetchContext, warnings: inout [String]) async -> [ArxivID: Item] {
        var found: [ArxivID: Item] = [:]
        var start = 0
        while start < ids.count {
            let batch = Array(ids[start..<min(start + batchSize, ids.count)])
            start += batch.count
            await fetchBatch(batch, context: context, into: &found, warnings: &warnings)
        }
        return found
    }

    private func fetchBatch(_ batch: [ArxivID], context: FetchContext, into found: inout [ArxivID: Item], warnings: inout [String]) async {
        var asked = batch
        var attempt = 0
        var emptyTries = 0
        var wait: TimeInterval = 0
        while !asked.isEmpty {
            let url = detailsURL(asked)
            do {
                let (_, feed) = try await context.feed(url, kind: .arxiv, attempt: attempt, backoffWait: wait)
                if feed.items.isEmpty, emptyTries < emptyPageRetries {
                    emptyTries += 1
                    attempt += 1
                    wait = context.client.settings.retry.backoff(retry: emptyTries)
                    guard context.client.clock.now.addingTimeInterval(wait) < context.deadline else { break }
                    context.meter.tell(.retrying(retry: emptyTries, seconds: wait, problem: "empty page"))
                    try await context.client.clock.sleep(until: context.client.clock.now.addingTimeInterval(wait))
                    continue
                }
                for item in feed.items {
                    if let id = item.paper?.arxivID, asked.contains(id) { found[id] = item }
                }
                let missing = asked.filter { found[$0] == nil }
                if !missing.isEmpty {
                    warnings.append("the arXiv API returned \(asked.count - missing.count) of the \(asked.count) papers asked for (\(url.absoluteString)); "
                        + "missing: \(missing.map(\.value).joined(separator: ", ")) (shown with the listing's details)")
                }
                return
            } catch let error as FetchError {
                if let rejection = error.underlying as? FeedParseError, rejection.kind == .arxivAPI {
                    // One bad id makes arXiv reject the whole batch: drop the ids it names and ask again.
                    let named = asked.filter { rejection.reason.contains($0.value) }
                    if !named.isEmpty, named.count < asked.count {
                        warnings.append("the arXiv API rejected \(named.map(\.value).joined(separator: ", ")): \(rejection.reason) (shown with the listing's details)")
                        asked.removeAll { named.contains($0) }
                        attempt += 1
                        wait = 0
                        continue
                    }
                }
                warnings.append("details for \(asked.count) papers unavailable: \(error.description) (shown with the listing's details)")
                return
            } catch {
                warnings.append("details for \(asked.count) papers unavailable: \(error) (shown with the listing's details)")
                return
            }
        }
        if !asked.isEmpty {
            warnings.append("the arXiv API returned no entries for \(asked.count) papers after \(emptyTries + 1) tries (\(detailsURL(asked).absoluteString)); "
                + "missing: \(asked.map(\.value).joined(separator: ", ")) (shown with the listing's details)")
        }
    }
}
