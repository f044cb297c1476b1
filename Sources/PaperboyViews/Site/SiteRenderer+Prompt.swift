import Foundation
import PaperboyModels

extension SiteRenderer {
    /// The template of the instructions a chat model gets with each paper for its TL;DR.
    public static let tldrPromptTemplate = "tldr-prompt.txt"

    /// The TL;DR instructions in the site's language, from the theme (`tldr-prompt.txt`), with
    /// surrounding blank lines trimmed.
    /// - Throws: ``TemplateError`` when the template fails.
    public func tldrPrompt() throws -> String {
        let view = LocalizedView(view: PromptView(language: options.language), t: locale.templateTexts, lang: options.language)
        let text = String(decoding: try theme.templates.renderBytes(view, template: Self.tldrPromptTemplate), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
