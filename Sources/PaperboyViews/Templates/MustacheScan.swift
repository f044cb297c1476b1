import Mustache

/// Light scanning of Mustache text for the checks swift-mustache does not make.
///
/// It assumes the default `{{ }}` delimiters: a template that changes them with
/// `{{=<% %>=}}` gets no partial check after the change (it still renders).
enum MustacheScan {
    /// A `{{> name}}` or `{{< name}}` tag and where it starts (1-based).
    struct PartialReference: Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    /// True when `text` starts with `{{%CONTENT_TYPE: TEXT}}` (spaces allowed inside the tag).
    static func startsWithTextPragma(_ text: String) -> Bool {
        guard text.hasPrefix("{{%"), let end = text.range(of: "}}") else { return false }
        let inside = text[text.index(text.startIndex, offsetBy: 3)..<end.lowerBound]
        let parts = inside.split(separator: ":", maxSplits: 1).map { String($0).trimmingASCIIWhitespace() }
        return parts.count == 2 && parts[0] == "CONTENT_TYPE" && parts[1] == "TEXT"
    }

    /// The static partial references in `text`, in order (dynamic `{{>*name}}` ones are skipped).
    static func partialReferences(in text: String) -> [PartialReference] {
        let bytes = Array(text.utf8)
        var references: [PartialReference] = []
        var line = 1
        var lineStart = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                line += 1
                lineStart = i + 1
            } else if bytes[i] == 0x7B, i + 2 < bytes.count, bytes[i + 1] == 0x7B,
                      bytes[i + 2] == 0x3E || bytes[i + 2] == 0x3C {
                var j = i + 3
                while j + 1 < bytes.count, !(bytes[j] == 0x7D && bytes[j + 1] == 0x7D), bytes[j] != 0x0A { j += 1 }
                let name = String(decoding: bytes[(i + 3)..<j], as: UTF8.self).trimmingASCIIWhitespace()
                if !name.isEmpty, !name.hasPrefix("*") {
                    let column = String(decoding: bytes[lineStart..<i], as: UTF8.self).unicodeScalars.count + 1
                    references.append(PartialReference(name: name, line: line, column: column))
                }
                i = j
                continue
            }
            i += 1
        }
        return references
    }

    /// A readable reason for one of swift-mustache's parser errors.
    static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: return "a section is closed with a different name than it was opened with"
        case .unfinishedName?: return "unfinished tag (missing }})"
        case .expectedSectionEnd?: return "a section is never closed"
        case .invalidSetDelimiter?: return "malformed set-delimiter tag"
        case .transformAppliedToInheritanceSection?: return "a transform cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection?: return "illegal tag inside an inheritance section"
        case .textInsideInheritSection?: return "text inside an inheritance section"
        case .invalidConfigVariableSyntax?: return "malformed {{% }} pragma"
        case .unrecognisedConfigVariable?: return "unknown {{% }} pragma"
        case nil: return "\(error)"
        }
    }
}
