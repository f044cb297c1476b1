import Foundation

/// What `paperboy serve` adds to HTML responses (never to the files on disk): a script tag that
/// listens to ``eventsPath`` and reloads the page on `reload`, and a banner while the last render failed.
enum LiveReload {
    /// The server-sent events endpoint.
    static let eventsPath = "/__paperboy/events"
    /// The script, served by the preview server itself so a page's `script-src 'self'` allows it.
    static let scriptPath = "/__paperboy/live-reload.js"

    /// The script's text: one `EventSource`; `reload` (sent after each good render) reloads the
    /// page; `failed` (a render failed) shows its message in the same banner the server puts in
    /// pages loaded while the failure lasts, without reloading.
    static let script = """
        (function () {
          if (!window.EventSource) return;
          var source = new EventSource("\(eventsPath)");
          source.addEventListener("reload", function () { source.close(); location.reload(); });
          source.addEventListener("failed", function (event) {
            var bar = document.getElementById("\(bannerID)");
            if (!bar) {
              bar = document.createElement("pre");
              bar.id = "\(bannerID)";
              bar.setAttribute("role", "alert");
              bar.setAttribute("style", "\(bannerStyle)");
              document.body.appendChild(bar);
            }
            bar.textContent = "\(bannerHeading)\\n" + event.data;
          });
        })();

        """

    /// The tag added before `</body>`.
    static let tag = "<script src=\"\(scriptPath)\"></script>"

    /// `page` with the script tag, and `failure`'s banner when given, inserted before its last
    /// `</body>` (matched in any case), or appended when it has none.
    static func inject(into page: Data, failure: String?) -> Data {
        var insert = ""
        if let failure { insert += banner(failure) }
        insert += tag
        let bytes = [UInt8](page)
        let position = lastBodyClose(in: bytes) ?? bytes.count
        var result = Data(bytes[..<position])
        result.append(Data(insert.utf8))
        result.append(contentsOf: bytes[position...])
        return result
    }

    /// A fixed bar at the bottom of the page naming the failure (escaped).
    static func banner(_ failure: String) -> String {
        "<pre id=\"\(bannerID)\" role=\"alert\" style=\"\(bannerStyle)\">\(bannerHeading)\n" + escape(failure) + "</pre>"
    }

    static let bannerID = "paperboy-serve-error"
    static let bannerHeading = "paperboy serve: the last render failed; this is the last good site."
    static let bannerStyle = "position:fixed;left:0;right:0;bottom:0;z-index:2147483647;margin:0;padding:.75em 1em;"
        + "background:#8b0000;color:#fff;font:14px/1.4 ui-monospace,monospace;white-space:pre-wrap"

    private static func escape(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }

    private static func lastBodyClose(in bytes: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard bytes.count >= needle.count else { return nil }
        var start = bytes.count - needle.count
        while start >= 0 {
            var match = true
            for offset in 0..<needle.count where lowercased(bytes[start + offset]) != needle[offset] {
                match = false
                break
            }
            if match { return start }
            start -= 1
        }
        return nil
    }
}
