import Foundation
import PaperboyMustache

/// What the TL;DR prompt template (`tldr-prompt.txt`) is rendered with.
struct PromptView {
    /// The site's language tag (`en`, `de-AT`).
    let language: String
    /// The language's English name (`English`, `German`), what a chat model is told to answer in.
    let languageName: String

    init(language: String) {
        self.language = language
        let code = Locale(identifier: language).language.languageCode?.identifier ?? language
        languageName = Locale(identifier: "en").localizedString(forLanguageCode: code) ?? language
    }
}

extension PromptView: MustacheObject {
    func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "language": return language.mustacheValue
        case "languageName": return languageName.mustacheValue
        default: return nil
        }
    }
}
