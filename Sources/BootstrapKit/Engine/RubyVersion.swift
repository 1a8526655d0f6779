/// RUBY_VERSION as templates see it: the config's `_ruby_version` setting, else the version of the
/// `ruby` on PATH, else `RubyVersion.default`. Asking `ruby` costs a process start, so it is asked
/// when a template first reads the constant, once a run. No search of the template's files could
/// tell beforehand whether a run will read it: runners, `.tt` files, files a runner applies or
/// downloads, `Gem.ruby_version` and `Object.const_get` all reach it.
public final class RubyVersion {
    /// What templates see when nothing else gives a version (and what `bootstrap check` assumes).
    public static let `default` = "3.3.6"

    private let setting: String?
    private lazy var found: String = setting ?? LoadedTemplate.askRuby(["-e", "print RUBY_VERSION"]) ?? Self.default

    /// `setting`: the config's `_ruby_version`, nil when it has none.
    public init(setting: String?) {
        self.setting = setting
    }

    /// The version, found on the first call.
    public var value: String { found }
}
