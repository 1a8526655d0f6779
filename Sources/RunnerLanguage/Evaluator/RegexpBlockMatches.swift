import Foundation

// `str.gsub(/(\w+)/) { $1 }`: Ruby sets `$~` before each block call. The built-in gsub/sub/scan
// cannot reach the interpreter's `$~`, so the evaluator wraps the block: it finds the same matches
// in order and sets `$~` before the k-th call to the k-th match.

extension Interpreter {
    static let matchingBlockMethods: Set<String> = ["gsub", "gsub!", "sub", "sub!", "scan"]

    func settingMatchGlobals(_ receiver: Value, _ name: String, _ arguments: Arguments) -> Arguments {
        guard let block = arguments.block, Interpreter.matchingBlockMethods.contains(name),
              case .string(let string) = receiver, case .regexp(let regexp)? = arguments.positional.first
        else { return arguments }
        let text = string.value
        var results = regexp.compiled.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
        if name.hasPrefix("sub") { results = Array(results.prefix(1)) }
        var index = 0
        var wrapped = arguments
        wrapped.block = ProcValue(
            isLambda: block.isLambda, arity: block.arity, parameterCount: block.parameterCount, location: block.location
        ) { [self] blockArguments in
            if index < results.count {
                lastMatch = .matchData(Interpreter.matchData(results[index], in: text))
                index += 1
            }
            return try block.body(blockArguments)
        }
        return wrapped
    }

    static func matchData(_ result: NSTextCheckingResult, in text: String) -> MatchDataValue {
        let ns = text as NSString
        var groups: [String?] = []
        for group in 0..<result.numberOfRanges {
            let range = result.range(at: group)
            groups.append(range.location == NSNotFound ? nil : ns.substring(with: range))
        }
        let start = ns.substring(to: result.range.location).count
        let length = ns.substring(with: result.range).count
        return MatchDataValue(string: text, groups: groups, names: [], range: start..<(start + length))
    }
}
