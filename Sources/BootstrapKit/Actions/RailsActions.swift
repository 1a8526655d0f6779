import Foundation
import RunnerLanguage

/// Rails 6.1's generator helpers (railties lib/rails/generators/actions.rb), writing exactly what
/// Rails writes: `environment`/`application`, `initializer`, `lib`, `rakefile`, `vendor`,
/// `route`, `readme`, `after_bundle`. (`generate`, `rake`, `rails_command`, `git` and
/// `run_bundle` run commands and live in CommandActions.)
///
/// Their insertions pass Thor `verbose: false`, so one that changes nothing prints no line; an
/// anchor that is not there is a note on standard error (EditActions.insertionUnchanged).
public enum RailsActions {
    static let definitions: [ActionDefinition] = [
        ActionDefinition(["environment", "application"], ActionSignature(optional: 2, keywords: ["env"], takesBlock: true), options: .at(1)) {
            run, a in
            let context = run.context
            var data: Value? = a.positional.first.flatMap { $0.isNil || isHash($0) ? nil : $0 }
            if data == nil, let block = a.block { data = try block.call([]) }
            let envs = try ActionCall.list(a.option("env")).map { try a.toS($0) }
            if envs.isEmpty {
                try insertInRoot(
                    context, a, file: "config/application.rb", anchor: "class Application < Rails::Application\n",
                    text: try indented(data, amount: 4, a), action: "environment")
            } else {
                for env in envs {
                    try insertInRoot(
                        context, a, file: "config/environments/\(env).rb", anchor: "Rails.application.configure do\n",
                        text: try indented(data, amount: 2, a), action: "environment")
                }
            }
            return .nil
        },
    ] + [("initializer", "config/initializers/"), ("lib", "lib/"), ("rakefile", "lib/tasks/"), ("vendor", "vendor/")].map { name, folder in
        // initializer(filename, data = nil) { } and friends: a status naming the file, then
        // create_file (with its conflict handling) without a `create` line of its own.
        ActionDefinition(name, ActionSignature(required: 1, optional: 1, takesBlock: true), options: .none) { run, a in
            let filename = try a.toS(a.argument(0))
            run.context.log.status(name, filename)
            var data: Value? = a.positional.count > 1 && !a.positional[1].isNil ? a.positional[1] : nil
            if data == nil, let block = a.block { data = try block.call([]) }
            let content = try indented(data, amount: 0, a)
            let options = HashBox([(.symbol("verbose"), .false)])
            return try a.call.call("create_file", Arguments(positional: [.str(folder + filename), .str(content)], keywords: options))
        }
    } + [
        ActionDefinition("route", ActionSignature(required: 1, keywords: ["namespace"]), options: .none) { run, a in
            let context = run.context
            let namespaces = try ActionCall.list(a.option("namespace")).map { try a.toS($0) }
            let code = RailsCodeText.nest(try a.toS(a.argument(0)), inNamespaces: namespaces)
            let insertion = RailsCodeText.optimizeIndentation(code, amount: 2)
            context.log.status("route", code)
            try TreeActions.inRoot(context) {
                let path = try context.workspace.resolve("config/routes.rb", at: a.location)
                try insert(context, a, path: path, anchor: try routesAnchor(), text: insertion, action: "route",
                           anchorName: "'.routes.draw do'")
            }
            return .nil
        },
        ActionDefinition("readme", ActionSignature(required: 1), options: .none, source: 0) { run, a in
            let context = run.context
            let source = try context.findSource(try a.toS(a.argument(0)), at: a.location, call: a.call)
            context.log.say(String(decoding: try context.readSource(source, at: a.location), as: UTF8.self))
            return .nil
        },
        ActionDefinition("after_bundle", ActionSignature(takesBlock: true), options: .none) { run, a in
            guard let block = a.block else { throw a.call.error("ArgumentError", "after_bundle needs a block") }
            run.context.afterBundle.elements.append(.proc(block))
            return .nil
        },
    ]

    /// Rails' `run_after_bundle_callbacks`: `@after_bundle_callbacks.each(&:call)`, in the order they
    /// were queued; a block may queue more, which run too.
    static func runAfterBundleCallbacks(_ context: ActionContext) throws {
        var index = 0
        while index < context.afterBundle.elements.count {
            if case .proc(let block) = context.afterBundle.elements[index] { _ = try block.call([]) }
            index += 1
        }
    }

    private static func isHash(_ value: Value) -> Bool {
        if case .hash = value { return true }
        return false
    }

    /// Rails' `optimize_indentation(data, amount)`: strings are re-indented, anything else is
    /// written as `"#{value}\n"`.
    private static func indented(_ data: Value?, amount: Int, _ a: ActionCall) throws -> String {
        switch data {
        case .none, .some(.nil): return RailsCodeText.optimizeIndentation(nil)
        case .some(.string(let s)): return RailsCodeText.optimizeIndentation(s.value, amount: amount)
        case .some(let other): return try a.toS(other) + "\n"
        }
    }

    private static func insertInRoot(
        _ context: ActionContext, _ a: ActionCall, file: String, anchor: String, text: String, action: String
    ) throws {
        try TreeActions.inRoot(context) {
            let path = try context.workspace.resolve(file, at: a.location)
            let pattern = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: anchor))
            try insert(context, a, path: path, anchor: pattern, text: text, action: action,
                       anchorName: "'\(anchor.trimmingCharacters(in: .newlines))'")
        }
    }

    /// Thor's `inject_into_file(path, text, after: anchor, verbose: false)`: nothing when the text
    /// is already in the file, otherwise the text after every match of the anchor.
    private static func insert(
        _ context: ActionContext, _ a: ActionCall, path: String, anchor: NSRegularExpression, text: String,
        action: String, anchorName: String
    ) throws {
        let workspace = context.workspace
        try BinaryEdits.refuseText(context, a, path)
        guard let content = try workspace.read(path) else {
            try EditActions.missingTarget(context, a, display: path)
            return
        }
        if content.contains(text) {
            try EditActions.insertionUnchanged(context, a, action: action, display: path, .alreadyThere, strict: false, verbose: false)
            return
        }
        guard let changed = Anchor.insert(text, at: anchor, placement: .after, in: content) else {
            try EditActions.insertionUnchanged(
                context, a, action: action, display: path, .anchorNotFound(anchorName), strict: false, verbose: false)
            return
        }
        try workspace.write(path, changed)
    }

    /// Rails' `/\.routes\.draw do\s*\n/m`.
    private static func routesAnchor() throws -> NSRegularExpression {
        try NSRegularExpression(pattern: #"\.routes\.draw do\s*\n"#)
    }
}
