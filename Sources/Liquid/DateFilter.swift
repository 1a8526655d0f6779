import Foundation

/// `date: "%d/%m/%Y"`: Ruby's `strftime` on a time read from the input ("now", a Unix time, or a
/// date string in the common forms Ruby's `Time.parse` reads). Input it cannot read comes back as is.
enum DateFilter {
    static let all: [(String, LiquidFilters.Filter)] = [
        ("date", LiquidFilters.Filter(arity: 2...2) { input, args, context in
            let format = args[0].rubyToS
            guard !format.isEmpty, let date = toDate(input, context: context) else { return input }
            return .string(try strftime(date, format, zone: context.timeZone))
        }),
    ]

    private static let forms: [(RubyRegex, [String])] = [
        (RubyRegex(#"\A\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?\s*\z"#), ["y", "m", "d", "H", "M", "S", "z"]),
        (RubyRegex(#"\A\s*(\d{1,2})/(\d{1,2})/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*\z"#), ["d", "m", "y", "H", "M", "S"]),
        (RubyRegex(#"\A\s*([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\s*\z"#), ["b", "d", "y"]),
        (RubyRegex(#"\A\s*(\d{1,2})\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})\s*\z"#), ["d", "b", "y"]),
    ]
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func toDate(_ input: LiquidValue, context: LiquidContext) -> Date? {
        switch input {
        case .int(let seconds): return Date(timeIntervalSince1970: TimeInterval(seconds))
        case .string(let raw):
            let text = raw.lowercased()
            if text.isEmpty { return nil }
            if text == "now" || text == "today" { return context.now }
            if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text) {
                return Date(timeIntervalSince1970: TimeInterval(seconds))
            }
            return parse(text, zone: context.timeZone)
        default: return nil
        }
    }

    private static func parse(_ text: String, zone: TimeZone) -> Date? {
        for (pattern, fields) in forms {
            guard let groups = pattern.match(text) else { continue }
            var parts = DateComponents()
            var timeZone = zone
            for (index, field) in fields.enumerated() {
                guard let value = groups[index + 1] else { continue }
                switch field {
                case "y": parts.year = Int(value)
                case "m": parts.month = Int(value)
                case "d": parts.day = Int(value)
                case "H": parts.hour = Int(value)
                case "M": parts.minute = Int(value)
                case "S": parts.second = Int(value)
                case "b": parts.month = months.firstIndex(of: value).map { $0 + 1 }
                case "z":
                    if value == "z" || value == "utc" { timeZone = TimeZone(identifier: "UTC")! } else {
                        let digits = value.filter(\.isNumber)
                        let seconds = (Int(digits.prefix(2)) ?? 0) * 3600 + (Int(digits.suffix(2)) ?? 0) * 60
                        timeZone = TimeZone(secondsFromGMT: value.hasPrefix("-") ? -seconds : seconds) ?? zone
                    }
                default: break
                }
            }
            guard parts.month != nil, (1...12).contains(parts.month ?? 0), (1...31).contains(parts.day ?? 0) else { return nil }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return calendar.date(from: parts)
        }
        return nil
    }

    static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    /// Ruby's `Time#strftime` for the directives templates use, with the `-` (no padding), `_`
    /// (space padding), `0` and `^` (upper case) flags.
    /// Each directive writes a few dozen bytes at most, so a long format can make far more than it
    /// is: the text is checked against `LiquidLimits.maximumBytes` as it grows, before each piece.
    static func strftime(_ date: Date, _ format: String, zone: TimeZone) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday, .nanosecond], from: date)
        let dayOfYear = calendar.ordinality(of: .day, in: .year, for: date) ?? 1
        let chars = Array(format)
        var out = ""
        var i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else {
                try LiquidLimits.checkBytes(LiquidLimits.sum(out.utf8.count, chars[i].utf8.count))
                out.append(chars[i])
                i += 1
                continue
            }
            var j = i + 1
            var flags = ""
            while j < chars.count, "-_0^#".contains(chars[j]) {
                flags.append(chars[j])
                j += 1
            }
            guard j < chars.count else {
                out += String(chars[i...])
                break
            }
            func number(_ value: Int, _ width: Int, _ pad: Character = "0") -> String {
                let text = String(value)
                if flags.contains("-") { return text }
                let padding: Character = flags.contains("_") ? " " : (flags.contains("0") ? "0" : pad)
                return String(repeating: padding, count: max(0, width - text.count)) + text
            }
            let hour12 = ((c.hour ?? 0) + 11) % 12 + 1
            let offset = zone.secondsFromGMT(for: date)
            var piece: String
            switch chars[j] {
            case "Y": piece = String(c.year ?? 0)
            case "C": piece = number((c.year ?? 0) / 100, 2)
            case "y": piece = number((c.year ?? 0) % 100, 2)
            case "m": piece = number(c.month ?? 1, 2)
            case "d": piece = number(c.day ?? 1, 2)
            case "e": piece = number(c.day ?? 1, 2, " ")
            case "j": piece = number(dayOfYear, 3)
            case "H": piece = number(c.hour ?? 0, 2)
            case "k": piece = number(c.hour ?? 0, 2, " ")
            case "I": piece = number(hour12, 2)
            case "l": piece = number(hour12, 2, " ")
            case "M": piece = number(c.minute ?? 0, 2)
            case "S": piece = number(c.second ?? 0, 2)
            case "L": piece = number((c.nanosecond ?? 0) / 1_000_000, 3)
            case "p": piece = (c.hour ?? 0) < 12 ? "AM" : "PM"
            case "P": piece = (c.hour ?? 0) < 12 ? "am" : "pm"
            case "A": piece = dayNames[(c.weekday ?? 1) - 1]
            case "a": piece = String(dayNames[(c.weekday ?? 1) - 1].prefix(3))
            case "B": piece = monthNames[(c.month ?? 1) - 1]
            case "b", "h": piece = String(monthNames[(c.month ?? 1) - 1].prefix(3))
            case "u": piece = String(((c.weekday ?? 1) + 5) % 7 + 1)
            case "w": piece = String((c.weekday ?? 1) - 1)
            case "s":
                // Int(seconds) traps past 64 bits (Double(Int.max) is 2^63): the nearest Int instead.
                let seconds = date.timeIntervalSince1970.rounded(.down)
                piece = String(Int(exactly: seconds) ?? (seconds < 0 ? .min : .max))
            case "z": piece = (offset < 0 ? "-" : "+") + number(abs(offset) / 3600, 2) + number(abs(offset) % 3600 / 60, 2)
            case "Z": piece = offset == 0 && zone.identifier.contains("UTC") || zone.identifier == "GMT" ? "UTC" : (zone.abbreviation(for: date) ?? "")
            case "F": piece = try strftime(date, "%Y-%m-%d", zone: zone)
            case "D", "x": piece = try strftime(date, "%m/%d/%y", zone: zone)
            case "T", "X": piece = try strftime(date, "%H:%M:%S", zone: zone)
            case "R": piece = try strftime(date, "%H:%M", zone: zone)
            case "r": piece = try strftime(date, "%I:%M:%S %p", zone: zone)
            case "c": piece = try strftime(date, "%a %b %e %H:%M:%S %Y", zone: zone)
            case "n": piece = "\n"
            case "t": piece = "\t"
            case "%": piece = "%"
            default: piece = String(chars[i...j])
            }
            if flags.contains("^") { piece = piece.uppercased() }
            try LiquidLimits.checkBytes(LiquidLimits.sum(out.utf8.count, piece.utf8.count))
            out += piece
            i = j + 1
        }
        return out
    }
}
