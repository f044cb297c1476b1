import Foundation
import FuzzSupport
import PaperboyServices

// The HTML sanitiser on arbitrary markup. Besides not crashing, its output must keep
// its promise: no dropped element (script, style, frames, forms, media...) comes out as
// a tag, no event-handler or style attribute survives, and no link uses a script scheme.

private let base = URL(string: "https://example.org/post/1")
private let dropped: Set<String> = [
    "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "input", "button",
    "select", "textarea", "noscript", "template", "svg", "math", "base", "link", "meta", "title", "head",
    "audio", "video", "canvas", "img",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLSanitizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let html = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let result = HTMLSanitizer().sanitize(html, baseURL: base)
    check(result.html)
    // Sanitising again must be just as safe (the archive stores sanitised HTML that is
    // sanitised again when a feed is re-read).
    check(HTMLSanitizer().sanitize(result.html, baseURL: base).html)
    return 0
}

/// Walks the tags of sanitised output: text and attribute values are escaped, so every
/// `<` opens a tag the sanitiser wrote, and attribute values cannot hold a `"`.
private func check(_ html: String) {
    let bytes = Array(html.utf8)
    var i = 0
    while i < bytes.count {
        guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
        var j = i + 1
        if j < bytes.count, bytes[j] == UInt8(ascii: "/") { j += 1 }
        var name: [UInt8] = []
        while j < bytes.count, isNameByte(bytes[j]) { name.append(lower(bytes[j])); j += 1 }
        let tag = String(decoding: name, as: UTF8.self)
        if dropped.contains(tag) { fuzzFailure("sanitised HTML has a <\(tag)> tag: \(html.prefix(500))") }
        // Attributes up to the closing `>`.
        while j < bytes.count, bytes[j] != UInt8(ascii: ">") {
            if isNameByte(bytes[j]) {
                var attribute: [UInt8] = []
                while j < bytes.count, isNameByte(bytes[j]) { attribute.append(lower(bytes[j])); j += 1 }
                let attr = String(decoding: attribute, as: UTF8.self)
                if attr.hasPrefix("on") || attr == "style" || attr == "srcdoc" {
                    fuzzFailure("sanitised HTML keeps attribute \(attr) on <\(tag)>: \(html.prefix(500))")
                }
                if j < bytes.count, bytes[j] == UInt8(ascii: "="), j + 1 < bytes.count, bytes[j + 1] == UInt8(ascii: "\"") {
                    var k = j + 2
                    while k < bytes.count, bytes[k] != UInt8(ascii: "\"") { k += 1 }
                    let value = String(decoding: bytes[(j + 2)..<min(k, bytes.count)], as: UTF8.self)
                    if attr == "href" || attr == "src" || attr == "cite" { checkURL(value, attr: attr, html: html) }
                    j = k + 1
                    continue
                }
            }
            j += 1
        }
        i = j
    }
}

private func checkURL(_ value: String, attr: String, html: String) {
    let folded = value.lowercased().filter { !$0.isWhitespace && !$0.isASCIIControl }
    for scheme in ["javascript:", "vbscript:", "data:"] where folded.hasPrefix(scheme) {
        fuzzFailure("sanitised HTML has \(attr)=\"\(value)\": \(html.prefix(500))")
    }
}

private func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F || byte == 0x3A
}

private func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

extension Character {
    fileprivate var isASCIIControl: Bool { asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }
}

@main enum FuzzHTMLSanitizerMain {
    static func main() { FuzzDriver.run(fuzzHTMLSanitizer) }
}
