import Diagnostics
import Foundation

// The heart of the tree walker: one switch over node kinds. Calls, assignment, control flow and
// operators live in their own files as extensions.

extension Interpreter {
    func evaluate(_ node: Node, _ scope: Scope) throws -> Value {
        switch node.kind {
        case .nilLiteral: return .nil
        case .trueLiteral: return .true
        case .falseLiteral: return .false
        case .selfReference: return scope.activation.selfValue ?? .object(templateObject)
        case .integer(let i): return .integer(i)
        case .float(let f): return .float(f)
        case .string(let parts):
            // A plain literal's text is taken here: the call into `interpolate` cost more than the rest.
            let text: String
            if parts.count == 1, case .text(let plain) = parts[0] { text = plain } else { text = try interpolate(parts, scope) }
            let box = StringBox(text)
            // Interpolated strings stay mutable under the magic comment, as in Ruby 3.
            if scope.file.freezesStringLiterals, parts.allSatisfy({ if case .text = $0 { return true } else { return false } }) {
                box.frozen = true
            }
            return .string(box)
        case .commandString(let parts):
            let command = try interpolate(parts, scope)
            setLocation(node.location)
            return try callFunction("`", Arguments(positional: [.str(command)]), at: node.location, hasParentheses: true)
        case .symbol(let name): return .symbol(name)
        case .dynamicSymbol(let parts): return .symbol(try interpolate(parts, scope))
        case .regexp(let parts, let options): return .regexp(try regexp(node, parts, options, scope))
        case .array(let elements): return .array(ArrayBox(try evaluateList(elements, scope)))
        case .hash(let entries): return .hash(try evaluateHash(entries, scope))
        case .range(let lower, let upper, let exclusive):
            let low = try lower.map { try evaluate($0, scope) } ?? .nil
            let high = try upper.map { try evaluate($0, scope) } ?? .nil
            return .range(RangeValue(lower: low, upper: high, exclusive: exclusive))
        case .fileLiteral: return .str(scope.file.path)

        case .localVariable(let name):
            if let value = scope.lookup(name) { return value }
            // Not assigned yet: Ruby gives nil (`x = 1 if false; x`). If a method of that name exists we call it
            // instead, so a name the parser took for a local too eagerly still works.
            if let selfValue = scope.activation.selfValue {
                if findUserMethod(selfValue, name) != nil {
                    return try callFunction(name, Arguments(), at: node.location, hasParentheses: false, scope: scope)
                }
            } else if isCallable(name) {
                return try callFunction(name, Arguments(), at: node.location, hasParentheses: false, scope: scope)
            }
            return .nil
        case .instanceVariable(let name):
            if name.hasPrefix("@@"), let owner = classVariableOwner(Interpreter.bare(name, "@"), scope) {
                guard let value = owner.classVariables[Interpreter.bare(name, "@")] else {
                    throw error("NameError", "uninitialized class variable \(name) in \(owner.displayName)", at: node.location, code: .undefinedName)
                }
                return value
            }
            return readInstanceVariable(Interpreter.bare(name, "@"), scope)
        case .globalVariable(let name): return readGlobal(Interpreter.bare(name, "$"))
        case .constant(let scopeNode, let name, let topLevel):
            return try lookupConstant(scopeNode, name, topLevel: topLevel, at: node.location, scope)

        case .assign(let target, let valueNode):
            let value = try evaluate(valueNode, scope)
            try assign(target, value, scope, at: node.location)
            return value
        case .operatorAssign(let target, let op, let valueNode):
            return try operatorAssign(target, op, valueNode, scope, at: node.location)
        case .multipleAssign(let targets, let valueNode):
            return try multipleAssign(targets, valueNode, scope, at: node.location)

        case .call(let call): return try evaluateCall(call, node, scope)
        case .binary(let op, let left, let right):
            let a = try evaluate(left, scope)
            let b = try evaluate(right, scope)
            return try binary(op, a, b, at: node.location)
        case .unary(let op, let operand):
            return try unary(op, try evaluate(operand, scope), at: node.location)
        case .not(let operand):
            return .bool(!(try evaluate(operand, scope)).isTruthy)
        case .and(let left, let right):
            let a = try evaluate(left, scope)
            return a.isTruthy ? try evaluate(right, scope) : a
        case .or(let left, let right):
            let a = try evaluate(left, scope)
            return a.isTruthy ? a : try evaluate(right, scope)
        case .defined(let operand): return try defined(operand, scope)
        case .yield(let argumentNodes, let keywords):
            return try yieldToBlock(argumentNodes, keywords, scope, at: node.location)
        case .splat(let operand):
            // A bare splat outside a list (`x = *y`) makes an array.
            return .array(ArrayBox(try splatElements(try evaluate(operand, scope))))
        case .blockPass(let operand):
            return try operand.map { try evaluate($0, scope) } ?? .nil
        case .lambda(let literal):
            return .proc(makeBlock(literal, scope, isLambda: true, breakTag: makeIdentifier()))

        case .if(let condition, let thenBranch, let elseBranch):
            if try evaluate(condition, scope).isTruthy {
                return try thenBranch.map { try evaluate($0, scope) } ?? .nil
            }
            return try elseBranch.map { try evaluate($0, scope) } ?? .nil
        case .while(let condition, let body, let isUntil, let doWhile):
            return try loop(condition, body, isUntil: isUntil, doWhile: doWhile, scope)
        case .for(let target, let sequence, let body):
            return try forLoop(target, sequence, body, scope, at: node.location)
        case .case(let subject, let whens, let elseBranch):
            return try caseWhen(subject, whens, elseBranch, scope)
        case .begin(let body, let rescues, let elseBranch, let ensure):
            return try beginRescue(body, rescues, elseBranch, ensure, scope)
        case .sequence(let statements):
            var result = Value.nil
            for statement in statements { result = try evaluate(statement, scope) }
            return result
        case .return(let valueNode):
            let value = try valueNode.map { try evaluate($0, scope) } ?? .nil
            throw ReturnSignal(target: scope.returnTarget, value: value, location: node.location)
        case .break(let valueNode):
            let value = try valueNode.map { try evaluate($0, scope) } ?? .nil
            guard let tag = breakTag else {
                throw error("LocalJumpError", "break from proc-closure", at: node.location)
            }
            throw BreakSignal(tag: tag, value: value, location: node.location)
        case .next(let valueNode):
            let value = try valueNode.map { try evaluate($0, scope) } ?? .nil
            throw NextSignal(value: value, location: node.location)
        case .retry:
            throw RetrySignal(location: node.location)
        case .methodDefinition(let definition):
            return try defineMethod(definition, scope, at: node.location)
        case .alias(let new, let old):
            try aliasMethod(new, old, at: node.location)
            return .nil
        case .moduleDefinition(let path, let superclass, let body, let isClass):
            return try defineModule(path, superclass: superclass, body: body, isClass: isClass, scope, at: node.location)
        case .singletonClassBody(let target, let body):
            return try defineSingletonClassBody(target, body: body, scope, at: node.location)
        }
    }

    /// `"a#{b}c"`: each code part's value converted with `to_s`.
    func interpolate(_ parts: [StringPart], _ scope: Scope) throws -> String {
        if parts.count == 1, case .text(let text) = parts[0] { return text }
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .code(let node):
                result += try toS(try evaluate(node, scope), at: node.location)
                if result.utf8.count > Limits.maximumStringBytes {
                    let what = "a string of more than \(Limits.maximumStringBytes) bytes, the most a template may make"
                    throw error("NoMemoryError", Limits.exceededMessage(what), at: node.location, code: .resourceLimit)
                }
            }
        }
        return result
    }

    /// Ruby `to_s` for interpolation and `puts`.
    func toS(_ value: Value, at location: SourceLocation) throws -> String {
        switch value {
        case .string(let s): return s.value
        case .object(let o): return o.toSText
        default: return value.toS
        }
    }

    /// Elements of a list that may contain `*splat` nodes.
    func evaluateList(_ nodes: [Node], _ scope: Scope) throws -> [Value] {
        if nodes.isEmpty { return [] }
        var values: [Value] = []
        values.reserveCapacity(nodes.count)
        for node in nodes {
            if case .splat(let operand) = node.kind {
                values.append(contentsOf: try splatElements(try evaluate(operand, scope)))
            } else {
                values.append(try evaluate(node, scope))
            }
        }
        return values
    }

    /// What `*value` spreads into: an array's elements, a hash's pairs, a range's members, or the value itself.
    func splatElements(_ value: Value) throws -> [Value] {
        switch value {
        case .array(let a): return a.elements
        case .nil: return []
        case .hash(let h): return h.pairs.map { .arr([$0, $1]) }
        case .range:
            if case .array(let a)? = try Builtins.call(value, "to_a", Arguments(), self) { return a.elements }
            return [value]
        default: return [value]
        }
    }

    func evaluateHash(_ entries: [HashEntry], _ scope: Scope) throws -> HashBox {
        let hash = HashBox()
        for entry in entries {
            switch entry {
            case .pair(let keyNode, let valueNode):
                let key = try evaluate(keyNode, scope)
                hash[key] = try evaluate(valueNode, scope)
            case .doubleSplat(let node):
                let value = try evaluate(node, scope)
                switch value {
                case .hash(let other): for (k, v) in other.pairs { hash[k] = v }
                case .nil: break
                default:
                    throw error("TypeError", "no implicit conversion of \(value.className) into Hash", at: node.location)
                }
            }
        }
        return hash
    }

    /// Regexp literals without interpolation are compiled once per node.
    func regexp(_ node: Node, _ parts: [StringPart], _ options: String, _ scope: Scope) throws -> RegexpValue {
        let key = ObjectIdentifier(node)
        if let cached = regexpCache[key] { return cached.regexp }
        let source = try interpolate(parts, scope)
        let compiled: RegexpValue
        do {
            compiled = try RegexpCompiler.compile(source, options: options)
        } catch let failure as RuntimeError {
            throw located(failure, at: node.location)
        } catch {
            throw self.error("RegexpError", "invalid regexp /\(source)/: \(error)", at: node.location)
        }
        let isStatic = parts.allSatisfy { if case .text = $0 { return true } else { return false } }
        if isStatic { regexpCache[key] = (node, compiled) }
        return compiled
    }

    static func bare(_ name: String, _ sigil: Unicode.Scalar) -> String {
        // Over the name's bytes for the usual ASCII names (every `@x` read and write comes here); a name
        // with non-ASCII after its sigil takes the Character path, where a combining mark joins the sigil.
        if sigil.isASCII, let stripped = name.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            guard let first = bytes.first, first == UInt8(sigil.value) else { return name }
            let at = UInt8(ascii: "@")
            let skipped = first == at && bytes.count > 1 && bytes[1] == at ? 2 : 1
            guard skipped == bytes.count || bytes[skipped] < 0x80 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[skipped...]), as: UTF8.self)
        }), let stripped {
            return stripped
        }
        return name.first == Character(sigil) ? String(name.dropFirst(name.hasPrefix("@@") ? 2 : 1)) : name
    }

    func readGlobal(_ name: String) -> Value {
        switch name {
        case "~": return lastMatch
        case "!": return currentException.map { .object(exceptionObject(for: $0)) } ?? .nil
        case "0", "PROGRAM_NAME": return .str(currentFile?.path ?? "bootstrap")
        default:
            if let digit = Int(name), digit >= 1 {
                guard case .matchData(let match) = lastMatch, digit < match.groups.count,
                      let group = match.groups[digit] else { return .nil }
                return .str(group)
            }
            return globals[name] ?? .nil
        }
    }
}
