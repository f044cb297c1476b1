import Foundation
import PaperboyModels

extension SiteRenderer {
    /// The e-mail edition's HTML part template.
    public static let emailHTMLTemplate = "email.html"
    /// The e-mail edition's plain-text part template.
    public static let emailTextTemplate = "email.txt"

    /// The e-mail edition of `digest`: `YYYY-MM-DD.eml` (the whole message) and its parts,
    /// `YYYY-MM-DD.html` and `YYYY-MM-DD.txt`, with paths relative to the e-mail folder.
    /// The text part is wrapped at ``TextWrap/width`` columns.
    /// - Throws: ``TemplateError`` when a template fails.
    public func emailEdition(_ digest: Digest, options email: EmailOptions) throws -> [SiteFile] {
        let subject = email.subjectLine(title: options.title, day: digest.day)
        let view = LocalizedView(view: EmailView(digest: digest, subject: subject, baseURL: options.baseURL, locale: locale,
                                                   ratingLinks: options.ratingLinks),
                                 t: locale.templateTexts, lang: options.language)
        let html = String(decoding: try theme.templates.renderBytes(view, template: Self.emailHTMLTemplate), as: UTF8.self)
        let text = TextWrap.wrap(String(decoding: try theme.templates.renderBytes(view, template: Self.emailTextTemplate), as: UTF8.self))
        let message = EmailMessage(day: digest.day, siteTitle: options.title, baseURL: options.baseURL, options: email,
                                   subject: subject, text: text, html: html)
        let name = digest.day.isoText
        return [SiteFile(path: name + ".eml", text: message.eml()), SiteFile(path: name + ".html", text: html),
                SiteFile(path: name + ".txt", text: text)]
    }
}
