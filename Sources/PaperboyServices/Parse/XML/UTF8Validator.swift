import Foundation

/// Checks that a document is well-formed UTF-8 without holding it all in memory.
enum UTF8Validator {
    static func isValid(_ input: XMLInput) -> Bool { check(input).isValid }

    /// Whether the document is valid UTF-8, and whether it holds any non-ASCII character.
    static func check(_ input: XMLInput) -> (isValid: Bool, hasNonASCII: Bool) {
        var state = State()
        switch input {
        case .data(let data):
            let ok = data.withUnsafeBytes { state.consume($0.bindMemory(to: UInt8.self)) }
            return (ok && state.isComplete, state.sawNonASCII)
        case .file(let url):
            guard let handle = try? FileHandle(forReadingFrom: url) else { return (true, false) }
            defer { try? handle.close() }
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                let ok = chunk.withUnsafeBytes { state.consume($0.bindMemory(to: UInt8.self)) }
                if !ok { return (false, state.sawNonASCII) }
            }
            return (state.isComplete, state.sawNonASCII)
        }
    }

    /// A validator that can stop and resume between chunks.
    struct State {
        private var needed = 0
        private var lower: UInt8 = 0x80
        private var upper: UInt8 = 0xBF

        var isComplete: Bool { needed == 0 }
        /// True once a multi-byte sequence has started.
        private(set) var sawNonASCII = false

        mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var i = 0
            let n = bytes.count
            while i < n {
                if needed == 0 {
                    // Eight ASCII bytes at a time: most feeds are mostly ASCII.
                    while i + 8 <= n {
                        let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                        if word & 0x8080_8080_8080_8080 != 0 { break }
                        i += 8
                    }
                    guard i < n else { break }
                    let b = bytes[i]
                    i += 1
                    if b >= 0x80 { sawNonASCII = true }
                    switch b {
                    case 0x00...0x7F: continue
                    case 0xC2...0xDF: needed = 1; lower = 0x80; upper = 0xBF
                    case 0xE0: needed = 2; lower = 0xA0; upper = 0xBF
                    case 0xE1...0xEC, 0xEE, 0xEF: needed = 2; lower = 0x80; upper = 0xBF
                    case 0xED: needed = 2; lower = 0x80; upper = 0x9F
                    case 0xF0: needed = 3; lower = 0x90; upper = 0xBF
                    case 0xF1...0xF3: needed = 3; lower = 0x80; upper = 0xBF
                    case 0xF4: needed = 3; lower = 0x80; upper = 0x8F
                    default: return false
                    }
                } else {
                    let b = bytes[i]
                    i += 1
                    guard b >= lower && b <= upper else { return false }
                    lower = 0x80
                    upper = 0xBF
                    needed -= 1
                }
            }
            return true
        }
    }
}
