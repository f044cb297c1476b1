import Foundation

/// The encoder for archive files (they are read by ``JSONScanner``).
enum ArchiveJSON {
    /// Pretty-printed, sorted keys, unescaped slashes, archive dates.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ArchiveDate.format(date))
        }
        return encoder
    }
}
