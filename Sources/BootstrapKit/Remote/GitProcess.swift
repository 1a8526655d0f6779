import Foundation

/// Every `git` bootstrap runs goes through `GitProcess.run` (docs/safety.md, "git on foreign
/// repositories"). git runs programs that configuration names — a hook, `core.fsmonitor`, a
/// filter a `.gitattributes` line selects, a pager — and a repository bootstrap did not create
/// (the project `update` checks, the folder `gen` runs in) brings its own `.git/config`. So each
/// run overrides every setting that can start a program with a harmless value, through git's
/// command-line scope (`GIT_CONFIG_COUNT`/`GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n`, which beat
/// every file, includes included, and reach the git processes git itself starts). The user's own
/// system and global configuration is still read: it says which files to ignore (`status`),
/// which repositories are safe, and how to reach a private remote.
enum GitProcess {
    /// Whose repository git works in.
    enum Repository {
        /// One bootstrap did not create: the project, the folder it runs in. Nothing git does
        /// there may reach the network, so the settings that fetching uses (credential helpers,
        /// the ssh command, a proxy command) are overridden too.
        case foreign
        /// bootstrap's own mirror in the cache, or a fetch from a remote: its local configuration
        /// is the one `git clone` wrote; the user's credential helpers and ssh settings are kept,
        /// since a private template repository needs them. What the fetched content selects (a
        /// filter through `.gitattributes`) is overridden as for a foreign repository.
        case cache
    }

    /// `git arguments…` with every program-starting setting overridden; see `Repository`.
    /// `directory` is where git starts (and looks for a repository): always one the caller
    /// chose, never whatever folder bootstrap was started in. `variables` are set last (the
    /// private index of a checkout).
    static func run(
        _ arguments: [String], in repository: Repository, directory: URL, environment: [String: String],
        variables: [String: String] = [:]
    ) throws -> ToolProcess.Result {
        var overrides = fixedOverrides
        if repository == .foreign { overrides += networkOverrides }
        overrides += try driverOverrides(repository, directory: directory, environment: environment)
        let neutral = neutralEnvironment(environment, repository, overrides: overrides)
        return try ToolProcess.run(
            "git", ["--no-pager"] + arguments, environment: neutral.merging(variables) { _, given in given }, directory: directory)
    }

    /// Settings with fixed names that start a program, and the value that starts none. Hooks are
    /// looked for in `/dev/null/NAME`, which never exists; an empty command is no command.
    static let fixedOverrides: [(String, String)] = [
        ("core.hooksPath", "/dev/null"),
        ("core.fsmonitor", "false"),
        ("core.pager", "cat"),
        ("core.editor", ":"),
        ("sequence.editor", ":"),
        ("core.alternateRefsCommand", ""),
        ("diff.external", ""),
        ("gpg.program", ""),
        ("gpg.openpgp.program", ""),
        ("gpg.x509.program", ""),
        ("gpg.ssh.program", ""),
        ("gpg.ssh.defaultKeyCommand", ""),
        ("uploadpack.packObjectsHook", ""),
        ("protocol.ext.allow", "never"),
        ("gc.auto", "0"),
        ("maintenance.auto", "false"),
        ("help.autocorrect", "0"),
        ("submodule.recurse", "false"),
        ("fetch.recurseSubmodules", "false"),
        ("diff.ignoreSubmodules", "all"),
        ("status.submoduleSummary", "false"),
    ]

    /// What only fetching runs: never wanted in a foreign repository.
    static let networkOverrides: [(String, String)] = [
        ("credential.helper", ""),
        ("core.askPass", ""),
        ("core.sshCommand", "false"),
        ("core.gitProxy", ""),
    ]

    /// Settings whose names hold a name the configuration chooses (`filter.NAME.clean`), and the
    /// variables of each that start a program. Their names are read from the configuration git
    /// sees there (`git config --list --name-only`, which itself starts no program).
    static let driverSettings: [(section: String, variables: [String], value: String)] = [
        ("filter", ["clean", "smudge", "process"], ""),
        ("diff", ["command", "textconv"], ""),
        ("merge", ["driver"], ""),
        ("credential", ["helper"], ""),
        ("remote", ["uploadpack", "receivepack", "vcs"], ""),
        ("difftool", ["cmd"], ""),
        ("mergetool", ["cmd"], ""),
        ("gpg", ["program"], ""),
    ]

    /// The overrides of every configured `filter.NAME.*`, `diff.NAME.*`, … (plus `required=false`
    /// for a filter, so an emptied one is no error). Credential and remote settings are left to
    /// the cache's fetches, which need them.
    private static func driverOverrides(_ repository: Repository, directory: URL, environment: [String: String]) throws -> [(String, String)] {
        let listing = try ToolProcess.run(
            "git", ["--no-pager", "config", "--list", "--name-only", "-z"],
            environment: neutralEnvironment(environment, .foreign, overrides: fixedOverrides + networkOverrides), directory: directory)
        guard listing.status == 0 else { return [] }
        var overrides: [(String, String)] = []
        var seen = Set<String>()
        for name in listing.output.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
            guard let firstDot = name.firstIndex(of: "."), let lastDot = name.lastIndex(of: "."), firstDot < lastDot else { continue }
            let section = String(name[..<firstDot]).lowercased()
            let variable = String(name[name.index(after: lastDot)...]).lowercased()
            guard let entry = driverSettings.first(where: { $0.section == section }), entry.variables.contains(variable) else { continue }
            if repository == .cache, section == "credential" || section == "remote" { continue }
            guard seen.insert(name).inserted else { continue }
            overrides.append((name, entry.value))
            if section == "filter", variable == "clean" || variable == "smudge" || variable == "process" {
                let required = String(name[...lastDot]) + "required"
                if seen.insert(required).inserted { overrides.append((required, "false")) }
            }
        }
        return overrides
    }

    /// The environment git runs with: the caller's, without the variables that point git at
    /// another repository or configuration (set when bootstrap itself runs inside a git hook) —
    /// and, in a foreign repository, without the programs that only fetching asks for passwords
    /// with —, with no terminal prompt, no pager, no editor, and `overrides` as command-line settings.
    static func neutralEnvironment(_ base: [String: String], _ repository: Repository, overrides: [(String, String)]) -> [String: String] {
        var environment = base.filter { key, _ in
            !redirecting.contains(key) && !key.hasPrefix("GIT_CONFIG_KEY_") && !key.hasPrefix("GIT_CONFIG_VALUE_")
                && !(repository == .foreign && fetchingOnly.contains(key))
        }
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_PAGER"] = "cat"
        environment["GIT_EDITOR"] = ":"
        environment["GIT_SEQUENCE_EDITOR"] = ":"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_CONFIG_COUNT"] = String(overrides.count)
        for (index, (key, value)) in overrides.enumerated() {
            environment["GIT_CONFIG_KEY_\(index)"] = key
            environment["GIT_CONFIG_VALUE_\(index)"] = value
        }
        return environment
    }

    /// Variables that make git work on another repository or read other settings than asked.
    static let redirecting: Set<String> = [
        "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY",
        "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_NAMESPACE", "GIT_CONFIG", "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT",
    ]

    /// The user's programs for reaching a remote, of no use in a foreign repository.
    static let fetchingOnly: Set<String> = ["GIT_ASKPASS", "SSH_ASKPASS", "GIT_PROXY_COMMAND", "GIT_SSH", "GIT_SSH_COMMAND"]
}
