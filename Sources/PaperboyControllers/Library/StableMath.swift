/// `exp` and the logistic function from `+`, `−`, `×` and `÷` alone: IEEE 754 rounds each of
/// these the same everywhere, while libm's `exp` differs between platforms in the last bit,
/// so a model trained and applied with these gives the same bytes on every machine.
enum StableMath {
    private static let log2e = 1.4426950408889634
    /// ln 2 split so that `k · ln2High` is exact for any `k` this code meets.
    private static let ln2High = 6.93147180369123816490e-01
    private static let ln2Low = 1.90821492927058770002e-10
    /// 1/n! for n = 13 down to 2.
    private static let taylor: [Double] = [
        1.0 / 6_227_020_800, 1.0 / 479_001_600, 1.0 / 39_916_800, 1.0 / 3_628_800, 1.0 / 362_880,
        1.0 / 40_320, 1.0 / 5_040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 1.0 / 2,
    ]

    /// e^x, within a few units in the last place.
    static func exp(_ x: Double) -> Double {
        guard x.isFinite else { return x.isNaN ? x : (x > 0 ? x : 0) }
        if x > 709 { return .infinity }
        if x < -745 { return 0 }
        let k = (x * log2e).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        var p = 0.0
        for c in taylor { p = (p + c) * r }
        p = (p + 1) * r + 1
        let n = Int(k)
        // 2^n in two steps, so a result near the subnormal range is still scaled exactly.
        let half = n / 2
        return p * Double(sign: .plus, exponent: half, significand: 1) * Double(sign: .plus, exponent: n - half, significand: 1)
    }

    /// 1 / (1 + e^−z), computed on the side that cannot overflow.
    static func sigmoid(_ z: Double) -> Double {
        if z >= 0 { return 1 / (1 + exp(-z)) }
        let e = exp(z)
        return e / (1 + e)
    }
}
