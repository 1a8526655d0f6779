import Diagnostics
import Foundation
import RunnerLanguage

/// Edits of existing files: `insert_into_file`/`inject_into_file` (and their `!` variants),
/// `append_to_file`/`append_file`, `prepend_to_file`/`prepend_file`, `gsub_file` (and `gsub_file!`),
/// `comment_lines`, `uncomment_lines`. Status lines exactly as Thor 1.2.1 prints them; an edit that
/// finds nothing to edit adds a note on standard error naming the anchor or pattern (an error under
/// `--strict` or with `!`).
public enum EditActions {
    static let definitions: [ActionDefinition] = [
        ActionDefinition(
            ["insert_into_file", "inject_into_file", "insert_into_file!", "inject_into_file!"],
            ActionSignature(required: 1, optional: 2, keywords: ["after", "before", "force", "verbose"], takesBlock: true)
        ) { run, a in
            let anchor: Anchor
            // The location is read from `call` only for a refused anchor (a closure over `a`
            // itself would copy the whole call).
            let call = a.call
            if let after = a.option("after") {
                anchor = try Anchor(after, placement: .after, at: call.location)
            } else if let before = a.option("before") {
                anchor = try Anchor(before, placement: .before, at: call.location)
            } else {
                anchor = .end
            }
            // The names are the four above: the last byte tells the `!` forms (no Character comparison).
            return try insertIntoFile(run.context, a, action: a.name, anchor: anchor, strict: a.name.utf8.last == UInt8(ascii: "!"))
        },
        // Thor's inject_into_class/inject_into_module: insert_into_file after
        // `/class NAME\n|class NAME .*\n/` (the name as a pattern, unescaped, as Thor writes it).
        ActionDefinition(
            ["inject_into_class", "inject_into_module"],
            ActionSignature(required: 2, optional: 1, keywords: ["force", "verbose"], takesBlock: true)
        ) { run, a in
            let word = a.name == "inject_into_class" ? "class" : "module"
            let name = try a.requiredText(1, "the \(word) name")
            let source = "\(word) \(name)\n|\(word) \(name) .*\n"
            let regex: NSRegularExpression
            do { regex = try NSRegularExpression(pattern: source) } catch {
                throw ActionError.argument("\(a.name): \(name) does not make a valid pattern", at: a.location)
            }
            let anchor = Anchor.pattern(regex, .after, description: "after: /\(source.replacingOccurrences(of: "\n", with: "\\n"))/")
            return try insertIntoFile(run.context, a, action: "insert_into_file", anchor: anchor, strict: false, dataIndex: 2)
        },
        // Thor's append_to_file sets `before: /\z/` and hands on the rest of its options, so an
        // `after:` given to it wins (insert_into_file prefers `after`): the text goes after that match.
        ActionDefinition(["append_to_file", "append_file"], appendSignature) { run, a in
            let call = a.call
            let anchor = try a.option("after").map { try Anchor($0, placement: .after, at: call.location) } ?? .end
            return try insertIntoFile(run.context, a, action: a.name, anchor: anchor, strict: false)
        },
        // prepend_to_file sets `after: /\A/` over whatever was given: it always prepends.
        ActionDefinition(["prepend_to_file", "prepend_file"], endsSignature) { run, a in
            try insertIntoFile(run.context, a, action: a.name, anchor: .start, strict: false)
        },
        ActionDefinition(
            ["gsub_file", "gsub_file!"], ActionSignature(required: 2, optional: 2, keywords: ["force", "verbose"], takesBlock: true)
        ) { run, a in
            try gsubFile(run.context, a, action: a.name, strict: a.name.hasSuffix("!"))
        },
        ActionDefinition("comment_lines", ActionSignature(required: 2, optional: 1, keywords: ["force", "verbose"])) { run, a in
            try commentLines(run.context, a, action: a.name, commenting: true)
        },
        ActionDefinition("uncomment_lines", ActionSignature(required: 2, optional: 1, keywords: ["force", "verbose"])) { run, a in
            try commentLines(run.context, a, action: a.name, commenting: false)
        },
    ]

    private static let endsSignature = ActionSignature(required: 1, optional: 2, keywords: ["force", "verbose"], takesBlock: true)
    /// append_to_file's own `before: /\z/` replaces a `before:` given to it; an `after:` is used.
    private static let appendSignature = ActionSignature(required: 1, optional: 2, keywords: ["after", "force", "verbose"], takesBlock: true)

    /// The target file of an edit, or nil (with nothing printed) when it is missing under pretend.
    /// A missing file is an error otherwise: Thor's `does not appear to exist`, located at the call.
    static func target(_ context: ActionContext, _ a: ActionCall, _ given: String) throws -> (path: String, display: String, text: String)? {
        let path = try context.workspace.resolve(given, for: .write, at: a.location)
        let display = context.workspace.display(given)
        try BinaryEdits.refuseText(context, a, path)
        guard let text = try context.workspace.read(path) else {
            try missingTarget(context, a, display: display)
            return nil
        }
        return (path, display, text)
    }

    /// An edit whose file does not exist: nothing under `--pretend`; after a skipped command (which
    /// may have been what would make it) the edit is skipped with a warning naming that command, so
    /// `--no-run` still finishes; otherwise Thor's error, located at the call.
    static func missingTarget(_ context: ActionContext, _ a: ActionCall, display: String) throws {
        if context.options.pretend { return }
        guard let skipped = context.skippedCommands.last else { throw ActionError.missingFile(display, at: a.location) }
        var note = a.call.error(
            "RuntimeError", "\(a.name) skipped: \(display) does not exist, and '\(skipped)', which may have made it, was skipped").diagnostic
        note.severity = .warning
        note.code = .commandSkipped
        context.log.note(note)
    }

    /// Thor 1.2.1's status when `insert_into_file` changes nothing — the anchor matches nowhere, or
    /// the text is already in the file: its warning stands in the status column, in red.
    static let thorUnchangedStatus = "File unchanged! The supplied flag value not found!"

    /// Why an insertion changed nothing.
    enum NoChange {
        case anchorNotFound(String)
        case alreadyThere
    }

    /// An insertion that changed nothing, as Thor prints it: its red warning line (none with
    /// `verbose: false`, which the Rails helpers pass). What Thor's words hide follows as a note on
    /// standard error: the anchor that was not found (a warning; an error under `--strict` and for
    /// the `!` forms, before anything is printed), or that the text was there (only beside a line).
    static func insertionUnchanged(
        _ context: ActionContext, _ a: ActionCall, action: String, display: String, _ reason: NoChange, strict: Bool,
        verbose: Bool? = nil
    ) throws {
        let verbose = verbose ?? a.verbose
        switch reason {
        case .anchorNotFound(let anchor):
            if strict || context.options.strict { throw ActionError.unchanged(action, display, anchor: anchor, at: a.location) }
            if verbose { context.log.status(thorUnchangedStatus, display, color: .red) }
            note(context, a, .warning, "\(action) changed nothing in \(display): \(anchor) not found")
        case .alreadyThere:
            guard verbose else { return }
            context.log.status(thorUnchangedStatus, display, color: .red)
            note(context, a, .note, "\(action) changed nothing in \(display): the text is already there")
        }
    }

    /// `gsub_file`/`comment_lines` whose pattern matches nowhere: Thor's `gsub  FILE` (printed by the
    /// caller, as Thor prints it whatever matched), then a warning note naming the pattern; an error
    /// under `--strict` and for `gsub_file!`.
    static func substitutionUnchanged(
        _ context: ActionContext, _ a: ActionCall, action: String, display: String, pattern: String, strict: Bool
    ) throws {
        if strict || context.options.strict { throw ActionError.unchanged(action, display, anchor: pattern, at: a.location) }
        if a.verbose { context.log.status("gsub", display) }
        note(context, a, .warning, "\(action) changed nothing in \(display): \(pattern) not found")
    }

    /// A note located at the call, with its source line.
    private static func note(_ context: ActionContext, _ a: ActionCall, _ severity: Severity, _ message: String) {
        var diagnostic = a.call.error("RuntimeError", message).diagnostic
        diagnostic.severity = severity
        diagnostic.code = .unchanged
        context.log.note(diagnostic)
    }

    /// `dataIndex`: where the text is when no block gives it (after the class name for `inject_into_class`).
    static func insertIntoFile(
        _ context: ActionContext, _ a: ActionCall, action: String, anchor: Anchor, strict: Bool, dataIndex: Int = 1
    ) throws -> Value {
        let given = try a.requiredText(0, "the file")
        // Thor evaluates the block before looking at the file.
        let data = try a.blockText() ?? a.text(dataIndex) ?? ""
        if let done = try bufferedInsert(context, a, given: given, data: data, action: action, anchor: anchor, strict: strict) {
            return done
        }
        guard let file = try target(context, a, given) else { return .nil }
        let workspace = context.workspace
        let status = anchor.status
        if !(a.flag("force") ?? false), try workspace.contains(file.path, data) {
            try insertionUnchanged(context, a, action: action, display: file.display, .alreadyThere, strict: strict)
            return .nil
        }
        switch anchor {
        case .end:
            // Appending in place keeps thousands of appends to one file linear.
            try workspace.append(file.path, data)
        case .start:
            try workspace.write(file.path, data + file.text)
        case .pattern, .literal:
            guard let (regex, placement, description) = try anchor.regexForm(at: a.location) else { return .nil }
            guard let out = Anchor.insert(data, at: regex, placement: placement, in: file.text) else {
                try insertionUnchanged(context, a, action: action, display: file.display, .anchorNotFound(description), strict: strict)
                return .nil
            }
            try workspace.write(file.path, out)
        }
        if a.verbose { context.log.status(status, file.display) }
        return .nil
    }

    static func gsubFile(_ context: ActionContext, _ a: ActionCall, action: String, strict: Bool) throws -> Value {
        let given = try a.requiredText(0, "the file")
        guard a.positional.count >= 2 else { throw ActionError.argument("gsub_file needs a pattern", at: a.location) }
        let flag = a.positional[1]
        let path = try context.workspace.resolve(given, for: .write, at: a.location)
        if let data = try BinaryEdits.bytes(context, path) {
            return try BinaryEdits.gsub(context, a, path: path, display: context.workspace.display(given), data: data)
        }
        guard let file = try target(context, a, given) else {
            // Thor prints the status even when pretending, without reading the file.
            if a.verbose { context.log.status("gsub", context.workspace.display(given)) }
            return .nil
        }
        let description: String
        let found: Bool
        switch flag {
        case .regexp(let r):
            description = "/\(r.source)/\(r.options)"
            found = r.compiled.firstMatch(in: file.text, range: NSRange(location: 0, length: (file.text as NSString).length)) != nil
        case .string(let s):
            description = "\"\(s.value)\""
            found = try context.workspace.contains(file.path, s.value)
        default:
            throw ActionError.argument("gsub_file needs a String or Regexp pattern, got \(flag.className)", at: a.location)
        }
        guard found else {
            try substitutionUnchanged(context, a, action: action, display: file.display, pattern: description, strict: strict)
            return .nil
        }
        if a.verbose { context.log.status("gsub", file.display) }
        // The runner language's own String#gsub does the work, so replacement strings (`\1`,
        // `\k<name>`) and blocks (with `$~`, `$1`) behave exactly as in a template's own code.
        let replaced = try a.call.send(
            .str(file.text), "gsub", Arguments(positional: Array(a.positional[1...]), block: a.block))
        guard case .string(let result) = replaced else {
            throw ActionError.argument("gsub returned \(replaced.className), expected a String", at: a.location)
        }
        try context.workspace.write(file.path, result.value)
        return .nil
    }

    /// Thor's `comment_lines`/`uncomment_lines`: a gsub over every line containing the flag.
    static func commentLines(_ context: ActionContext, _ a: ActionCall, action: String, commenting: Bool) throws -> Value {
        let given = try a.requiredText(0, "the file")
        guard a.positional.count >= 2 else { throw ActionError.argument("\(action) needs a file and a pattern", at: a.location) }
        let flagSource: String
        switch a.positional[1] {
        case .regexp(let r): flagSource = r.source
        case let other: flagSource = try ActionCall.text(other, at: a.location) ?? ""
        }
        let pattern = commenting ? "^(\\s*)([^#\\n]*\(flagSource))" : "^(\\s*)#[ \\t]*(.*\(flagSource))"
        let regex: NSRegularExpression
        do { regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) } catch {
            throw ActionError.argument("\(action): not a valid pattern: \(flagSource)", at: a.location)
        }
        let path = try context.workspace.resolve(given, for: .write, at: a.location)
        if let data = try BinaryEdits.bytes(context, path) {
            return try BinaryEdits.commentLines(
                context, a, regex: regex, template: commenting ? "$1# $2" : "$1$2", path: path, display: context.workspace.display(given), data: data)
        }
        guard let file = try target(context, a, given) else {
            if a.verbose { context.log.status("gsub", context.workspace.display(given)) }
            return .nil
        }
        let range = NSRange(location: 0, length: (file.text as NSString).length)
        guard regex.firstMatch(in: file.text, range: range) != nil else {
            try substitutionUnchanged(context, a, action: action, display: file.display, pattern: "/\(flagSource)/", strict: false)
            return .nil
        }
        if a.verbose { context.log.status("gsub", file.display) }
        let result = regex.stringByReplacingMatches(in: file.text, range: range, withTemplate: commenting ? "$1# $2" : "$1$2")
        try context.workspace.write(file.path, result)
        return .nil
    }
}

/// Where `insert_into_file` puts its text: at the end (`append`), the start (`prepend`), or after
/// or before every match of a string or regexp (`insert`).
enum Anchor {
    enum Placement { case after, before }

    case end
    case start
    case pattern(NSRegularExpression, Placement, description: String)
    /// A String anchor, matched as written. Its regexp is compiled only when the plain path needs
    /// it (`BufferedEdits` matches it byte for byte), and its description only when printed:
    /// a callback injecting once per gem would otherwise compile thousands of identical regexps.
    case literal(String, Placement)

    init(_ value: Value, placement: Placement, at location: @autoclosure () -> SourceLocation) throws {
        let name = placement == .after ? "after" : "before"
        switch value {
        // A Symbol is its name, escaped, as Thor 1.2.1 takes it (`before: :start` is the text
        // "start", wherever it is; /\A/ and /\z/ are the ends of the file).
        case .regexp(let r):
            // Thor's append/prepend use /\z/ and /\A/: treat them as such, with their statuses.
            if r.source == "\\z" { self = .end; return }
            if r.source == "\\A" { self = .start; return }
            self = .pattern(r.compiled, placement, description: "\(name): /\(r.source)/\(r.options)")
        default:
            guard let text = try ActionCall.text(value, at: location()) else {
                throw ActionError.argument("\(name): needs a String or Regexp", at: location())
            }
            self = .literal(text, placement)
        }
    }

    /// Thor's `inject_into_file`: `content.gsub!(/anchor/) { "\\0" + text }` (or `text + "\\0"`),
    /// i.e. the text goes after (or before) EVERY match. nil when the anchor matches nowhere.
    static func insert(_ text: String, at regex: NSRegularExpression, placement: Placement, in content: String) -> String? {
        let source = content as NSString
        let matches = regex.matches(in: content, range: NSRange(location: 0, length: source.length))
        guard !matches.isEmpty else { return nil }
        var out = ""
        var position = 0
        for match in matches {
            let cut = placement == .after ? NSMaxRange(match.range) : match.range.location
            out += source.substring(with: NSRange(location: position, length: cut - position)) + text
            position = cut
        }
        return out + source.substring(from: position)
    }

    /// How an `unchanged` status names a String anchor: `after: "text"`.
    static func description(ofLiteral text: String, _ placement: Placement) -> String {
        "\(placement == .after ? "after" : "before"): \(StringText.inspect(text))"
    }

    /// The anchor as a regexp with its placement and description; nil for `.end` and `.start`.
    func regexForm(at location: SourceLocation) throws -> (NSRegularExpression, Placement, String)? {
        switch self {
        case .end, .start: return nil
        case .pattern(let regex, let placement, let description): return (regex, placement, description)
        case .literal(let text, let placement):
            let regex: NSRegularExpression
            do { regex = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: text)) } catch {
                throw ActionError.argument("not a valid anchor: \(StringText.inspect(text))", at: location)
            }
            return (regex, placement, Self.description(ofLiteral: text, placement))
        }
    }

    var status: String {
        switch self {
        case .end: return "append"
        case .start: return "prepend"
        case .pattern, .literal: return "insert"
        }
    }

    /// A String anchor as Ruby's `inspect` shows it.
    static func quoted(_ text: String) -> String { Value.str(text).inspect }
}
