import Foundation

/// The encoders and decoders for archive files.
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

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ArchiveDate.parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date like 2024-11-28T10:00:00Z: \(text)")
            }
            return date
        }
        return decoder
    }
}
