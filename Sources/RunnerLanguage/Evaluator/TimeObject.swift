import Diagnostics
import Foundation

/// `Time`: `Time.now` and `Time.at(seconds)`.
final class TimeClassObject: ObjectValue, HostMethodNames {
    override var className: String { "Class" }
    override var inspectText: String { "Time" }
    var methodNames: [String] { ["now", "at"] }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "now": return .object(TimeValue(Date()))
        case "at":
            switch arguments.positional.first {
            case .integer(let seconds)?: return .object(try TimeValue.at(Double(seconds), context))
            case .float(let seconds)?: return .object(try TimeValue.at(seconds, context))
            default: throw context.error("TypeError", "can't convert \(arguments.positional.first?.className ?? "nil") into an exact number")
            }
        case "===":
            if case .object(let object)? = arguments.positional.first { return .bool(object is TimeValue) }
            return .false
        default: return nil
        }
    }
}

/// A point in time, in the process's local zone as Ruby's Time.now is.
final class TimeValue: ObjectValue {
    let date: Date
    let zone: TimeZone
    /// Made by `utc`/`getutc`: Ruby prints such a time with "UTC" instead of "+0000".
    let isUTC: Bool
    init(_ date: Date, zone: TimeZone = .current, isUTC: Bool = false) {
        self.date = date
        self.zone = zone
        self.isUTC = isUTC
    }
    override var className: String { "Time" }

    /// Times are kept within ±3 million years so every conversion to Int and to calendar fields is safe.
    static func at(_ seconds: Double, _ context: CallContext, zone: TimeZone = .current, isUTC: Bool = false) throws -> TimeValue {
        guard seconds.isFinite, abs(seconds) < 1e14 else { throw context.error("RangeError", "time out of range") }
        return TimeValue(Date(timeIntervalSince1970: seconds), zone: zone, isUTC: isUTC)
    }

    override var inspectText: String { strftime(isUTC ? "%Y-%m-%d %H:%M:%S UTC" : "%Y-%m-%d %H:%M:%S %z") }

    private var components: DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday, .nanosecond], from: date)
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        let c = components
        switch name {
        case "year": return .integer(c.year ?? 0)
        case "month", "mon": return .integer(c.month ?? 0)
        case "day", "mday": return .integer(c.day ?? 0)
        case "hour": return .integer(c.hour ?? 0)
        case "min": return .integer(c.minute ?? 0)
        case "sec": return .integer(c.second ?? 0)
        case "wday": return .integer((c.weekday ?? 1) - 1)
        case "yday": return .integer(dayOfYear)
        case "to_i": return .integer(Int(date.timeIntervalSince1970.rounded(.down)))
        case "to_f": return .float(date.timeIntervalSince1970)
        case "to_s", "inspect": return .str(inspectText)
        case "utc", "getutc", "gmtime":
            return .object(TimeValue(date, zone: TimeZone(secondsFromGMT: 0) ?? zone, isUTC: true))
        case "localtime", "getlocal": return .object(TimeValue(date))
        case "utc?": return .bool(isUTC)
        case "strftime":
            guard case .string(let format)? = arguments.positional.first else {
                throw context.error("TypeError", "no implicit conversion into String")
            }
            return .str(strftime(format.value))
        case "+", "-":
            guard let operand = arguments.positional.first else { return nil }
            switch operand {
            case .integer(let seconds):
                let delta = Double(seconds) * (name == "+" ? 1 : -1)
                return .object(try TimeValue.at(date.timeIntervalSince1970 + delta, context, zone: zone, isUTC: isUTC))
            case .float(let seconds):
                let delta = seconds * (name == "+" ? 1 : -1)
                return .object(try TimeValue.at(date.timeIntervalSince1970 + delta, context, zone: zone, isUTC: isUTC))
            case .object(let other as TimeValue) where name == "-": return .float(date.timeIntervalSince(other.date))
            default: throw context.error("TypeError", "can't convert \(operand.className) into an exact number")
            }
        case "<=>", "==", "<", ">", "<=", ">=":
            guard case .object(let other as TimeValue)? = arguments.positional.first else { return name == "==" ? .false : .nil }
            let order = date < other.date ? -1 : (date == other.date ? 0 : 1)
            switch name {
            case "<=>": return .integer(order)
            case "==": return .bool(order == 0)
            case "<": return .bool(order < 0)
            case ">": return .bool(order > 0)
            case "<=": return .bool(order <= 0)
            default: return .bool(order >= 0)
            }
        default: return nil
        }
    }

    private var dayOfYear: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.ordinality(of: .day, in: .year, for: date) ?? 1
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                      "September", "October", "November", "December"]
    private static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Ruby's strftime for the directives templates use, with the `-` (no padding) flag.
    func strftime(_ format: String) -> String {
        let c = components
        let year = c.year ?? 0, month = c.month ?? 1, day = c.day ?? 1
        let hour = c.hour ?? 0, minute = c.minute ?? 0, second = c.second ?? 0
        let weekday = (c.weekday ?? 1) - 1
        var out = ""
        var characters = Array(format)[...]
        while let character = characters.popFirst() {
            guard character == "%", !characters.isEmpty else {
                out.append(character)
                continue
            }
            var unpadded = false
            var upper = false
            while let flag = characters.first, flag == "-" || flag == "^" {
                if flag == "-" { unpadded = true } else { upper = true }
                characters.removeFirst()
            }
            guard let directive = characters.popFirst() else { break }
            func pad(_ n: Int, _ width: Int = 2, _ fill: Character = "0") -> String {
                let digits = String(n)
                if unpadded || digits.count >= width { return digits }
                return String(repeating: fill, count: width - digits.count) + digits
            }
            var piece: String
            switch directive {
            case "Y": piece = String(year)
            case "C": piece = pad(year / 100)
            case "y": piece = pad(year % 100)
            case "m": piece = pad(month)
            case "d": piece = pad(day)
            case "e": piece = pad(day, 2, " ")
            case "j": piece = pad(dayOfYear, 3)
            case "H": piece = pad(hour)
            case "k": piece = pad(hour, 2, " ")
            case "I": piece = pad(hour % 12 == 0 ? 12 : hour % 12)
            case "l": piece = pad(hour % 12 == 0 ? 12 : hour % 12, 2, " ")
            case "M": piece = pad(minute)
            case "S": piece = pad(second)
            case "L": piece = pad((c.nanosecond ?? 0) / 1_000_000, 3)
            case "N": piece = pad(c.nanosecond ?? 0, 9)
            case "p": piece = hour < 12 ? "AM" : "PM"
            case "P": piece = hour < 12 ? "am" : "pm"
            case "B": piece = TimeValue.monthNames[month - 1]
            case "b", "h": piece = String(TimeValue.monthNames[month - 1].prefix(3))
            case "A": piece = TimeValue.dayNames[weekday]
            case "a": piece = String(TimeValue.dayNames[weekday].prefix(3))
            case "u": piece = String(weekday == 0 ? 7 : weekday)
            case "w": piece = String(weekday)
            case "s": piece = String(Int(date.timeIntervalSince1970.rounded(.down)))
            case "z":
                let offset = zone.secondsFromGMT(for: date)
                piece = (offset < 0 ? "-" : "+") + String(format: "%02d%02d", abs(offset) / 3600, abs(offset) % 3600 / 60)
            case "Z": piece = isUTC ? "UTC" : zone.abbreviation(for: date) ?? "UTC"
            case "F": piece = strftime("%Y-%m-%d")
            case "T", "X": piece = strftime("%H:%M:%S")
            case "D", "x": piece = strftime("%m/%d/%y")
            case "R": piece = strftime("%H:%M")
            case "r": piece = strftime("%I:%M:%S %p")
            case "c": piece = strftime("%a %b %e %H:%M:%S %Y")
            case "%": piece = "%"
            default: piece = "%" + String(directive)
            }
            if upper { piece = piece.uppercased() }
            out += piece
        }
        return out
    }
}
