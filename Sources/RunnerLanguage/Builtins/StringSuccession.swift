import Foundation

/// Ruby's String#succ and the string ranges built on it (`'a'..'e'`, `'aa'..'ad'`, `'1'..'10'`).
enum StringSuccession {
    /// The rightmost letter or digit is incremented, carrying leftwards over letters and digits
    /// ("az" → "ba", "zz" → "aaa", "a9" → "b0", "1.9" → "2.0"); with none, the last character is incremented.
    static func succ(_ s: String) -> String {
        var scalars = Array(s.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        let alnum = scalars.indices.filter { isAlnum(scalars[$0]) }
        guard var i = alnum.last else {
            let last = scalars[scalars.count - 1]
            scalars[scalars.count - 1] = Unicode.Scalar(last.value + 1) ?? last
            return String(String.UnicodeScalarView(scalars))
        }
        var position = alnum.count - 1
        while true {
            let c = scalars[i]
            switch c {
            case "z": scalars[i] = "a"
            case "Z": scalars[i] = "A"
            case "9": scalars[i] = "0"
            default:
                scalars[i] = Unicode.Scalar(c.value + 1) ?? c
                return String(String.UnicodeScalarView(scalars))
            }
            // Carry into the next letter or digit to the left, or grow the string there.
            if position == 0 {
                let added: Unicode.Scalar = c == "z" ? "a" : (c == "Z" ? "A" : "1")
                scalars.insert(added, at: i)
                return String(String.UnicodeScalarView(scalars))
            }
            position -= 1
            i = alnum[position]
        }
    }

    /// Letters and digits, non-ASCII ones included ("é".succ is "ê"); only z, Z and 9 carry.
    private static func isAlnum(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) }
        return c.properties.isAlphabetic || c.properties.numericType == .decimal
    }

    /// The members of `from..to` (or `from...to`), as Range#each on strings yields them.
    static func range(from: String, to: String, exclusive: Bool) -> [String] {
        let a = Array(from.unicodeScalars), b = Array(to.unicodeScalars)
        if a.count == 1, b.count == 1, a[0].isASCII, b[0].isASCII {
            let high = exclusive ? Int(b[0].value) - 1 : Int(b[0].value)
            guard Int(a[0].value) <= high else { return [] }
            return (Int(a[0].value)...high).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
        }
        // Numeric strings iterate numerically ("1".."10").
        if let x = Int(from), let y = Int(to), String(x) == from, String(y) == to {
            let high = exclusive ? Limits.subtract(y, 1) : y
            guard x <= high, Limits.subtract(high, x) < Limits.maximumMembers else { return [] }
            return (x...high).map(String.init)
        }
        let order = Equality.compareBytes(from, to)
        if order > 0 || (exclusive && order == 0) { return [] }
        var out: [String] = []
        var current = from
        while out.count < RangeMethods.maximumMembers {
            if exclusive && current == to { break }
            out.append(current)
            if current == to { break }
            current = succ(current)
            if current.unicodeScalars.count > to.unicodeScalars.count || current.isEmpty { break }
        }
        return out
    }
}
