/// Where each line of a source starts, to turn byte offsets into 1-based line and column.
struct MustacheLineTable {
    private let starts: [Int]

    init(_ source: [UInt8]) {
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The 1-based line and column (in Unicode scalars) of `offset`.
    func location(of offset: Int, in source: [UInt8]) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = starts[low]
        let end = min(offset, source.count)
        let column = start < end ? source[start..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } : 0
        return (low + 1, column + 1)
    }
}
