@preconcurrency import CLibXML2
import Foundation

/// Collects libxml2's structured errors for one reader.
final class ErrorBox {
    private(set) var fatal: XMLStreamReader.Failure?

    func record(_ error: xmlError) {
        guard fatal == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let text = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
        fatal = XMLStreamReader.Failure(
            message: message,
            line: error.line > 0 ? Int(error.line) : nil,
            column: error.int2 > 0 ? Int(error.int2) : nil,
            code: error.code
        )
    }
}
