/// Decodes one scalar from UTF-8 that Swift has already validated (a `String`'s bytes).
enum UTF8Scalar {
    /// The scalar starting at `i` and its length in bytes.
    @inline(__always)
    static func decode(_ buf: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int) {
        let b0 = UInt32(buf[i])
        let value: UInt32
        let length: Int
        if b0 < 0x80 {
            return (Unicode.Scalar(UInt8(b0)), 1)
        } else if b0 < 0xE0 {
            value = (b0 & 0x1F) << 6 | continuation(buf, i + 1)
            length = 2
        } else if b0 < 0xF0 {
            value = (b0 & 0x0F) << 12 | continuation(buf, i + 1) << 6 | continuation(buf, i + 2)
            length = 3
        } else {
            value = (b0 & 0x07) << 18 | continuation(buf, i + 1) << 12 | continuation(buf, i + 2) << 6 | continuation(buf, i + 3)
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", min(length, buf.count - i))
    }

    @inline(__always)
    private static func continuation(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
        i < buf.count ? UInt32(buf[i]) & 0x3F : 0
    }
}
