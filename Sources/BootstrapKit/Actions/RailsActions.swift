import Foundation
import RunnerLanguage

/// Rails 6.1's generator helpers (railties lib/rails/generators/actions.rb), writing exactly what
/// Rails writes: `environment`/`application`, `initializer`, `lib`, `rakefile`, `vendor`,
/// `route`, `readme`, `after_bundle`. (`generate`, `rake`, `rails_command`, `git` and
/// `run_bundle` run commands and live in CommandActions.)
///
/// Where Rails is silent about an insertion that found no anchor, we print a yellow `unchanged`
/// status (an error under --strict), and a route already in config/routes.rb is reported
/// `identical` instead of being announced as added.
public enum RailsActions {
    public static func register(into context: ActionContext) {
        let read = ActionArgumentReading.self

        let environment: Action.Handler = { arguments, call in
            let all = arguments.positionalWithOptionsHash
            var data: Value? = arguments.positional.first.flatMap { $0.isNil || isHash($0) ? nil : $0 }
            if data == nil, let block = arguments.block { data = try block.call([]) }
            let envs = try read.list(read.option("env", arguments, positionalHashAt: all.count > 1 ? 1 : nil))
                .map { try read.text($0, call) }
            if envs.isEmpty {
                try insertInRoot(
                    context, call, file: "config/application.rb", anchor: "class Application < Rails::Application\n",
                    text: try indented(data, amount: 4, call), action: "environment")
            } else {
                for env in envs {
                    try insertInRoot(
                        context, call, file: "config/environments/\(env).rb", anchor: "Rails.application.configure do\n",
                        text: try indented(data, amount: 2, call), action: "environment")
                }
            }
            return .nil
        }
        let environmentSignature = ActionSignature(optional: 2, keywords: ["env"], takesBlock: true)
        context.define("environment", environmentSignature, environment)
        context.define("application", environmentSignature, environment)

        // initializer(filename, data = nil) { } and friends: a status naming the file, then
        // create_file (with its conflict handling) without a `create` line of its own.
        for (name, folder) in [("initializer", "config/initializers/"), ("lib", "lib/"), ("rakefile", "lib/tasks/"), ("vendor", "vendor/")] {
            context.define(name, ActionSignature(required: 1, optional: 1, takesBlock: true)) { arguments, call in
                let filename = try read.text(read.argument(arguments, 0, call), call)
                context.log.status(name, filename)
                var data: Value? = arguments.positional.count > 1 && !arguments.positional[1].isNil ? arguments.positional[1] : nil
                if data == nil, let block = arguments.block { data = try block.call([]) }
                let content = try indented(data, amount: 0, call)
                let options = HashBox([(.symbol("verbose"), .false)])
                return try call.call("create_file", Arguments(positional: [.str(folder + filename), .str(content)], keywords: options))
            }
        }

        context.define("route", ActionSignature(required: 1, keywords: ["namespace"])) { arguments, call in
            let namespaces = try read.list(arguments.option("namespace")).map { try read.text($0, call) }
            let code = RailsCodeText.nest(try read.text(read.argument(arguments, 0, call), call), inNamespaces: namespaces)
            let insertion = RailsCodeText.optimizeIndentation(code, amount: 2)
            try inRoot(context) {
                let path = try context.workspace.resolve("config/routes.rb", at: call.location)
                if let current = try context.workspace.read(path), current.contains(insertion) {
                    context.log.status("identical", code)
                    return
                }
                context.log.status("route", code)
                try insert(context, call, path: path, anchor: try routesAnchor(), text: insertion, action: "route",
                           anchorName: "'.routes.draw do'")
            }
            return .nil
        }

        context.define("readme", ActionSignature(required: 1)) { arguments, call in
            let source = try context.findSource(try read.text(read.argument(arguments, 0, call), call), at: call.location, call: call)
            guard let data = FileManager.default.contents(atPath: source.path) else {
                throw ActionError.io("cannot read \(source.path)", at: call.location)
            }
            context.log.say(String(decoding: data, as: UTF8.self))
            return .nil
        }

        context.define("after_bundle", ActionSignature(takesBlock: true)) { arguments, call in
            guard let block = arguments.block else { throw call.error("ArgumentError", "after_bundle needs a block") }
            context.afterBundle.append(block)
            return .nil
        }
    }

    private static func isHash(_ value: Value) -> Bool {
        if case .hash = value { return true }
        return false
    }

    /// Rails' `optimize_indentation(data, amount)`: strings are re-indented, anything else is
    /// written as `"#{value}\n"`.
    private static func indented(_ data: Value?, amount: Int, _ call: CallContext) throws -> String {
        switch data {
        case .none, .some(.nil): return RailsCodeText.optimizeIndentation(nil)
        case .some(.string(let s)): return RailsCodeText.optimizeIndentation(s.value, amount: amount)
        case .some(let other): return try ActionArgumentReading.text(other, call) + "\n"
        }
    }

    /// Rails' `in_root { }`: paths are taken from the project root whatever `inside` says.
    private static func inRoot<T>(_ context: ActionContext, _ body: () throws -> T) rethrows -> T {
        let saved = context.workspace.currentDirectory
        context.workspace.currentDirectory = ""
        defer { context.workspace.currentDirectory = saved }
        return try body()
    }

    private static func insertInRoot(
        _ context: ActionContext, _ call: CallContext, file: String, anchor: String, text: String, action: String
    ) throws {
        try inRoot(context) {
            let path = try context.workspace.resolve(file, at: call.location)
            let pattern = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: anchor))
            try insert(context, call, path: path, anchor: pattern, text: text, action: action,
                       anchorName: "'\(anchor.trimmingCharacters(in: .newlines))'")
        }
    }

    /// Thor's `inject_into_file(path, text, after: anchor, verbose: false)`: nothing when the text
    /// is already in the file, otherwise the text after every match of the anchor.
    private static func insert(
        _ context: ActionContext, _ call: CallContext, path: String, anchor: NSRegularExpression, text: String,
        action: String, anchorName: String
    ) throws {
        let workspace = context.workspace
        guard let content = try workspace.read(path) else {
            if context.options.pretend { return }
            throw ActionError.missingFile(path, at: call.location)
        }
        if content.contains(text) { return }
        guard let changed = RailsCodeText.insert(text, after: anchor, in: content) else {
            if context.options.strict { throw ActionError.unchanged(action, path, anchor: anchorName, at: call.location) }
            context.log.status("unchanged", "\(path) (\(anchorName) not found)", color: .yellow)
            return
        }
        try workspace.write(path, changed)
    }

    /// Rails' `/\.routes\.draw do\s*\n/m`.
    private static func routesAnchor() throws -> NSRegularExpression {
        try NSRegularExpression(pattern: #"\.routes\.draw do\s*\n"#)
    }
}
