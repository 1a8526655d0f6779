import Diagnostics
import XCTest
@testable import RunnerLanguage

/// Prints an AST as a compact S-expression so tests can compare whole trees against literals
/// worked out by hand from Ruby's semantics, e.g. `(call nil gem (str "x") (kw (sym after) (str "y")))`.
///
/// Calls print as `call`, `call()` when parentheses were written, `call&` for `&.`.
enum SExpression {
    /// Prefixes every node with its `line:column@` (for comparing parses, not hand-written trees).
    nonisolated(unsafe) static var showsLocations = false

    static func render(_ node: Node?) -> String {
        guard let node else { return "nil" }
        return at(node.location) + renderKind(node)
    }

    static func renderKind(_ node: Node) -> String {
        switch node.kind {
        case .nilLiteral: return "nil"
        case .trueLiteral: return "true"
        case .falseLiteral: return "false"
        case .selfReference: return "self"
        case .integer(let v): return "\(v)"
        case .float(let v): return "\(v)"
        case .string(let parts): return list("str", parts.map(part))
        case .commandString(let parts): return list("xstr", parts.map(part))
        case .symbol(let s): return "(sym \(s))"
        case .dynamicSymbol(let parts): return list("dsym", parts.map(part))
        case .regexp(let parts, let options): return list("regexp", parts.map(part) + (options.isEmpty ? [] : ["/\(options)"]))
        case .array(let items): return list("array", items.map(render))
        case .hash(let entries): return list("hash", entries.flatMap(entry))
        case .range(let lower, let upper, let exclusive): return list(exclusive ? "erange" : "range", [render(lower), render(upper)])
        case .fileLiteral: return "__FILE__"
        case .localVariable(let n): return "(lvar \(n))"
        case .instanceVariable(let n): return "(ivar \(n))"
        case .globalVariable(let n): return "(gvar \(n))"
        case .constant(let scope, let name, let topLevel):
            if topLevel { return "(const :: \(name))" }
            if let scope { return "(const \(render(scope)) \(name))" }
            return "(const \(name))"
        case .assign(let target, let value): return list("=", [render(target), render(value)])
        case .operatorAssign(let target, let op, let value): return list("op=", [op, render(target), render(value)])
        case .multipleAssign(let targets, let value): return list("masgn", [list("mlhs", targets.map(render)), render(value)])
        case .call(let call): return render(call)
        case .binary(let op, let l, let r): return list(op, [render(l), render(r)])
        case .unary(let op, let operand): return list("unary", [op, render(operand)])
        case .not(let x): return list("not", [render(x)])
        case .and(let a, let b): return list("and", [render(a), render(b)])
        case .or(let a, let b): return list("or", [render(a), render(b)])
        case .defined(let x): return list("defined", [render(x)])
        case .yield(let args, let keywords): return list("yield", args.map(render) + kw(keywords))
        case .splat(let x): return list("*", [render(x)])
        case .blockPass(let x): return x.map { list("&", [render($0)]) } ?? "(&)"
        case .lambda(let block): return at(block.location) + list("lambda", [render(block.parameters), render(block.body)])
        case .if(let c, let t, let e): return list("if", [render(c), render(t), render(e)])
        case .while(let c, let body, let isUntil, let doWhile):
            return list((doWhile ? "do-" : "") + (isUntil ? "until" : "while"), [render(c), render(body)])
        case .for(let target, let sequence, let body): return list("for", [render(target), render(sequence), render(body)])
        case .case(let subject, let whens, let otherwise):
            return list("case", [render(subject)] + whens.map { list("when", [list("", $0.values.map(render)), render($0.body)]) } + [render(otherwise)])
        case .begin(let body, let rescues, let otherwise, let ensure):
            var items = [render(body)]
            for r in rescues {
                items.append(at(r.location) + list("rescue", [list("", r.classes.map(render)), r.variable.map(render) ?? "nil", render(r.body)]))
            }
            if let otherwise { items.append(list("else", [render(otherwise)])) }
            if let ensure { items.append(list("ensure", [render(ensure)])) }
            return list("begin", items)
        case .sequence(let items): return list("seq", items.map(render))
        case .return(let x): return x.map { list("return", [render($0)]) } ?? "(return)"
        case .break(let x): return x.map { list("break", [render($0)]) } ?? "(break)"
        case .next(let x): return x.map { list("next", [render($0)]) } ?? "(next)"
        case .methodDefinition(let d):
            let head = at(d.location)
            if let s = d.singleton { return head + list("defs", [render(s), d.name, render(d.parameters), render(d.body)]) }
            return head + list("def", [d.name, render(d.parameters), render(d.body)])
        case .alias(let new, let old): return list("alias", [new, old])
        case .retry: return "(retry)"
        case .moduleDefinition(let path, let superclass, let body, let isClass):
            if isClass { return list("class", [render(path), render(superclass), render(body)]) }
            return list("module", [render(path), render(body)])
        case .singletonClassBody(let target, let body): return list("sclass", [render(target), render(body)])
        }
    }

    /// `line:column@` when locations are shown, else nothing.
    static func at(_ location: SourceLocation) -> String {
        showsLocations ? "\(location.line):\(location.column)@" : ""
    }

    static func render(_ call: Call) -> String {
        var head = "call"
        if call.safeNavigation { head += "&" }
        if call.hasParentheses { head += "()" }
        var items = [render(call.receiver), call.name] + call.arguments.map(render) + kw(call.keywords)
        if let blockArgument = call.blockArgument { items.append(list("&", [render(blockArgument)])) }
        if let block = call.block {
            items.append(at(block.location) + list("block", [render(block.parameters), render(block.body)]))
        }
        return list(head, items)
    }

    static func render(_ parameters: ParameterList) -> String {
        var items: [String] = parameters.required.map(render)
        items += parameters.optional.map { list("opt", [$0.name, render($0.default)]) }
        if let rest = parameters.rest { items.append(rest.isEmpty ? "(*)" : "(* \(rest))") }
        items += parameters.post.map(render)
        items += parameters.keywords.map { k in k.default.map { list("key", [k.name, render($0)]) } ?? "(key \(k.name))" }
        if let rest = parameters.keywordRest { items.append(rest.isEmpty ? "(**)" : "(** \(rest))") }
        if let block = parameters.block { items.append(block.isEmpty ? "(&)" : "(& \(block))") }
        if parameters.hasTrailingComma { items.append(",") }
        return list("params", items)
    }

    static func render(_ target: AssignTarget) -> String {
        switch target {
        case .local(let n), .instanceVariable(let n), .globalVariable(let n), .constant(let n): return n
        case .index(let receiver, let arguments): return list("index", [render(receiver)] + arguments.map(render))
        case .attribute(let receiver, let name, let safe): return list(safe ? "attr&" : "attr", [render(receiver), name])
        case .splat(let inner): return inner.map { list("*", [render($0)]) } ?? "(*)"
        case .nested(let items): return list("mlhs", items.map(render))
        }
    }

    static func kw(_ entries: [HashEntry]?) -> [String] {
        guard let entries else { return [] }
        return [list("kw", entries.flatMap(entry))]
    }

    static func entry(_ e: HashEntry) -> [String] {
        switch e {
        case .pair(let k, let v): return [render(k), render(v)]
        case .doubleSplat(let x): return [list("**", [render(x)])]
        }
    }

    static func part(_ p: StringPart) -> String {
        switch p {
        case .text(let t): return quote(t)
        case .code(let n): return render(n)
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\u{1B}": out += "\\e"
            case "\0": out += "\\0"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    static func list(_ head: String, _ items: [String]) -> String {
        let inner = ([head].filter { !$0.isEmpty } + items).joined(separator: " ")
        return "(\(inner))"
    }
}

/// Shared helpers for parser tests.
class ParserTestCase: XCTestCase {
    func parse(_ code: String, file: String = "t.rb") throws -> Program {
        try RunnerParser.parse(SourceText(path: file, text: code))
    }

    /// The whole program as one S-expression (a single statement prints bare, several as `(seq …)`).
    func sexp(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return SExpression.render(try parse(code).body)
        } catch let d as Diagnostic {
            XCTFail("unexpected syntax error: \(d.rendered)", file: file, line: line)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
        }
        return "<error>"
    }

    func assertParses(_ code: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(sexp(code, file: file, line: line), expected, file: file, line: line)
    }

    /// Asserts a syntax error with this `LINE:COL: message` (the file name is `t.rb`).
    func assertSyntaxError(_ code: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let program = try parse(code)
            XCTFail("expected a syntax error, got \(SExpression.render(program.body))", file: file, line: line)
        } catch let d as Diagnostic {
            XCTAssertEqual(d.code, .syntaxError, file: file, line: line)
            let where_ = d.location.map { "\($0.line):\($0.column)" } ?? "?"
            XCTAssertEqual("\(where_): \(d.message)", expected, file: file, line: line)
        } catch {
            XCTFail("unexpected error: \(error)", file: file, line: line)
        }
    }
}
