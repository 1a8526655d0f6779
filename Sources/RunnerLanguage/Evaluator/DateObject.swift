import Diagnostics
import Foundation

/// `Date` (date.rb) as templates use it: `Date.today`, `Date.new(y, m, d)`, `Date.parse` /
/// `Date.iso8601` of ISO dates, `Date.valid_date?`, `Date.leap?`; a date's fields, `strftime`,
/// `to_s`/`iso8601`, `inspect` as Ruby prints it, day and month arithmetic (`+`, `-`, `>>`, `<<`,
/// `next_day` …) and comparison. Days are counted as Julian day numbers of the proleptic Gregorian
/// calendar; `date - date` is the number of days as the Rational Ruby gives (`(6/1)`). `inspect` is
/// ActiveSupport's (`Wed, 28 Feb 2024`), which Rails has loaded when a template runs.
final class DateClassObject: ObjectValue, HostMethodNames {
    override var className: String { "Class" }
    override var inspectText: String { "Date" }
    var methodNames: [String] { ["today", "new", "civil", "parse", "iso8601", "valid_date?", "valid_civil?", "leap?", "gregorian_leap?"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let numbers = arguments.positional.compactMap { value -> Int? in if case .integer(let i) = value { return i } else { return nil } }
        switch name {
        case "today":
            let c = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
            return .object(DateValue(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1))
        case "new", "civil":
            guard numbers.count == arguments.positional.count else { throw context.error("TypeError", "invalid date (not numeric)") }
            let (y, m, d) = (numbers.first ?? -4712, numbers.count > 1 ? numbers[1] : 1, numbers.count > 2 ? numbers[2] : 1)
            guard let date = DateValue.valid(y, m, d) else { throw context.error("Date::Error", "invalid date") }
            return .object(date)
        case "parse", "iso8601":
            guard let first = arguments.positional.first else { throw context.error("ArgumentError", "wrong number of arguments (given 0, expected 1..3)") }
            let text = try HostArguments.string(first, context)
            guard let date = DateValue.parse(text) else { throw context.error("Date::Error", "invalid date") }
            return .object(date)
        case "valid_date?", "valid_civil?":
            guard numbers.count == 3 else { return .false }
            return .bool(DateValue.valid(numbers[0], numbers[1], numbers[2]) != nil)
        case "leap?", "gregorian_leap?":
            return .bool(numbers.first.map(DateValue.isLeap) ?? false)
        default: return nil
        }
    }
}

final class DateValue: ObjectValue {
    let julianDay: Int

    init(julianDay: Int) { self.julianDay = julianDay }

    convenience init(year: Int, month: Int, day: Int) {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        self.init(julianDay: day + (153 * m + 2) / 5 + 365 * y + Self.floorDiv(y, 4) - Self.floorDiv(y, 100) + Self.floorDiv(y, 400) - 32045)
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }
    static func daysIn(_ year: Int, _ month: Int) -> Int { [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] }

    /// A valid date; a negative day counts from the month's end, as Ruby's `Date.new(2024, 2, -1)`.
    static func valid(_ year: Int, _ month: Int, _ day: Int) -> DateValue? {
        let month = month < 0 ? month + 13 : month
        guard (1...12).contains(month) else { return nil }
        let length = daysIn(year, month)
        let day = day < 0 ? day + length + 1 : day
        guard (1...length).contains(day) else { return nil }
        return DateValue(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`, `YYYY/MM/DD` and `YYYYMMDD`, anywhere in the text (a time after it is ignored).
    static func parse(_ text: String) -> DateValue? {
        for pattern in [#"(\d{4})-(\d{1,2})-(\d{1,2})"#, #"(\d{4})/(\d{1,2})/(\d{1,2})"#, #"^\s*(\d{4})(\d{2})(\d{2})\s*$"#] {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { continue }
            let parts = (1...3).map { Int(text[Range(match.range(at: $0), in: text)!])! }
            return valid(parts[0], parts[1], parts[2])
        }
        return nil
    }

    /// (year, month, day) of the Julian day number.
    var civil: (year: Int, month: Int, day: Int) {
        let a = julianDay + 32044
        let b = (4 * a + 3) / 146097
        let c = a - 146097 * b / 4
        let d = (4 * c + 3) / 1461
        let e = c - 1461 * d / 4
        let m = (5 * e + 2) / 153
        return (100 * b + d - 4800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
    }

    var iso: String {
        let (y, m, d) = civil
        return String(format: "%04d-%02d-%02d", y, m, d)
    }

    override var className: String { "Date" }
    override var inspectText: String { strftime("%a, %d %b %Y") }

    func strftime(_ format: String) -> String {
        let midnight = Double(julianDay - 2440588) * 86400
        return TimeValue(Date(timeIntervalSince1970: midnight), zone: TimeZone(identifier: "UTC")!, isUTC: true).strftime(format)
    }
    override var toSText: String { iso }

    /// The same date `months` months on, its day kept or clamped to the month's last (Ruby's `>>`).
    func addingMonths(_ months: Int) -> DateValue {
        let (y, m, d) = civil
        let total = y * 12 + (m - 1) + months
        let year = Self.floorDiv(total, 12), month = total - year * 12 + 1
        return DateValue(year: year, month: month, day: min(d, Self.daysIn(year, month)))
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let (y, m, d) = civil
        let count: Int = { if case .integer(let n)? = arguments.positional.first { return n } else { return 1 } }()
        switch name {
        case "year": return .integer(y)
        case "month", "mon": return .integer(m)
        case "day", "mday": return .integer(d)
        case "wday": return .integer((julianDay + 1) % 7)
        case "yday": return .integer(julianDay - DateValue(year: y, month: 1, day: 1).julianDay + 1)
        case "jd": return .integer(julianDay)
        case "leap?": return .bool(Self.isLeap(y))
        case "to_s", "iso8601", "xmlschema": return .str(iso)
        case "inspect": return .str(inspectText)
        case "to_date": return .object(self)
        case "strftime":
            return .str(strftime(try arguments.positional.first.map { try HostArguments.string($0, context) } ?? "%F"))
        case "+", "-":
            guard let first = arguments.positional.first else { return nil }
            if case .object(let other as DateValue) = first, name == "-" { return .object(WholeRational(julianDay - other.julianDay)) }
            guard case .integer(let days) = first else { throw context.error("TypeError", "expected numeric") }
            return .object(DateValue(julianDay: julianDay + (name == "+" ? days : -days)))
        case "next_day", "succ", "next": return .object(DateValue(julianDay: julianDay + count))
        case "prev_day": return .object(DateValue(julianDay: julianDay - count))
        case ">>", "next_month": return .object(addingMonths(count))
        case "<<", "prev_month": return .object(addingMonths(-count))
        case "next_year": return .object(addingMonths(12 * count))
        case "prev_year": return .object(addingMonths(-12 * count))
        case "beginning_of_month": return .object(DateValue(year: y, month: m, day: 1))
        case "end_of_month": return .object(DateValue(year: y, month: m, day: Self.daysIn(y, m)))
        case "sunday?", "monday?", "tuesday?", "wednesday?", "thursday?", "friday?", "saturday?":
            let names = ["sunday?", "monday?", "tuesday?", "wednesday?", "thursday?", "friday?", "saturday?"]
            return .bool(names[(julianDay + 1) % 7] == name)
        case "<=>", "==", "<", ">", "<=", ">=", "eql?", "===":
            guard case .object(let other as DateValue)? = arguments.positional.first else { return name == "==" ? .false : .nil }
            let order = julianDay < other.julianDay ? -1 : (julianDay > other.julianDay ? 1 : 0)
            switch name {
            case "<=>": return .integer(order)
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            case ">=": return .bool(order >= 0)
            default: return .bool(order == 0)
            }
        case "hash": return .integer(julianDay)
        default: return nil
        }
    }
}

/// A whole number as the Rational `Date - Date` gives: `(6/1)`, `to_i` 6.
final class WholeRational: ObjectValue {
    let value: Int
    init(_ value: Int) { self.value = value }
    override var className: String { "Rational" }
    override var inspectText: String { "(\(value)/1)" }
    override var toSText: String { "\(value)/1" }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "to_i", "to_int", "round", "floor", "ceil", "truncate", "numerator": return .integer(value)
        case "to_f": return .float(Double(value))
        case "denominator": return .integer(1)
        case "to_r": return .object(self)
        case "abs": return .object(WholeRational(abs(value)))
        case "zero?": return .bool(value == 0)
        case "positive?", "negative?": return .bool(name == "positive?" ? value > 0 : value < 0)
        case "==", "<", ">", "<=", ">=", "<=>":
            let other: Int
            switch arguments.positional.first {
            case .integer(let i)?: other = i
            case .object(let r as WholeRational)?: other = r.value
            default: return name == "==" ? .false : nil
            }
            switch name {
            case "==": return .bool(value == other)
            case "<": return .bool(value < other)
            case ">": return .bool(value > other)
            case "<=": return .bool(value <= other)
            case ">=": return .bool(value >= other)
            default: return .integer(value < other ? -1 : (value > other ? 1 : 0))
            }
        default: return nil
        }
    }
}
