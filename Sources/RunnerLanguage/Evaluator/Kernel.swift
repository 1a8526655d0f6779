import Diagnostics
import Foundation

// Kernel: the receiver-less built-ins a template can call (puts, raise, loop, require_relative …).

extension Interpreter {
    static let kernelNames: [String] = [
        "puts", "print", "p", "pp", "require", "require_relative", "load", "raise", "fail", "loop", "lambda", "proc",
        "block_given?", "format", "sprintf", "printf", "Integer", "Float", "String", "Array", "Hash", "rand", "srand",
        "sleep", "catch", "throw", "__dir__", "__method__", "respond_to?", "send", "public_send", "__send__", "method",
        "instance_variable_get", "instance_variable_set", "instance_variable_defined?", "instance_variables", "tap",
        "then", "itself", "is_a?", "kind_of?", "nil?", "freeze", "frozen?", "warn", "caller", "define_method",
        "alias_method", "local_variables", "global_variables", "binding", "eval", "instance_eval", "exit", "abort",
        "to_s", "inspect", "class", "private", "public", "protected", "module_function", "attr_accessor", "attr_reader",
        "attr_writer", "include", "extend",
    ]
    static let kernelNameSet = Set(kernelNames)

    /// What a receiver-less call may reach past the template's methods: a Kernel method, an action, or
    /// both (the Kernel method first), found with one lookup rather than one per kind.
    /// A class so that taking one from `builtinFunctions` for each call counts one reference
    /// instead of copying the action's fields.
    final class BuiltinFunction {
        let name: String
        let isKernelMethod: Bool
        let action: Action?
        init(name: String, isKernelMethod: Bool, action: Action?) {
            self.name = name
            self.isKernelMethod = isKernelMethod
            self.action = action
        }
    }

    /// How many of the names called last `recentBuiltinFunctions` keeps, one per name length modulo this.
    static let recentBuiltinSlots = 4

    /// The Kernel method and action a receiver-less call of `name` may reach, remembered per name.
    func builtinFunction(_ name: String) -> BuiltinFunction {
        // Calls of a few names alternate (each callback's append_to_file, then its inject_into_file):
        // comparing with the last one of the same length saves hashing the name.
        let slot = name.utf8.count & (Interpreter.recentBuiltinSlots - 1)
        if let recent = recentBuiltinFunctions[slot], recent.name == name { return recent }
        let found: BuiltinFunction
        if let known = builtinFunctions[name] {
            found = known
        } else {
            found = BuiltinFunction(name: name, isKernelMethod: Interpreter.kernelNameSet.contains(name), action: actions[name])
            builtinFunctions[name] = found
        }
        recentBuiltinFunctions[slot] = found
        return found
    }

    /// Returns nil when `name` is not a Kernel method, so dispatch goes on to the actions.
    func callKernel(_ name: String, _ arguments: Arguments, at location: SourceLocation, scope: Scope?) throws -> Value? {
        guard Interpreter.kernelNameSet.contains(name), let value = try callKernelMethod(name, arguments, at: location, scope: scope)
        else { return nil }
        try Limits.checkGrowth(value, self)
        return value
    }

    /// The Kernel method `name` is known to name; nil when the call is none after all (`require_relative`
    /// without an argument), so dispatch goes on to the actions.
    func callKernelMethod(_ name: String, _ arguments: Arguments, at location: SourceLocation, scope: Scope?) throws -> Value? {
        let positional = arguments.positional
        let main = Value.object(templateObject)
        switch name {
        case "puts":
            var out = ""
            if positional.isEmpty && arguments.keywords == nil { out = "\n" }
            for value in arguments.positionalWithOptionsHash { try appendPutsLines(value, to: &out, at: location, depth: 0) }
            host.write(out)
            return .nil
        case "print":
            host.write(try arguments.positionalWithOptionsHash.map { try toS($0, at: location) }.joined())
            return .nil
        case "p", "pp":
            let values = arguments.positionalWithOptionsHash
            if !values.isEmpty { host.write(values.map { $0.inspect + "\n" }.joined()) }
            return values.isEmpty ? .nil : (values.count == 1 ? values[0] : .arr(values))
        case "warn":
            let text = try positional.map { try toS($0, at: location) }.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
            host.write(text)
            return .nil
        case "require":
            // A path, as `require File.join(__dir__, "helpers")` or `Dir[…].each { |f| require f }` make
            // it, loads that file once. (`./x` is taken beside the requiring file: Ruby takes it from the
            // working folder, which is that folder when a template's own path is relative.) A name is a
            // library the runner language has built in, or a file of a `$LOAD_PATH` folder; any other is
            // Ruby's LoadError, where the require is.
            guard let first = positional.first else { return nil }
            let path = try toS(first, at: location)
            if path.hasPrefix("/") || path.hasPrefix("./") || path.hasPrefix("../") {
                return try requireFile(path, at: location, from: scope?.file ?? currentFile)
            }
            return try requireLibrary(path, at: location, from: scope?.file ?? currentFile)
        case "load":
            // `load PATH`: the file runs every time (`require` runs it once).
            guard let first = positional.first else { return nil }
            return try loadFile(try toS(first, at: location), at: location, from: scope?.file ?? currentFile)
        case "require_relative":
            guard let first = positional.first else { return nil }
            return try requireRelative(try toS(first, at: location), at: location, from: scope?.file ?? currentFile)
        case "raise", "fail":
            try raiseError(arguments, at: location)
        case "loop": return try loopBlock(arguments, at: location)
        case "lambda", "proc":
            guard let block = arguments.block else {
                throw error("ArgumentError", "tried to create Proc object without a block", at: location)
            }
            return .proc(block)
        case "block_given?":
            return .bool(scope?.activation.block != nil)
        case "format", "sprintf", "printf":
            guard let first = positional.first else {
                throw error("ArgumentError", "too few arguments", at: location)
            }
            let text = try Builtins.format(try toS(first, at: location), Array(arguments.positionalWithOptionsHash.dropFirst()), self)
            if name == "printf" {
                host.write(text)
                return .nil
            }
            return .str(text)
        case "Integer", "Float", "String", "Array", "Hash":
            guard positional.count >= 1 else { return nil }
            return try Conversions.convert(name, positional[0], self, at: location)
        case "rand": return try random(positional.first, at: location)
        case "srand": return .integer(0)
        case "sleep":
            let seconds: Double
            switch positional.first {
            case .integer(let n)?: seconds = Double(n)
            case .float(let f)?: seconds = f
            default: seconds = 0
            }
            guard seconds.isFinite, seconds >= 0 else {
                throw error("ArgumentError", "time interval must not be negative or infinite", at: location)
            }
            // Real but capped: a template waiting for a server should not stall a generation.
            let slept = min(seconds, 1)
            Thread.sleep(forTimeInterval: slept)
            if Self.deadlinePassed { throw Self.timedOut(at: location) }
            return .integer(Int(min(seconds, 1e9).rounded()))
        case "catch": return try catchBlock(arguments, at: location)
        case "throw":
            guard let tag = positional.first else { throw error("ArgumentError", "wrong number of arguments (given 0, expected 1..2)", at: location) }
            // Like Ruby, a throw no catch is waiting for is an ordinary (rescuable) error at the throw.
            guard activeCatchTags.contains(where: { Value.isEql($0, tag) }) else {
                throw error("UncaughtThrowError", "uncaught throw \(tag.inspect)", at: location)
            }
            throw ThrowSignal(tag: tag, value: positional.count > 1 ? positional[1] : .nil, location: location)
        case "__dir__":
            guard let path = scope?.file.path ?? currentFile?.path else { return .nil }
            // Ruby's __dir__ is always absolute, even when the file was run by a relative path.
            let directory = (path as NSString).deletingLastPathComponent
            return .str(host.expandPath(directory.isEmpty ? "." : directory, relativeTo: nil))
        case "__method__":
            return scope?.activation.methodName.map { .symbol($0) } ?? .nil
        case "respond_to?", "send", "public_send", "__send__", "method", "tap", "then", "itself", "is_a?", "kind_of?",
             "nil?", "class", "to_s", "inspect", "freeze", "frozen?":
            if name == "respond_to?", let first = positional.first { return .bool(isCallable(try methodName(first, at: location))) }
            if name == "method", let first = positional.first { return .proc(try methodObject(try methodName(first, at: location), at: location)) }
            if name == "to_s" || name == "inspect" { return .str("main") }
            if name == "frozen?" { return .false }
            if name == "freeze" { return main }
            // Not `send(main, …)`: that dispatches receiver-less calls back here.
            if let value = try reflectiveMethod(main, name, arguments, at: location) { return value }
            if let value = try universalMethod(main, name, arguments, at: location) { return value }
            throw noMethod(main, name, at: location)
        case "instance_variable_get":
            guard let first = positional.first else { return nil }
            return instanceVariables[Interpreter.bare(try methodName(first, at: location), "@")] ?? .nil
        case "instance_variable_set":
            guard positional.count == 2 else { return nil }
            instanceVariables[Interpreter.bare(try methodName(positional[0], at: location), "@")] = positional[1]
            return positional[1]
        case "instance_variable_defined?":
            guard let first = positional.first else { return nil }
            return .bool(instanceVariables[Interpreter.bare(try methodName(first, at: location), "@")] != nil)
        case "instance_variables":
            return .arr(instanceVariables.keys.sorted().map { .symbol("@" + $0) })
        case "local_variables":
            return .arr((scope?.allNames ?? []).filter { !$0.hasPrefix("_") || $0.count > 2 }.map { .symbol($0) })
        case "global_variables":
            return .arr(globals.keys.sorted().map { .symbol("$" + $0) })
        case "caller":
            return .arr(callSites.reversed().map { .str("\($0.file):\($0.line)") })
        case "alias_method":
            guard positional.count == 2 else { return nil }
            try aliasMethod(try methodName(positional[0], at: location), try methodName(positional[1], at: location), at: location)
            return positional[0]
        case "define_method":
            guard let first = positional.first, let block = arguments.block ?? { if case .proc(let p)? = positional.dropFirst().first { return p } else { return nil } }() else {
                throw error("ArgumentError", "tried to create Proc object without a block", at: location)
            }
            let methodName = try methodName(first, at: location)
            procMethods[methodName] = block
            return .symbol(methodName)
        case "include", "extend":
            return try includeInMain(arguments, at: location)
        case "private", "public", "protected", "module_function":
            // Visibility has no meaning for a template's own methods; accepted so copied snippets run.
            return positional.first ?? .nil
        case "exit", "abort":
            // The host tells a clean stop (`exit`, `exit 0`, `exit true`: code "exit") from a failing one
            // (`exit 1`, `exit false`, `abort`: code "exit-failure").
            if name == "abort" {
                let message = try positional.first.map { try toS($0, at: location) } ?? "exit"
                if !positional.isEmpty { host.write(message + "\n") }
                throw error("SystemExit", message, at: location, code: .exitFailure)
            }
            let succeeded: Bool
            switch positional.first {
            case .none, .bool(true)?, .integer(0)?: succeeded = true
            default: succeeded = false
            }
            throw error("SystemExit", "exit", at: location, code: succeeded ? .exit : .exitFailure)
        case "binding":
            guard let scope else { return nil }
            return .object(BindingObject(scope: scope, receiver: scope.activation.selfValue ?? .object(templateObject)))
        default:
            throw error("NotImplementedError", "\(name) is not supported in templates", at: location, code: .unsupported)
        }
    }

    /// `puts`: arrays one element per line (recursively; an empty array prints nothing), nil as an empty line,
    /// no doubled newline.
    func appendPutsLines(_ value: Value, to out: inout String, at location: SourceLocation, depth: Int) throws {
        if case .array(let array) = value, depth < 64 {
            for element in array.elements { try appendPutsLines(element, to: &out, at: location, depth: depth + 1) }
            return
        }
        let text = value.isNil ? "" : try toS(value, at: location)
        out += text
        if !text.hasSuffix("\n") { out += "\n" }
    }

    private func loopBlock(_ arguments: Arguments, at location: SourceLocation) throws -> Value {
        guard let block = arguments.block else {
            throw error("ArgumentError", "loop requires a block in templates", at: location)
        }
        while true {
            do {
                _ = try block.call([])
            } catch let failure as RuntimeError where failure.className == "StopIteration" {
                return .nil
            }
        }
    }

    private func catchBlock(_ arguments: Arguments, at location: SourceLocation) throws -> Value {
        let tag = arguments.positional.first ?? .object(ObjectValue())
        guard let block = arguments.block else {
            throw error("LocalJumpError", "no block given", at: location)
        }
        activeCatchTags.append(tag)
        defer { activeCatchTags.removeLast() }
        do {
            return try block.call([tag])
        } catch let signal as ThrowSignal where Value.isEql(signal.tag, tag) {
            return signal.value
        }
    }

    private func random(_ limit: Value?, at location: SourceLocation) throws -> Value {
        switch limit {
        case .none, .nil?: return .float(Double.random(in: 0..<1))
        case .integer(let n)? where n != Int.min:
            return n == 0 ? .float(Double.random(in: 0..<1)) : .integer(Int.random(in: 0..<abs(n)))
        case .float(let f)? where f.isFinite:
            return f == 0 ? .float(Double.random(in: 0..<1)) : .float(Double.random(in: 0..<abs(f)))
        case .range(let range)?:
            if case .integer(let low) = range.lower, case .integer(let high) = range.upper {
                let top = range.exclusive ? high - 1 : high
                return top < low ? .nil : .integer(Int.random(in: low...top))
            }
            throw error("ArgumentError", "invalid argument - \(range.lower.inspect)..\(range.upper.inspect)", at: location)
        default:
            throw error("ArgumentError", "invalid argument - \(limit?.inspect ?? "nil")", at: location)
        }
    }

    /// `require "/abs/path/x"`: as `require_relative`, with the path named relative to the requiring file's folder.
    func requireFile(_ path: String, at location: SourceLocation, from file: FileContext?) throws -> Value {
        guard let file else { throw error("LoadError", "cannot load such file -- \(path)", at: location) }
        let folder = (file.path as NSString).deletingLastPathComponent
        let directory = host.expandPath(folder.isEmpty ? "." : folder, relativeTo: nil)
        let target = host.expandPath(path, relativeTo: directory)
        guard target.hasPrefix(directory + "/") else { return try requireRelative(target, at: location, from: file) }
        return try requireRelative(String(target.dropFirst(directory.count + 1)), at: location, from: file)
    }

    /// `require NAME`: a built-in library (true the first time, as Ruby), else `NAME.rb` in a folder of
    /// `$LOAD_PATH`, else LoadError naming what is built in.
    func requireLibrary(_ name: String, at location: SourceLocation, from file: FileContext?) throws -> Value {
        if StandardLibrary.provides(name) { return .bool(loadedLibraries.insert(name).inserted) }
        let wanted = name.hasSuffix(".rb") ? name : name + ".rb"
        for folder in loadPath.elements {
            guard case .string(let folder) = folder else { continue }
            let candidate = host.expandPath(wanted, relativeTo: folder.value)
            if (try? host.fileKind(candidate, at: location)) == .file { return try requireRelative(candidate, at: location, from: file ?? file0(location)) }
        }
        throw error("LoadError", "cannot load such file -- \(name) (templates have these libraries built in: \(StandardLibrary.names.joined(separator: ", ")); " +
                    "a file of the template is loaded by its path, require_relative or $LOAD_PATH)", at: location)
    }

    /// `load PATH`: the file (absolute, in a `$LOAD_PATH` folder, or beside the loading file) run again each time.
    func loadFile(_ path: String, at location: SourceLocation, from file: FileContext?) throws -> Value {
        var candidates = [String]()
        if path.hasPrefix("/") {
            candidates = [path]
        } else {
            for folder in loadPath.elements { if case .string(let f) = folder { candidates.append(host.expandPath(path, relativeTo: f.value)) } }
            let directory = ((file?.path ?? "") as NSString).deletingLastPathComponent
            candidates.append(host.expandPath(path, relativeTo: directory.isEmpty ? nil : directory))
        }
        guard let found = candidates.first(where: { (try? host.fileKind($0, at: location)) == .file }) else {
            throw error("LoadError", "cannot load such file -- \(path)", at: location)
        }
        // `load` runs the file whether or not it was required, and does not count as requiring it.
        let required = loadedFiles.remove(found) != nil
        defer { if !required { loadedFiles.remove(found) } else { loadedFiles.insert(found) } }
        return try requireRelative(found, at: location, from: file ?? file0(location))
    }

    /// A file context for a load with no file of its own to be relative to (an absolute path).
    private func file0(_ location: SourceLocation) -> FileContext {
        FileContext(path: "/", source: SourceText(path: location.file, text: ""))
    }

    /// `$LOAD_PATH` (and `$:`), the folders `require NAME` searches.
    var loadPath: ArrayBox {
        if case .array(let list)? = globals["LOAD_PATH"] { return list }
        let list = ArrayBox()
        globals["LOAD_PATH"] = .array(list)
        globals[":"] = .array(list)
        return list
    }

    /// `require_relative 'x'`: runs `x.rb` beside the current file once; errors are located in that file.
    func requireRelative(_ path: String, at location: SourceLocation, from file: FileContext?) throws -> Value {
        guard let file else { throw error("LoadError", "cannot infer basepath", at: location) }
        let name = path.hasSuffix(".rb") ? path : path + ".rb"
        let directory = (file.path as NSString).deletingLastPathComponent
        let realPath = host.expandPath(name, relativeTo: directory.isEmpty ? "." : directory)
        if loadedFiles.contains(realPath) { return .false }
        let text: String
        do {
            text = try host.readCode(realPath, at: location)
        } catch var failure as RuntimeError {
            // A runner's own file is a template source: the same fault `check` reports as missing-source.
            if failure.code == .missingFile { failure.code = .missingSource }
            throw located(failure, at: location)
        } catch let failure as Diagnostic {
            throw error("LoadError", failure.message, at: location)
        }
        loadedFiles.insert(realPath)
        let displayDirectory = (file.source.path as NSString).deletingLastPathComponent
        let displayPath = Interpreter.normalize(displayDirectory.isEmpty ? name : displayDirectory + "/" + name)
        let program = try parsedPrograms.parse(SourceText(path: displayPath, text: text))
        _ = try runFile(program, file: FileContext(path: realPath, source: program.source))
        return .true
    }

    /// `a/./b/../c` → `a/c`, keeping leading `..` that cannot be resolved.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
