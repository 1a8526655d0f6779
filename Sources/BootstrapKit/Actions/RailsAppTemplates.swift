import Foundation
import RunnerLanguage

/// Rails' own app templates (railties' `lib/rails/generators/rails/app/templates`): the
/// `source_root` of Rails' app generator, which `source_paths` starts with under `rails new` and
/// `app:template`, so a template's `Array(super) + [__dir__]` finds Rails' skeleton files first.
///
/// Found without running anything: the installed railties gems are looked for where RubyGems looks
/// (`Gem.path`): `GEM_PATH`'s folders and `GEM_HOME` when `GEM_PATH` is set (the default folders
/// too only when it ends in `:`, as RubyGems has it), else `GEM_HOME` and the default folders —
/// the system's, the user's, rbenv's and rvm's. The one whose version is the project's Rails (`Rails.version`) is taken when
/// it is installed, else the newest. With no Rails installed there is none: `source_paths` starts
/// empty, and a source only Rails has is reported missing, naming the folders searched.
enum RailsAppTemplates {
    static let subfolder = "lib/rails/generators/rails/app/templates"

    /// The folders holding installed gems (`…/gems/NAME-VERSION`).
    static func gemFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let home = environment["HOME"] ?? NSHomeDirectory()
        var roots: [String] = []
        let gemPath = environment["GEM_PATH"] ?? ""
        for entry in gemPath.split(separator: ":") where !entry.isEmpty { roots.append(entry + "/gems") }
        if let gemHome = environment["GEM_HOME"], !gemHome.isEmpty { roots.append(gemHome + "/gems") }
        guard gemPath.isEmpty || gemPath.hasSuffix(":") else { return roots.flatMap(expand) }
        roots += ["/usr/share/rubygems-integration/all/gems", "/usr/share/rubygems-integration/*/gems", "/var/lib/gems/*/gems",
                  "/usr/lib/ruby/gems/*/gems", "/usr/local/lib/ruby/gems/*/gems", "/usr/local/share/gems/gems",
                  "/opt/homebrew/lib/ruby/gems/*/gems", "/Library/Ruby/Gems/*/gems",
                  "\(home)/.gem/ruby/*/gems", "\(home)/.local/share/gem/ruby/*/gems",
                  "\(home)/.rbenv/versions/*/lib/ruby/gems/*/gems", "\(home)/.rvm/gems/*/gems"]
        var seen = Set<String>()
        return roots.flatMap(expand).filter { seen.insert($0).inserted }
    }

    /// A path whose components may be `*` (one level, any name), expanded against the disk.
    private static func expand(_ pattern: String) -> [String] {
        var paths = [""]
        for component in pattern.split(separator: "/") {
            if component == "*" {
                paths = paths.flatMap { base in
                    ((try? FileManager.default.contentsOfDirectory(atPath: base.isEmpty ? "/" : base)) ?? []).sorted().map { base + "/" + $0 }
                }
            } else {
                paths = paths.map { $0 + "/" + component }
            }
        }
        return paths.filter { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &d) && d.boolValue }
    }

    /// The app templates of the installed railties: the project's Rails version when installed, else the newest.
    static func locate(preferring version: String?, in folders: [String] = gemFolders()) -> URL? {
        var found: [(version: String, url: URL)] = []
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix("railties-") {
                let templates = URL(fileURLWithPath: folder).appendingPathComponent(name).appendingPathComponent(subfolder)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: templates.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                found.append((String(name.dropFirst("railties-".count)), templates.standardizedFileURL))
            }
        }
        if let version, let exact = found.first(where: { $0.version == version }) { return exact.url }
        return found.max { GemVersionObject($0.version).compare(GemVersionObject($1.version)) < 0 }?.url
    }
}
