import Foundation

// `str.gsub(/(\w+)/) { $1 }`: Ruby sets `$~` before each block call. The built-in gsub/sub/scan
// cannot reach the interpreter's `$~`, so the evaluator wraps the block: it finds the same matches
// in order (with the built-ins' own matcher) and sets `$~` before the k-th call to the k-th match.

extension Interpreter {
    static let matchingBlockMethods: Set<String> = ["gsub", "gsub!", "sub", "sub!", "scan"]

    func settingMatchGlobals(_ receiver: Value, _ name: String, _ arguments: Arguments) -> Arguments {
        guard let block = arguments.block, Interpreter.matchingBlockMethods.contains(name),
              case .string(let string) = receiver, case .regexp(let regexp)? = arguments.positional.first
        else { return arguments }
        var matches = RegexpSubject(string.value).allMatches(regexp)
        if name.hasPrefix("sub") { matches = Array(matches.prefix(1)) }
        var index = 0
        var wrapped = arguments
        wrapped.block = ProcValue(
            isLambda: block.isLambda, arity: block.arity, parameterCount: block.parameterCount, location: block.location
        ) { [self] blockArguments in
            if index < matches.count {
                lastMatch = .matchData(matches[index])
                index += 1
            }
            return try block.body(blockArguments)
        }
        return wrapped
    }
}
