import Foundation

/// RFC 3339 timestamps in UTC (`2024-11-28T00:00:00Z`), as Atom and JSON Feed require.
enum RFC3339 {
    static let utc = TimeZone(identifier: "UTC")!

    static func string(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ n: Int?, _ w: Int) -> String {
            let s = String(n ?? 0)
            return String(repeating: "0", count: max(0, w - s.count)) + s
        }
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))T\(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2))Z"
    }
}
