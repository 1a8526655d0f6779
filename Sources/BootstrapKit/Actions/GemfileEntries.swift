import Foundation
import RunnerLanguage

/// AppBase's Gemfile entries (railties 6.1 `app_base.rb`): the `GemfileEntry` structs `rails new`
/// renders its Gemfile from — `rails_gemfile_entry`, `database_gemfile_entry` … `gemfile_entries` —
/// each as Rails builds it from `options`, and `gemfile_entry`/`add_gem_entry_filter`, which add to
/// `@extra_entries` and filter the list. They write nothing: after `rails new` the Gemfile exists, and
/// a template that wants a gem in it calls `gem`.
enum GemfileEntries {
    static let definitions: [ActionDefinition] = entryDefinitions + [
        // gemfile_entry(name, version = nil, github:, path:): an entry into @extra_entries; returns self.
        ActionDefinition("gemfile_entry", ActionSignature(required: 1, optional: 1, keywords: ["github", "path"]), options: .last(from: 1)) {
            run, a in
            let name = try a.argument(0)
            let version = a.positional.count > 1 ? a.positional[1] : .nil
            let entry: GemfileEntryObject
            if let github = a.option("github") {
                entry = GemfileEntryObject(name, .nil, .nil, options: [("github", github)])
            } else if let path = a.option("path") {
                entry = GemfileEntryObject(name, .nil, .nil, options: [("path", path)])
            } else {
                entry = GemfileEntryObject(name, version, .nil)
            }
            run.extraGemfileEntries.elements.append(.object(entry))
            return run.context.interpreter.mainObject
        },
        // gemfile_entries: every entry above and @extra_entries, flattened, through the filters.
        ActionDefinition("gemfile_entries", options: .none) { run, a in
            var all: [Value] = []
            for name in entryNames { all += ActionCall.list(try a.call.call(name, Arguments())) }
            all += run.extraGemfileEntries.elements
            var kept: [Value] = []
            for entry in all {
                var keep = true
                for filter in run.gemFilters.reversed() where keep { keep = try filter.call([entry]).isTruthy }
                if keep { kept.append(entry) }
            }
            return .arr(kept)
        },
        // add_gem_entry_filter { |entry| … }: a filter every later `gemfile_entries` applies.
        ActionDefinition("add_gem_entry_filter", ActionSignature(takesBlock: true), options: .none) { run, a in
            guard let block = a.block else { throw a.call.error("LocalJumpError", "no block given (yield)") }
            run.gemFilters.append(block)
            return .proc(block)
        },
    ]

    static let entryNames = [
        "rails_gemfile_entry", "database_gemfile_entry", "web_server_gemfile_entry", "assets_gemfile_entry",
        "webpacker_gemfile_entry", "javascript_gemfile_entry", "jbuilder_gemfile_entry", "psych_gemfile_entry", "cable_gemfile_entry",
    ]

    private static let entryDefinitions: [ActionDefinition] = [
        ActionDefinition("rails_gemfile_entry", options: .none) { run, a in
            let o = run.optionsObject
            if o.isSet("dev") {
                return .arr([.object(GemfileEntryObject(.str("rails"), .nil, .nil, options: [("path", .str(railsDevPath(run)))]))])
            }
            if o.isSet("edge") || o.isSet("master") {
                let branch = o.isSet("edge") ? "6-1-stable" : "main"
                return .arr([.object(GemfileEntryObject(.str("rails"), .nil, .nil, options: [("github", .str("rails/rails")), ("branch", .str(branch))]))])
            }
            let version = try a.call.call("rails_version_specifier", Arguments())
            return .arr([.object(GemfileEntryObject(.str("rails"), version,
                                                    .str("Bundle edge Rails instead: gem 'rails', github: 'rails/rails', branch: 'main'")))])
        },
        ActionDefinition("database_gemfile_entry", options: .none) { run, a in
            guard !run.optionsObject.isSet("skip_active_record") else { return .arr([]) }
            let gem = ActionCall.list(try a.call.call("gem_for_database", Arguments()))
            let database = try a.toS(run.optionsObject.values[.str("database")] ?? .nil)
            return .object(GemfileEntryObject(gem[0], gem.count > 1 ? gem[1] : .nil, .str("Use \(database) as the database for Active Record")))
        },
        simple("web_server_gemfile_entry", unless: "skip_puma", "puma", "~> 5.0", "Use Puma as the app server"),
        simple("assets_gemfile_entry", unless: "skip_sprockets", "sass-rails", ">= 6", "Use SCSS for stylesheets"),
        simple("webpacker_gemfile_entry", unless: "skip_javascript", "webpacker", ">= 4.0",
               "Transpile app-like JavaScript. Read more: https://github.com/rails/webpacker"),
        ActionDefinition("javascript_gemfile_entry", options: .none) { run, _ in
            let o = run.optionsObject
            guard !o.isSet("skip_javascript"), !o.isSet("skip_turbolinks") else { return .arr([]) }
            return .arr([.object(GemfileEntryObject(.str("turbolinks"), .str("~> 5"),
                .str("Turbolinks makes navigating your web application faster. Read more: https://github.com/turbolinks/turbolinks")))])
        },
        ActionDefinition("jbuilder_gemfile_entry", options: .none) { run, _ in
            guard !run.optionsObject.isSet("skip_jbuilder") else { return .arr([]) }
            return .object(GemfileEntryObject(.str("jbuilder"), .str("~> 2.7"), .str("Build JSON APIs with ease. Read more: https://github.com/rails/jbuilder"),
                                              commentedOut: run.optionsObject.values[.str("api")] ?? .nil))
        },
        // Psych is Rubinius' alone.
        ActionDefinition("psych_gemfile_entry", options: .none) { _, _ in .arr([]) },
        ActionDefinition("cable_gemfile_entry", options: .none) { run, _ in
            guard !run.optionsObject.isSet("skip_action_cable") else { return .arr([]) }
            return .arr([.object(GemfileEntryObject(.str("redis"), .str("~> 4.0"), .str("Use Redis adapter to run Action Cable in production"),
                                                    commentedOut: .true))])
        },
    ]

    private static func simple(_ name: String, unless key: String, _ gem: String, _ version: String, _ comment: String) -> ActionDefinition {
        ActionDefinition(name, options: .none) { run, _ in
            guard !run.optionsObject.isSet(key) else { return .arr([]) }
            return .object(GemfileEntryObject(.str(gem), .str(version), .str(comment)))
        }
    }

    /// `Rails::Generators::RAILS_DEV_PATH`: six folders above railties' `lib/rails/generators`.
    private static func railsDevPath(_ run: ActionEnvironment) -> String {
        guard case .string(let templates)? = run.context.railsSourcePaths.elements.first else { return "" }
        var url = URL(fileURLWithPath: templates.value)
        for _ in 0..<(3 + 6) { url.deleteLastPathComponent() }
        return url.path
    }
}

/// `Rails::Generators::AppBase::GemfileEntry`, a Struct of name, version, comment, options and
/// commented_out, whose `version` joins an Array of versions with `', '` (for the Gemfile template).
final class GemfileEntryObject: ObjectValue {
    static let members = ["name", "version", "comment", "options", "commented_out"]
    let fields: [Value]

    init(_ name: Value, _ version: Value, _ comment: Value, options: [(String, Value)] = [], commentedOut: Value = .false) {
        fields = [name, version, comment, .hash(HashBox(options.map { (.symbol($0.0), $0.1) })), commentedOut]
    }

    override var className: String { "Rails::Generators::AppBase::GemfileEntry" }
    override var inspectText: String {
        let parts = zip(Self.members, fields).map { "\($0)=\($1.inspect)" }
        return "#<struct \(className) \(parts.joined(separator: ", "))>"
    }

    override func callMethod(_ name: String, _ arguments: Arguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "version":
            guard case .array(let versions) = fields[1] else { return fields[1] }
            return .str(try versions.elements.map { v -> String in
                if case .string(let s) = v { return s.value }
                return v.inspect
            }.joined(separator: "', '"))
        case "to_a", "deconstruct": return .arr(fields)
        case "to_h": return .hash(HashBox(zip(Self.members, fields).map { (.symbol($0), $1) }))
        case "members": return .arr(Self.members.map { .symbol($0) })
        case "==":
            guard case .object(let other as GemfileEntryObject)? = arguments.positional.first else { return .false }
            return .bool(other.fields.map(\.inspect) == fields.map(\.inspect))
        default:
            guard let index = Self.members.firstIndex(of: name) else { return nil }
            return fields[index]
        }
    }
}
