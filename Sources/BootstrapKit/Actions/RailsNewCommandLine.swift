import Foundation
import RunnerLanguage

/// The `options` a Rails template sees, as `rails new` makes them from its command line: Rails 6.1's
/// `AppGenerator.class_options` (every name, type, alias and default, in Rails' order), read by Thor
/// 1.2.1's option parser, after Rails' `~/.railsrc` step and before `AppGenerator#initialize` adds what
/// `--api` and `--minimal` imply. Tests compare the table and each parse with recordings of real Rails
/// (Tests/EndToEndTests/Fixtures/rails-surface: options.txt, app-template.txt).
struct RailsNewCommandLine {
    enum Kind { case boolean, string }

    struct Option {
        let name: String
        let kind: Kind
        let aliases: [String]
        /// The default Thor assigns before parsing; nil: none (the key is absent until given).
        let defaultValue: Value?
    }

    /// `Thor::Util.ruby_command`, the default of `--ruby`: the Ruby that runs the generator. bootstrap
    /// runs none, so it is the first `ruby` on PATH, as `rails` would run with.
    static var rubyCommand: String = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/ruby"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "ruby"
    }()

    /// AppGenerator.class_options of Rails 6.1.7 (record.sh prints them), in Rails' order.
    static let options: [Option] = {
        func flag(_ name: String, _ aliases: [String] = [], _ value: Bool? = false) -> Option {
            Option(name: name, kind: .boolean, aliases: aliases, defaultValue: value.map(Value.bool))
        }
        func text(_ name: String, _ aliases: [String] = [], _ value: String? = nil) -> Option {
            Option(name: name, kind: .string, aliases: aliases, defaultValue: value.map(Value.str))
        }
        return [
            flag("skip_namespace"), flag("skip_collision_check"),
            flag("force", ["-f"], nil), flag("pretend", ["-p"], nil), flag("quiet", ["-q"], nil), flag("skip", ["-s"], nil),
            text("ruby", ["-r"], rubyCommand), text("template", ["-m"]), text("database", ["-d"], "sqlite3"),
            flag("skip_gemfile"), flag("skip_git", ["-G"]), flag("skip_keeps"), flag("skip_action_mailer", ["-M"]),
            flag("skip_action_mailbox"), flag("skip_action_text"), flag("skip_active_record", ["-O"]), flag("skip_active_job"),
            flag("skip_active_storage"), flag("skip_puma", ["-P"]), flag("skip_action_cable", ["-C"]),
            flag("skip_sprockets", ["-S"]), flag("skip_spring"), flag("skip_listen"), flag("skip_javascript", ["-J"]),
            flag("skip_turbolinks"), flag("skip_jbuilder"), flag("skip_test", ["-T"]), flag("skip_system_test"),
            flag("skip_bootsnap"), flag("dev"), flag("edge"), flag("master"), text("rc"), flag("no_rc"),
            flag("help", ["-h"], nil), flag("version", ["-v"], nil), flag("api"), flag("minimal", [], nil),
            flag("skip_bundle", ["-B"]), text("webpack", ["--webpacker"]), flag("skip_webpack_install"),
        ]
    }()

    /// What `--api` and `--minimal` add (AppGenerator#initialize merges them into the options; with
    /// `--webpack`, `--minimal` keeps `skip_javascript` and `skip_webpack_install` false).
    static let apiImplies = ["skip_sprockets", "skip_javascript"]
    static let minimalImplies = [
        "skip_action_cable", "skip_action_mailer", "skip_action_mailbox", "skip_action_text", "skip_active_job",
        "skip_active_storage", "skip_bootsnap", "skip_dev_gems", "skip_javascript", "skip_jbuilder", "skip_spring",
        "skip_system_test", "skip_webpack_install", "skip_turbolinks",
    ]

    /// The options in Thor's order (defaults first, then each given one where it first appears).
    var options: [(key: String, value: Value)] = []
    /// Thor's remaining arguments after the app's path (`args`).
    var arguments: [String] = []
    /// The words after `new` once the railsrc step has run (`@argv`, `ARGV`, without `-m`).
    var words: [String] = []

    /// The defaults alone: `AppGenerator.new([root], {})`, as `bin/rails app:template` makes it.
    static var defaults: RailsNewCommandLine { RailsNewCommandLine(parsing: [], railsrc: { _ in nil }) }

    /// Parses the words after `rails new` (`shop -d postgresql --api`). `railsrc` reads a railsrc
    /// file's text (nil when there is none): `~/.railsrc` unless `--no-rc` or `--rc=FILE` names another.
    init(parsing given: [String], railsrc: (String) -> String?) {
        words = Self.withRailsrc(given, railsrc: railsrc)
        var assigns: [(key: String, value: Value)] = Self.options.compactMap { option in option.defaultValue.map { (option.name, $0) } }
        func assign(_ key: String, _ value: Value) {
            if let index = assigns.firstIndex(where: { $0.key == key }) { assigns[index].value = value } else { assigns.append((key, value)) }
        }
        // Thor::Options.split: the positional words before the first switch, then the options.
        let positional = Array(words.prefix { !$0.hasPrefix("-") })
        var parser = ThorOptionParser(pile: Array(words.dropFirst(positional.count)))
        parser.parse(assign: assign)
        // Thor::Arguments takes the app's path from the positional words and the unknown ones.
        arguments = Array((positional + parser.extra).dropFirst())
        let isSet: (String) -> Bool = { key in assigns.first { $0.key == key }?.value.isTruthy ?? false }
        if isSet("api") { for key in Self.apiImplies { assign(key, .true) } }
        if isSet("minimal") {
            for key in Self.minimalImplies { assign(key, .true) }
            // `--minimal --webpack=…` keeps JavaScript and its install.
            if isSet("webpack") { for key in ["skip_webpack_install", "skip_javascript"] { assign(key, .false) } }
        }
        options = assigns
    }

    /// Rails' ARGVScrubber#handle_rails_rc!: `--no-rc` is taken out, `--rc=FILE` is taken out and
    /// names the file; the file's words go right after the app's path.
    static func withRailsrc(_ words: [String], railsrc: (String) -> String?) -> [String] {
        if words.contains("--no-rc") { return words.filter { $0 != "--no-rc" } }
        var rest = words
        var file = "~/.railsrc"
        if let index = words.firstIndex(where: { $0.contains("--rc=") }) {
            file = words[index].replacingOccurrences(of: "--rc=", with: "")
            rest.remove(at: index)
        }
        guard let text = railsrc(file) else { return rest }
        let extra = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).map(String.init)
        return Array(rest.prefix(1)) + extra + Array(rest.dropFirst())
    }

    /// The user's railsrc file, as Rails reads it: `File.expand_path` of the name, when it exists.
    static func readRailsrc(_ name: String) -> String? {
        var path = name
        if path == "~" || path.hasPrefix("~/") { path = NSHomeDirectory() + path.dropFirst() }
        let url = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The words after `new` in a base command that runs `rails new` (`rails new %app_path% -d pg`,
    /// `bin/rails _6.1.7_ new …`, `bundle exec rails new … && cd …`), up to a shell operator; nil when
    /// the command makes no Rails app.
    static func railsNewWords(of command: String) -> [String]? {
        let words = ShellWords.split(command)
        let operators: Set<String> = ["&&", "||", ";", "|", "&", ">", ">>", "<"]
        for index in words.indices where words[index] == "new" && index > 0 {
            var before = index - 1
            if words[before].count > 2, words[before].hasPrefix("_"), words[before].hasSuffix("_"), before > 0 { before -= 1 }
            guard (words[before] as NSString).lastPathComponent == "rails" else { continue }
            // `rails` must be the command run there (`bundle exec rails`, `env X=1 rails`), not a word of another's (`echo rails new`).
            if before > 0 {
                let previous = words[before - 1]
                guard operators.contains(previous) || ["exec", "sudo", "env", "time", "command"].contains(previous) || previous.contains("=") else { continue }
            }
            var given: [String] = []
            for word in words[(index + 1)...] {
                if operators.contains(word) { break }
                // `-T; echo done`: the shell ends the command at a `;`, `&` or `|` that ends a word.
                if let last = word.last, ";&|".contains(last) {
                    given.append(String(word.prefix { !";&|".contains($0) }))
                    break
                }
                given.append(word)
            }
            return given
        }
        return nil
    }
}

/// Thor 1.2.1's `Thor::Options#parse` over `RailsNewCommandLine.options`: `--name`, `--name=value`,
/// `-x`, `-xyz` (squeezed booleans), `--no-name`/`--skip-name` for a boolean, `_` read as `-`, a
/// string option with no value taking its default (or its name), `--` ending the options, and
/// anything it does not know kept as an argument.
struct ThorOptionParser {
    var pile: [String]
    var extra: [String] = []
    private var treatedAsValue = false
    private var parsingOptions = true

    init(pile: [String]) { self.pile = pile }

    private static let switches: [String: RailsNewCommandLine.Option] = Dictionary(
        uniqueKeysWithValues: RailsNewCommandLine.options.map { (dasherize($0.name), $0) })
    private static let shorts: [String: String] = {
        var map: [String: String] = [:]
        for option in RailsNewCommandLine.options {
            for alias in option.aliases where map[alias] == nil { map[alias] = dasherize(option.name) }
        }
        return map
    }()

    static func dasherize(_ name: String) -> String { (name.count > 1 ? "--" : "-") + name.replacingOccurrences(of: "_", with: "-") }

    // The shapes Thor recognises: LONG_RE, SHORT_RE, EQ_RE, SHORT_SQ_RE (SHORT_NUM takes a number
    // after one letter, which no option of `rails new` reads).
    private static func isLong(_ s: String) -> Bool {
        guard s.hasPrefix("--"), s.count > 2 else { return false }
        return s.dropFirst(2).split(separator: "-", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0.allSatisfy(isWordCharacter) }
    }
    private static func isShort(_ s: String) -> Bool { s.count == 2 && s.first == "-" && s.last!.isASCII && s.last!.isLetter }
    private static func isWordCharacter(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }
    /// EQ_RE: `(--long|-x)=value`.
    private static func splitEquals(_ s: String) -> (String, String)? {
        guard let equals = s.firstIndex(of: "=") else { return nil }
        let name = String(s[..<equals])
        guard isLong(name) || isShort(name) else { return nil }
        return (name, String(s[s.index(after: equals)...]))
    }
    private static func squeezed(_ s: String) -> [String]? {
        guard s.hasPrefix("-"), !s.hasPrefix("--"), s.count > 2, s.dropFirst().allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return s.dropFirst().map { "-\($0)" }
    }

    private static func normalize(_ s: String) -> String { (shorts[s] ?? s).replacingOccurrences(of: "_", with: "-") }
    /// `--no-x`/`--skip-x` → `x`.
    private static func negated(_ s: String) -> String? {
        for prefix in ["--no-", "--skip-"] where s.hasPrefix(prefix) && s.count > prefix.count { return String(s.dropFirst(prefix.count)) }
        return nil
    }
    private static func option(for s: String) -> RailsNewCommandLine.Option? {
        if let found = switches[s] { return found }
        if let base = negated(s) { return switches["--" + base] }
        return nil
    }
    private static func isSwitch(_ s: String) -> Bool { option(for: normalize(s)) != nil }

    private mutating func peek() -> String? {
        guard let first = pile.first else { return nil }
        if parsingOptions && first == "--" {
            pile.removeFirst()
            parsingOptions = false
            return pile.first
        }
        return first
    }

    private mutating func shift() -> String {
        treatedAsValue = false
        return pile.removeFirst()
    }

    private mutating func unshift(_ words: [String], isValue: Bool = false) {
        treatedAsValue = isValue
        pile.insert(contentsOf: words, at: 0)
    }

    /// (looks like a switch, is a known switch)
    private mutating func currentIsSwitch() -> (Bool, Bool) {
        if treatedAsValue { return (false, false) }
        guard let word = peek() else { return (false, false) }
        if Self.isLong(word) || Self.isShort(word) { return (true, Self.isSwitch(word)) }
        if let (name, _) = Self.splitEquals(word) { return (true, Self.isSwitch(name)) }
        if let letters = Self.squeezed(word) { return (true, letters.contains(where: Self.isSwitch)) }
        return (false, false)
    }

    private mutating func currentIsSwitchFormatted() -> Bool {
        if treatedAsValue { return false }
        guard let word = peek() else { return false }
        return Self.isLong(word) || Self.isShort(word) || Self.splitEquals(word) != nil || Self.squeezed(word) != nil
    }

    private mutating func currentIsValue() -> Bool {
        if treatedAsValue { return true }
        guard let word = peek() else { return false }
        if !parsingOptions { return true }
        // Thor::Arguments#current_is_value?: `peek.to_s !~ /^-{1,2}\S+/`.
        let dashes = word.prefix(2).prefix { $0 == "-" }.count
        return !(dashes > 0 && word.count > dashes && !word.dropFirst(dashes).first!.isWhitespace)
    }

    mutating func parse(assign: (String, Value) -> Void) {
        while peek() != nil {
            guard parsingOptions else {
                extra.append(shift())
                continue
            }
            let (match, isSwitch) = currentIsSwitch()
            let word = shift()
            if isSwitch {
                var name = word
                if let letters = Self.squeezed(word) {
                    unshift(letters)
                    continue
                } else if let (switchName, value) = Self.splitEquals(word) {
                    unshift([value], isValue: true)
                    name = switchName
                }
                name = Self.normalize(name)
                guard let option = Self.option(for: name) else { continue }
                if let value = parseValue(name, option) { assign(option.name, value) } else { assign(option.name, .nil) }
            } else if match {
                extra.append(word)
                while let next = peek(), !next.hasPrefix("-") { extra.append(shift()) }
            } else {
                extra.append(word)
            }
        }
    }

    /// Thor's parse_peek then parse_boolean/parse_string; nil is an explicit nil.
    private mutating func parseValue(_ name: String, _ option: RailsNewCommandLine.Option) -> Value? {
        let negation = Self.negated(name) != nil && Self.switches[name] == nil
        if parsingOptions && (currentIsSwitchFormatted() || pile.isEmpty), option.kind == .string {
            if negation { return nil }
            return option.defaultValue ?? .str(option.name)
        }
        switch option.kind {
        case .boolean:
            let plain: Value = .bool(Self.switches[name] != nil || !negation)
            guard currentIsValue(), let word = peek() else { return plain }
            if ["true", "TRUE", "t", "T"].contains(word) { _ = shift(); return .true }
            if ["false", "FALSE", "f", "F"].contains(word) { _ = shift(); return .false }
            return plain
        case .string:
            if negation { return nil }
            return pile.isEmpty ? .nil : .str(shift())
        }
    }
}
