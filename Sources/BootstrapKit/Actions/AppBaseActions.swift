import Foundation
import RunnerLanguage

/// The helpers of Rails 6.1's app generator (railties `app_base.rb`, `app_name.rb`, `database.rb`,
/// `app_generator.rb`) that a template can call, each as Rails writes it: the questions Rails asks
/// of `options` (`bundle_install?`, `keeps?`, `comment_if` …), `keep_file` and friends, the
/// generator's attributes (`app_path=`, `rails_template`, `shebang`), `bundle_command` and the steps
/// that run commands (`run_webpack`, `generate_bundler_binstub`), and `run_after_bundle_callbacks`.
/// Gemfile entries are in GemfileEntries.swift; docs/actions.md lists every name and what Rails does.
public enum AppBaseActions {
    static let definitions: [ActionDefinition] = predicates + attributes + [
        // comment_if(value): "# " when `value?` (a method, private ones too) or `options[value]` holds.
        ActionDefinition("comment_if", ActionSignature(required: 1), options: .none) { run, a in
            let value = try a.toS(a.argument(0))
            let question = value + "?"
            let answer = run.context.interpreter.templateDefines(question) || ActionTable.standard.byName[question] != nil
                ? try a.call.call(question, Arguments()) : run.optionsObject.values[.str(value)] ?? .nil
            return .str(answer.isTruthy ? "# " : "")
        },
        // keep_file(destination): `create_file "#{destination}/.keep"` if keeps?
        ActionDefinition("keep_file", ActionSignature(required: 1), options: .none) { run, a in
            guard !run.optionsObject.isSet("skip_keeps") else { return .nil }
            return try a.call.call("create_file", Arguments(positional: [.str(try a.toS(a.argument(0)) + "/.keep")]))
        },
        // empty_directory_with_keep_file(destination, config = {}): empty_directory, then keep_file.
        ActionDefinition("empty_directory_with_keep_file", ActionSignature(required: 1, optional: 1, keywords: ["verbose"]), options: .at(1)) {
            _, a in
            _ = try a.call.call("empty_directory", Arguments(positional: [try a.argument(0)], keywords: a.config))
            return try a.call.call("keep_file", Arguments(positional: [try a.argument(0)]))
        },
        // rails_version_specifier(gem_version = Rails.gem_version): "~> X.Y.Z", or ["~> X.Y.Z", ">= X.Y.Z.W"].
        ActionDefinition("rails_version_specifier", ActionSignature(optional: 1), options: .none) { run, a in
            let version: Value
            if let given = a.positional.first { version = given } else {
                version = try a.call.send(.object(RailsScriptObject(workspace: run.context.workspace)), "gem_version", Arguments())
            }
            let segments = ActionCall.list(try a.call.send(version, "segments", Arguments()))
            let release = ActionCall.list(try a.call.send(try a.call.send(version, "release", Arguments()), "segments", Arguments()))
            let shown = try a.toS(version)
            if segments.count == 3 || release.count == 3 { return .str("~> " + shown) }
            let patch = try segments.prefix(3).map { try a.toS($0) }.joined(separator: ".")
            return .arr([.str("~> " + patch), .str(">= " + shown)])
        },
        // bundle_command(command, env = {}): Rails' `run  bundle COMMAND` line, then Bundler run with
        // the environment given (bootstrap runs the `bundle` on PATH; Rails its own Ruby's Bundler).
        ActionDefinition("bundle_command", ActionSignature(required: 1, optional: 1, acceptsAnyKeyword: true), options: .at(1),
                         command: { ["bundle \($0.positional.first ?? "")"] }) { run, a in
            let command = try a.toS(a.argument(0))
            let environment = try a.environment(a.config.map(Value.hash))
            return try bundle(command, environment: environment, run, a)
        },
        // generate_bundler_binstub: `bundle_command("binstubs bundler")` if bundle_install?
        ActionDefinition("generate_bundler_binstub", options: .none, command: { _ in ["bundle binstubs bundler"] }) { run, a in
            guard bundleInstall(run) else { return .nil }
            return try bundle("binstubs bundler", environment: [:], run, a)
        },
        // run_webpack: `rails webpacker:install` (and `:NAME` for `--webpack=NAME`) when Rails would.
        ActionDefinition("run_webpack", options: .none, command: { ["\($0.rails) webpacker:install"] }) { run, a in
            guard !run.optionsObject.isSet("skip_javascript"), !run.optionsObject.isSet("skip_webpack_install") else { return .nil }
            guard bundleInstall(run) else {
                run.context.log.say("""
                    Skipping `rails webpacker:install` because `bundle install` was skipped.
                    To complete setup, you must run `bundle install` followed by `rails webpacker:install`.

                    """)
                return .nil
            }
            var result = try a.call.call("rails_command", Arguments(positional: [.str("webpacker:install")]))
            if case .string(let webpack)? = run.optionsObject.values[.str("webpack")], webpack.value != "webpack" {
                result = try a.call.call("rails_command", Arguments(positional: [.str("webpacker:install:\(webpack.value)")]))
            }
            return result
        },
        // run_after_bundle_callbacks: `@after_bundle_callbacks.each(&:call)` now (they run again at the end).
        ActionDefinition("run_after_bundle_callbacks", options: .none) { run, _ in
            try RailsActions.runAfterBundleCallbacks(run.context)
            return .array(run.context.afterBundle)
        },
        // Database#gem_for_database(database = options[:database]): the adapter gem and its versions.
        ActionDefinition("gem_for_database", ActionSignature(optional: 1), options: .none) { run, a in
            let database = try a.positional.first.map { try a.toS($0) }
                ?? (run.optionsObject.values[.str("database")].map { try a.toS($0) } ?? "")
            let (gem, versions) = gemForDatabase(database)
            return .arr([.str(gem), versions.map { .arr($0.map { .str($0) }) } ?? .nil])
        },
        // convert_database_option_for_jruby: changes nothing outside JRuby.
        ActionDefinition("convert_database_option_for_jruby", options: .none) { _, _ in .nil },
    ]

    /// Rails' `bundle_install?`: no Gemfile, `--skip-bundle` and `--pretend` all skip it.
    static func bundleInstall(_ run: ActionEnvironment) -> Bool {
        !["skip_gemfile", "skip_bundle", "pretend"].contains(where: run.optionsObject.isSet)
    }

    private static func bundle(_ command: String, environment: [String: String], _ run: ActionEnvironment, _ a: ActionCall) throws -> Value {
        var config = CommandExecutor.Config()
        config.statusMessage = "bundle \(command)"
        config.environment = environment
        switch try run.executor.execute("bundle \(command)", config, call: a.call) {
        case .skipped: return .nil
        case .finished(let result): return .bool(result.succeeded)
        }
    }

    /// Database#gem_for_database of Rails 6.1.
    static func gemForDatabase(_ database: String) -> (String, [String]?) {
        switch database {
        case "mysql": return ("mysql2", ["~> 0.5"])
        case "postgresql": return ("pg", ["~> 1.1"])
        case "sqlite3": return ("sqlite3", ["~> 1.4"])
        case "oracle": return ("activerecord-oracle_enhanced-adapter", nil)
        case "sqlserver": return ("activerecord-sqlserver-adapter", nil)
        case "jdbcmysql": return ("activerecord-jdbcmysql-adapter", nil)
        case "jdbcsqlite3": return ("activerecord-jdbcsqlite3-adapter", nil)
        case "jdbcpostgresql": return ("activerecord-jdbcpostgresql-adapter", nil)
        case "jdbc": return ("activerecord-jdbc-adapter", nil)
        default: return (database, nil)
        }
    }

    /// AppBase's questions of `options`, each returning what Rails' expression returns (`a || b`
    /// gives the operand, so `skip_active_storage?` may be nil or false as there).
    static let predicates: [ActionDefinition] = {
        typealias Options = OptionsObject
        func value(_ o: Options, _ key: String) -> Value { o.values[.str(key)] ?? .nil }
        func or(_ a: Value, _ b: @autoclosure () -> Value) -> Value { a.isTruthy ? a : b() }
        func none(_ o: Options, _ keys: [String]) -> Bool { !keys.contains(where: o.isSet) }
        let questions: [(String, (Options) -> Value)] = [
            ("bundle_install?", { o in .bool(none(o, ["skip_gemfile", "skip_bundle", "pretend"])) }),
            ("webpack_install?", { o in .bool(none(o, ["skip_javascript", "skip_webpack_install"])) }),
            ("depends_on_system_test?", { o in .bool(none(o, ["skip_system_test", "skip_test", "api"])) }),
            ("spring_install?", { o in .bool(none(o, ["skip_spring", "dev"])) }),
            ("depend_on_listen?", { o in .bool(none(o, ["skip_listen"])) }),
            ("depend_on_bootsnap?", { o in .bool(none(o, ["skip_bootsnap", "dev"])) }),
            // `/darwin|linux/.match?(RbConfig::CONFIG["host_os"])`: where bootstrap runs, it does.
            ("os_supports_listen_out_of_the_box?", { _ in .true }),
            ("keeps?", { o in .bool(!o.isSet("skip_keeps")) }),
            ("sqlite3?", { o in .bool(!o.isSet("skip_active_record") && value(o, "database").inspect == "\"sqlite3\"") }),
            ("skip_dev_gems?", { o in value(o, "skip_dev_gems") }),
            ("skip_active_storage?", { o in or(value(o, "skip_active_storage"), value(o, "skip_active_record")) }),
            ("skip_action_mailbox?", { o in
                or(value(o, "skip_action_mailbox"), or(value(o, "skip_active_storage"), value(o, "skip_active_record")))
            }),
            ("skip_action_text?", { o in
                or(value(o, "skip_action_text"), or(value(o, "skip_active_storage"), value(o, "skip_active_record")))
            }),
            ("include_all_railties?", { o in
                .bool(none(o, ["skip_active_record", "skip_action_mailer", "skip_test", "skip_sprockets", "skip_action_cable",
                               "skip_active_job", "skip_active_storage", "skip_action_mailbox", "skip_action_text"]))
            }),
        ]
        return questions.map { name, answer in
            ActionDefinition(name, options: .none) { run, _ in answer(run.optionsObject) }
        }
    }()

    /// The generator's attributes: `app_path` (and `=`), `rails_template` (and `=`), `shebang`,
    /// Thor's `args` (and `=`), `parent_options` (and `=`) and `behavior`, each the instance variable
    /// Rails keeps it in; and `defined_app_const_base` (`?`) and `defined_app_name` (AppName).
    static let attributes: [ActionDefinition] = {
        func reader(_ name: String, _ variable: String, _ fallback: @escaping (ActionEnvironment) -> Value = { _ in .nil }) -> ActionDefinition {
            ActionDefinition(name, options: .none) { run, _ in run.context.interpreter.mainInstanceVariable(variable) ?? fallback(run) }
        }
        func writer(_ name: String, _ variable: String) -> ActionDefinition {
            ActionDefinition(name + "=", ActionSignature(required: 1), options: .none) { run, a in
                let value = try a.argument(0)
                run.context.interpreter.setMainInstanceVariable(variable, value)
                return value
            }
        }
        return [
            writer("app_path", "@app_path"),
            reader("rails_template", "@rails_template"), writer("rails_template", "@rails_template"),
            reader("shebang", "@shebang") { .str($0.shebang) },
            reader("args", "@args"), writer("args", "@args"),
            reader("parent_options", "@parent_options"), writer("parent_options", "@parent_options"),
            reader("behavior", "@behavior") { _ in .symbol("invoke") },
            ActionDefinition(["defined_app_const_base", "defined_app_const_base?"], options: .none) { run, _ in
                run.definedAppConstBase.map { .str($0) } ?? .false
            },
            // `defined_app_const_base.underscore`: under `new` that is `false.underscore`, a NoMethodError as in Rails.
            ActionDefinition("defined_app_name", options: .none) { run, a in
                guard let base = run.definedAppConstBase else {
                    throw a.call.error("NoMethodError", "undefined method 'underscore' for false")
                }
                return .str(Inflector.underscore(base))
            },
        ]
    }()
}
