@preconcurrency import CLibXML2

/// libxml2's global set-up, done once before the first parse in the process.
///
/// libxml2 2.9 fills some of its globals lazily and without a lock: the table of
/// encoding handlers is built on first use by the `xmlTextReader` path
/// (`xmlReaderForIO` → `xmlFindCharEncodingHandler`), while `htmlReadMemory` builds it
/// under `xmlInitParser`'s lock. Two feeds parsed at once on first use (a build reads its
/// sources concurrently) could then read a half-built table: found by the kill test under
/// ThreadSanitizer as a SEGV at address 0 in `xmlFindCharEncodingHandler` called from
/// `htmlReadMemory`. `xmlInitParser` is idempotent and thread-safe; running it once
/// (a Swift global initialiser is itself thread-safe) before any other libxml2 call
/// removes the race.
enum LibXML2Setup {
    /// Call before any libxml2 function; cheap after the first time.
    static func ensure() { _ = done }

    private static let done: Bool = {
        xmlInitParser()
        return true
    }()
}
