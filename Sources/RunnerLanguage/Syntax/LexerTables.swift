// Fixed spellings recognised by direct byte comparison: keywords and operators are looked up for
// nearly every token, and hashing each candidate string was the lexer's largest cost.

extension Lexer {
    /// Keywords grouped by length, so a word is compared only with keywords as long as it.
    static let keywordsByLength: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 13)
        for keyword in runnerKeywords { table[keyword.utf8.count].append(Array(keyword.utf8)) }
        return table
    }()

    func isKeyword(from start: Int, to end: Int) -> Bool {
        let length = end - start
        guard length < Lexer.keywordsByLength.count else { return false }
        for candidate in Lexer.keywordsByLength[length] where candidate[0] == bytes[start] {
            var same = true
            for k in 1..<length where candidate[k] != bytes[start + k] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }

    /// The longest operator or punctuation spelling starting at `i`, or nil.
    func operatorSpelling(at i: Int) -> String? {
        let c = byte(i + 1), d = byte(i + 2)
        switch bytes[i] {
        case ascii("*"):
            if c == ascii("*") { return d == ascii("=") ? "**=" : "**" }
            return c == ascii("=") ? "*=" : "*"
        case ascii("<"):
            if c == ascii("=") { return d == ascii(">") ? "<=>" : "<=" }
            if c == ascii("<") { return d == ascii("=") ? "<<=" : "<<" }
            return "<"
        case ascii(">"):
            if c == ascii("=") { return ">=" }
            if c == ascii(">") { return d == ascii("=") ? ">>=" : ">>" }
            return ">"
        case ascii("="):
            if c == ascii("=") { return d == ascii("=") ? "===" : "==" }
            if c == ascii("~") { return "=~" }
            if c == ascii(">") { return "=>" }
            return "="
        case ascii("!"):
            if c == ascii("=") { return "!=" }
            if c == ascii("~") { return "!~" }
            return "!"
        case ascii("&"):
            if c == ascii("&") { return d == ascii("=") ? "&&=" : "&&" }
            if c == ascii("=") { return "&=" }
            if c == ascii(".") { return "&." }
            return "&"
        case ascii("|"):
            if c == ascii("|") { return d == ascii("=") ? "||=" : "||" }
            return c == ascii("=") ? "|=" : "|"
        case ascii("."):
            if c == ascii(".") { return d == ascii(".") ? "..." : ".." }
            return "."
        case ascii(":"): return c == ascii(":") ? "::" : ":"
        case ascii("-"):
            if c == ascii(">") { return "->" }
            return c == ascii("=") ? "-=" : "-"
        case ascii("+"): return c == ascii("=") ? "+=" : "+"
        case ascii("/"): return c == ascii("=") ? "/=" : "/"
        case ascii("%"): return c == ascii("=") ? "%=" : "%"
        case ascii("^"): return c == ascii("=") ? "^=" : "^"
        case ascii("~"): return "~"
        case ascii("?"): return "?"
        case ascii(","): return ","
        case ascii(";"): return ";"
        case ascii("("): return "("
        case ascii(")"): return ")"
        case ascii("["): return "["
        case ascii("]"): return "]"
        case ascii("{"): return "{"
        case ascii("}"): return "}"
        default: return nil
        }
    }
}
