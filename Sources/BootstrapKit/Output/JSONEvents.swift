import RunnerLanguage

/// One line of `--format json`: an object whose keys keep the order they are given in
/// (`status` first, then `message`, then the location of an error), so the stream reads well.
enum JSONEvent {
    enum Field {
        case string(String)
        case int(Int)
    }

    static func line(_ fields: [(String, Field)]) -> String {
        let body = fields.map { key, value -> String in
            let encoded: String
            switch value {
            case .string(let s): encoded = JSONCoder.quote(s)
            case .int(let i): encoded = String(i)
            }
            return "\(JSONCoder.quote(key)):\(encoded)"
        }
        return "{" + body.joined(separator: ",") + "}\n"
    }
}
