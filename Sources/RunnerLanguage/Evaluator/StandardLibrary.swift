/// The libraries a template may `require` by name: those the runner language has built in (Ruby's
/// standard library that templates use, ActiveSupport's core extensions, and what Rails and Thor
/// have loaded before a template runs). Any other name is Ruby's LoadError, located at the require:
/// a library the runner language lacks is said so where it is asked for, not discovered later.
public enum StandardLibrary {
    /// Names as `require` takes them.
    public static let names = [
        "base64", "date", "digest", "erb", "fileutils", "json", "ostruct", "pathname", "securerandom", "set", "shellwords",
        "stringio", "time", "yaml", "psych", "rubygems", "English",
    ]
    /// Families required by path under a prefix (`active_support/core_ext/string`, `rails/generators`).
    static let prefixes = ["active_support", "rails", "thor", "bundler", "digest", "rubygems", "json", "yaml", "psych", "date", "time"]

    public static func provides(_ name: String) -> Bool {
        let name = name.hasSuffix(".rb") ? String(name.dropLast(3)) : name
        if names.contains(name) || prefixes.contains(name) { return true }
        return prefixes.contains { name.hasPrefix($0 + "/") }
    }
}
