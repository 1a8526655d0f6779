import Diagnostics
import RunnerLanguage

/// Walks one runner's syntax tree without running it and reports what would fail or surprise at
/// run time: unknown methods and names, undefined constants, bad action calls, missing sources,
/// and the commands it runs.
///
/// Locals follow Ruby's scoping: a `def` body starts a new scope, a block or lambda sees the
/// locals around it, and parameters, assignments (also multiple ones), `rescue => e` and `for`
/// variables bind names. The parser already tells a local read from a call the same way; the
/// analyzer keeps its own scopes to skip names a run would find as locals and to suggest them.
struct StaticAnalyzer: SyntaxWalk {
    static let maximumDepth = 2_000

    let vocabulary: CheckVocabulary
    let definitions: TemplateDefinitions
    let sources: SourceReferenceAnalysis
    /// The real path of the file analysed (`__dir__`, `require_relative`).
    let file: String
    let source: SourceText
    private(set) var findings: [Diagnostic] = []
    /// Checking before `new`/`apply`: an error in code that may never run (a branch, a `rescue`, a
    /// method or lambda body) is reported as a warning, so only what is certain to fail stops a run.
    /// `bootstrap check` keeps it an error.
    let beforeRun: Bool
    /// How many enclosing constructs may keep the code being walked from running.
    private var uncertainDepth = 0
    /// The real paths of the ERB sources (files or folders) the walked calls render, and whether a
    /// call that renders it always runs (not in a branch, a `rescue`, a method or block body).
    private(set) var renderedSources: [(path: String, certain: Bool)] = []
    /// The questions the walked calls ask (`ask`, `yes?`, `no?`), for checking answers before a run.
    private(set) var questions = QuestionInventory()

    private var locals = LocalScopes()
    /// The project folder `inside` made current, relative to the root; nil when it is computed.
    private var insideDirectory: String? = ""
    /// Inside a `begin` whose `rescue` names NameError or NoMethodError: an unknown name there is handled.
    private var rescuingNameErrors = 0
    /// The `def` being walked, innermost last: what `super` in it reaches.
    private var methodNames: [String] = []
    /// How many `class`/`module` bodies enclose the code: there `attr_accessor`, `include`, `super` … are the module's.
    private var moduleDepth = 0
    /// How many of those are `class` bodies: the actions are not methods of a template class.
    private var classDepth = 0
    /// Names a surrounding `if defined?(name)` / `if respond_to?(:name)` checked before using them.
    private var guardedNames: [String: Int] = [:]
    private var calledNames = CalledNames()
    /// Past an `apply` of a file the check cannot read (a URL, a computed path): that file may
    /// define the methods and constants used after it, so their absence is not certain.
    private var afterUnreadFile = false
    private static let namesAFileMayDefine: Set<DiagnosticCode> = [.undefinedName, .unknownMethod, .undefinedConstant]

    init(
        vocabulary: CheckVocabulary, definitions: TemplateDefinitions, sources: SourceReferenceAnalysis, file: String, source: SourceText,
        beforeRun: Bool = false, mayNotRun: Bool = false
    ) {
        self.beforeRun = beforeRun
        uncertainDepth = mayNotRun ? 1 : 0
        self.vocabulary = vocabulary
        self.definitions = definitions
        self.sources = sources
        self.file = file
        self.source = source
    }

    mutating func analyze(_ program: Program) {
        if let body = program.body { walk(body, depth: 0) }
    }

    private mutating func report(_ finding: Diagnostic) {
        var finding = finding
        if beforeRun, uncertainDepth > 0, finding.severity == .error {
            finding.severity = .warning
            finding.message += " (in code that may not run)"
        } else if beforeRun, afterUnreadFile, finding.severity == .error, Self.namesAFileMayDefine.contains(finding.code) {
            finding.severity = .warning
            finding.message += " (the file an earlier `apply` runs may define it)"
        }
        findings.append(finding)
    }

    /// Walks code that may never run (see `beforeRun`).
    private mutating func walkUncertain(_ node: Node?, depth: Int) {
        guard let node else { return }
        uncertainDepth += 1
        walk(node, depth: depth + 1)
        uncertainDepth -= 1
    }

    // MARK: - Walking

    private mutating func walk(_ node: Node, depth: Int) {
        guard depth < StaticAnalyzer.maximumDepth else { return }
        switch node.kind {
        case .assign(let target, _), .operatorAssign(let target, _, _):
            locals.declare(target)
            checkSelfSetter(target, node)
            walkChildren(node, depth: depth)
        case .multipleAssign(let targets, _):
            for target in targets { locals.declare(target) }
            walkChildren(node, depth: depth)
        case .for(let target, _, _):
            // `for` binds its variable in the enclosing scope: it is no block.
            locals.declare(target)
            walkChildren(node, depth: depth)
        case .constant(let scope, let name, _):
            if let scope {
                walk(scope, depth: depth + 1)
            } else {
                checkConstant(name, at: node)
            }
        case .defined:
            // `defined?(x)` asks whether x exists: an unknown name there is the point, not a defect.
            return
        case .if(let condition, let then, let otherwise):
            walk(condition, depth: depth + 1)
            let guarded = StaticAnalyzer.guardedNames(in: condition)
            for name in guarded { guardedNames[name, default: 0] += 1 }
            walkUncertain(then, depth: depth)
            for name in guarded { guardedNames[name, default: 1] -= 1 }
            walkUncertain(otherwise, depth: depth)
        case .case(let subject, let whens, let otherwise):
            if let subject { walk(subject, depth: depth + 1) }
            for clause in whens {
                for value in clause.values { walkUncertain(value, depth: depth) }
                walkUncertain(clause.body, depth: depth)
            }
            walkUncertain(otherwise, depth: depth)
        case .and(let left, let right), .or(let left, let right):
            walk(left, depth: depth + 1)
            walkUncertain(right, depth: depth)
        case .while(let condition, let body, _, let doWhile):
            walk(condition, depth: depth + 1)
            // `begin … end while` runs its body once before asking.
            if doWhile, let body { walk(body, depth: depth + 1) } else { walkUncertain(body, depth: depth) }
        case .call(let call):
            walkCall(call, node, depth: depth)
        case .sequence(let statements):
            for statement in statements { walk(statement, depth: depth + 1) }
        case .commandString(let parts):
            for finding in CommandInventory.findings(forCommandString: parts, at: node, source: source) { report(finding) }
            walkChildren(node, depth: depth)
        case .methodDefinition(let definition):
            let saved = insideDirectory
            insideDirectory = ""
            methodNames.append(definition.name)
            defer { methodNames.removeLast() }
            // A method runs only if it is called.
            uncertainDepth += 1
            locals.push(methodBoundary: true)
            locals.declareParameters(definition.parameters)
            definition.forEachDefaultNode(into: &self, depth: depth + 1)
            if let body = definition.body { walk(body, depth: depth + 1) }
            locals.pop()
            uncertainDepth -= 1
            insideDirectory = saved
        case .moduleDefinition(let path, let superclass, let body, let isClass):
            // The path names the class being defined; only a scope in front of it (`A::` in `A::B`) is read.
            if case .constant(let scope?, _, _) = path.kind { walk(scope, depth: depth + 1) }
            if let superclass { walk(superclass, depth: depth + 1) }
            if isClass { classDepth += 1 }
            walkModuleBody(body, depth: depth)
            if isClass { classDepth -= 1 }
        case .singletonClassBody(let target, let body):
            walk(target, depth: depth + 1)
            walkModuleBody(body, depth: depth)
        case .lambda(let block):
            uncertainDepth += 1
            walkBlock(block, depth: depth)
            uncertainDepth -= 1
        case .begin(let body, let rescues, let otherwise, let ensure):
            let handlesNames = rescues.contains { clause in
                clause.classes.contains { $0.constantName == "NameError" || $0.constantName == "NoMethodError" }
            }
            if let body {
                if handlesNames { rescuingNameErrors += 1 }
                walk(body, depth: depth + 1)
                if handlesNames { rescuingNameErrors -= 1 }
            }
            for clause in rescues {
                // Exception classes are matched by name, so any name works in a `rescue` list.
                if let variable = clause.variable {
                    locals.declare(variable)
                    variable.forEachNode(into: &self, depth: depth + 1)
                }
                walkUncertain(clause.body, depth: depth)
            }
            if let otherwise { walk(otherwise, depth: depth + 1) }
            if let ensure { walk(ensure, depth: depth + 1) }
        default:
            walkChildren(node, depth: depth)
        }
    }

    /// A class body runs when it is reached, in a scope of its own (no outer locals).
    private mutating func walkModuleBody(_ body: Node?, depth: Int) {
        guard let body else { return }
        moduleDepth += 1
        locals.push(methodBoundary: true)
        walk(body, depth: depth + 1)
        locals.pop()
        moduleDepth -= 1
    }

    private mutating func walkChildren(_ node: Node, depth: Int) {
        node.forEachChild(into: &self, depth: depth + 1)
    }

    mutating func walkChild(_ node: Node, depth: Int) { walk(node, depth: depth) }

    private mutating func walkCall(_ call: Call, _ node: Node, depth: Int) {
        var isFunctionCall = call.receiver == nil
        if let receiver = call.receiver {
            if case .selfReference = receiver.kind { isFunctionCall = true } else { walk(receiver, depth: depth + 1) }
        }
        if isFunctionCall { checkFunctionCall(call, node) }
        if isFunctionCall, call.name == "apply", !definitions.methods.contains("apply"), let target = call.arguments.first,
           sources.followedFile(action: "apply", argument: target, file: file) == nil {
            afterUnreadFile = true
            // The file may ask questions of its own.
            questions.complete = false
        }
        // So may a file loaded by a path the check does not follow (a library's bare name is none).
        if isFunctionCall, call.name == "require_relative" || call.name == "require", let target = call.arguments.first,
           call.name == "require_relative" || target.literalName.map({ $0.hasPrefix(".") || $0.hasPrefix("/") }) ?? true,
           sources.followedFile(action: call.name, argument: target, file: file) == nil {
            questions.complete = false
        }
        for argument in call.arguments { walk(argument, depth: depth + 1) }
        call.keywords?.forEachNode(into: &self, depth: depth + 1)
        if let blockArgument = call.blockArgument { walk(blockArgument, depth: depth + 1) }
        guard let block = call.block else { return }
        let saved = insideDirectory
        if call.receiver == nil, definitions.methods.contains(call.name) == false {
            if call.name == "inside" {
                insideDirectory = nestedInside(call)
            } else if call.name == "in_root" {
                insideDirectory = ""
            }
        }
        walkBlock(block, depth: depth)
        insideDirectory = saved
    }

    private mutating func walkBlock(_ block: BlockLiteral, depth: Int) {
        locals.push(methodBoundary: false)
        locals.declareParameters(block.parameters)
        block.forEachDefaultNode(into: &self, depth: depth + 1)
        if let body = block.body { walk(body, depth: depth + 1) }
        locals.pop()
    }

    /// The folder an `inside "dir" do … end` block works in, relative to the project root.
    private func nestedInside(_ call: Call) -> String? {
        guard let current = insideDirectory, let first = call.arguments.first, let path = first.literalName,
              !path.hasPrefix("/"), !path.contains("..") else { return nil }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.isEmpty || trimmed == "." { return current }
        return current.isEmpty ? trimmed : current + "/" + trimmed
    }

    // MARK: - Checks

    private mutating func checkConstant(_ name: String, at node: Node) {
        guard rescuingNameErrors == 0, guardedNames[name, default: 0] == 0, !vocabulary.constants.contains(name), !definitions.constants.contains(name) else { return }
        var message = "uninitialized constant \(name)"
        let known = vocabulary.constants.filter { !$0.contains("::") }.union(definitions.constants)
        if let suggestion = Suggestions.didYouMean(name, in: known.sorted()) { message += "; \(suggestion)" }
        report(Diagnostic(.error, code: .undefinedConstant, message: message, at: node.location, in: source))
    }

    /// A receiver-less call: a local read, a template method, a Kernel method, then an action, as a run dispatches.
    private mutating func checkFunctionCall(_ call: Call, _ node: Node) {
        let isBareName = call.arguments.isEmpty && call.keywords == nil && call.block == nil
            && call.blockArgument == nil && !call.hasParentheses && call.receiver == nil
        if isBareName, locals.isVisible(call.name) { return }
        let verdict = calledNames.verdict(for: call.name, definitions: definitions, vocabulary: vocabulary)
        if verdict.isDefinedMethod { return }
        if moduleDepth > 0, Interpreter.moduleBodyMethodNames.contains(call.name) || call.name == "super" { return }
        let known = verdict.known
        if known?.isKernelMethod == true {
            if call.name == "require_relative", let argument = call.arguments.first { checkSource(call.name, argument) }
            return
        }
        if classDepth > 0, known?.signature != nil {
            // As in Rails, where the actions are methods of the generator a template runs on: a template
            // class's methods do not have them (a module's may, once included at the top level).
            guard rescuingNameErrors == 0 else { return }
            report(Diagnostic(
                .error, code: .unknownMethod,
                message: "undefined method '\(call.name)' in a template class: actions are methods of the template, not of its classes",
                at: node.location, in: source))
            return
        }
        if let action = known?.action {
            checkAction(call, node, action)
            return
        }
        if let signature = known?.signature {
            checkArguments(call, node, signature)
            return
        }
        guard rescuingNameErrors == 0, guardedNames[call.name, default: 0] == 0 else { return }
        if call.name == "super" {
            // `super` in a template's `def NAME` reaches the Kernel method or action NAME, as a run
            // dispatches it: Rails templates write `Array(super) + [...]` in `def source_paths`.
            if let method = methodNames.last, vocabulary.kernelMethods.contains(method) || vocabulary.actions[method] != nil {
                return
            }
            // Anywhere else it has nothing to reach, but fails only if the method is called: a
            // warning, so such a template still starts.
            report(Diagnostic(
                .warning, code: .unsupportedSuper,
                message: "'super' has no method to call in a template; this fails if it runs",
                at: node.location, in: source))
            return
        }
        var candidates = Array(definitions.methods) + Array(vocabulary.kernelMethods) + Array(vocabulary.actions.keys)
        if isBareName { candidates += locals.visible }
        // Too short a name makes any guess noise (the runtime gives none either).
        let hint = call.name.count < 3 ? "" : Suggestions.didYouMean(call.name, in: candidates.sorted()).map { "; \($0)" } ?? ""
        if isBareName {
            report(Diagnostic(
                .error, code: .undefinedName, message: "undefined local variable or method '\(call.name)'\(hint)",
                at: node.location, in: source))
        } else {
            report(Diagnostic(
                .error, code: .unknownMethod, message: "undefined method '\(call.name)'\(hint)",
                at: node.location, in: source))
        }
    }

    /// `self.name = v` calls the action `name=` when the template defines no such method: one the
    /// run always refuses (`self.behavior = :revoke`) is an error here too.
    private mutating func checkSelfSetter(_ target: AssignTarget, _ node: Node) {
        guard case .attribute(let receiver, let name, _) = target, case .selfReference = receiver.kind, classDepth == 0, moduleDepth == 0,
              !definitions.methods.contains(name + "="), let refusal = vocabulary.names[name + "="]?.action?.definition.refusal else { return }
        report(Diagnostic(.error, code: .unsupported, message: refusal, at: node.location, in: source))
    }

    /// An action call, checked as its table entry says: its arguments, the template source it names,
    /// the command it runs, or the refusal the run always raises.
    private mutating func checkAction(_ call: Call, _ node: Node, _ action: CheckVocabulary.Action) {
        // Read in place through `action` (bound to a local, the entry was copied).
        checkArguments(call, node, action.definition.signature)
        if let refusal = action.definition.refusal {
            report(Diagnostic(.error, code: .unsupported, message: refusal, at: node.location, in: source))
            return
        }
        if let index = action.definition.source, index < call.arguments.count, !hasSplat(call) {
            checkSource(call.name, call.arguments[index])
            if action.definition.rendersSource, let path = sources.existingSource(
                action: call.name, argument: call.arguments[index], file: file, insideDirectory: insideDirectory) {
                renderedSources.append((path, uncertainDepth == 0))
            }
        }
        if QuestionInventory.actions.contains(call.name) { questions.note(call, at: node, source: source) }
        for finding in CommandInventory.findings(for: call, definition: action.definition, at: node, source: source) { report(finding) }
        for finding in DownloadInventory.findings(for: call, definition: action.definition, at: node, source: source) { report(finding) }
    }

    private func hasSplat(_ call: Call) -> Bool {
        call.arguments.contains { if case .splat = $0.kind { return true } else { return false } }
    }

    private mutating func checkSource(_ action: String, _ argument: Node) {
        if let finding = sources.missingSource(
            action: action, argument: argument, file: file, insideDirectory: insideDirectory, source: source) {
            report(finding)
        }
    }

    /// Positional counts as the run checks them (an error), keyword options against the action's list (a warning).
    private mutating func checkArguments(_ call: Call, _ node: Node, _ signature: ActionSignature) {
        let hasSplat = hasSplat(call)
        let hasDoubleSplat = call.keywords?.contains { if case .doubleSplat = $0 { true } else { false } } ?? false
        // The run counts positional arguments only, keywords apart: so does this check.
        let given = call.arguments.count
        if !hasSplat, !signature.accepts(positionalCount: given) {
            report(Diagnostic(
                .error, code: .wrongArguments,
                message: "wrong number of arguments for '\(call.name)' (given \(given), expected \(signature.expectedDescription))",
                at: node.location, in: source))
        }
        // An action without keyword options may read trailing `key: value` pairs as its options hash (`git add: "."`).
        let hashMayBePositional = signature.keywords.isEmpty && signature.accepts(positionalCount: given + 1)
        guard !hashMayBePositional, !signature.acceptsAnyKeyword, !hasDoubleSplat else { return }
        for case .pair(let key, _) in call.keywords ?? [] {
            guard let name = key.literalName, !signature.keywords.contains(name) else { continue }
            var message = "'\(call.name)' takes no option '\(name)'; it is ignored"
            if let suggestion = Suggestions.didYouMean(name, in: signature.keywords) { message += " (\(suggestion))" }
            report(Diagnostic(.warning, code: .unknownOption, message: message, at: key.location, in: source))
        }
    }
}
