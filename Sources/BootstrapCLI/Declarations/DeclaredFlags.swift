import BootstrapKit

// THE FLAGS OF EVERY COMMAND, each declared once.
//
// To add a flag, add one declaration to `DeclaredFlags.all`:
//
//     .option("--ref", value: "REF", help: "the branch, tag or commit of a git template",
//             for: ["new", "apply", "check"], as: .nonEmpty("a git ref")) { $0.options.ref = $1 },
//     .flag("--offline", help: "use only templates already in the cache", for: ["new", "apply"]) {
//         $0.options.offline = true
//     },
//
// - `.flag` takes no value; `.option` takes one, converted by `as:` (`.text`, `.nonEmpty(…)`,
//   `.commaSeparated(…)`, `.keyValue`, `.choice([…])`, or your own `ValueConversion`); a bad
//   value is refused as "--ref takes a git ref, got ''", exit 2.
// - `for:` names the commands that take it; every other command refuses it ("unknown option").
// - `repeatable: true` for a flag given more than once; `excludes: ["--skip"]` for a pair that
//   cannot be combined (declare it on one of the two).
// - The closure stores the value into `CommandRequest` (add a field there if the value has no
//   place yet) and the command's `run` (DeclaredCommands) reads it.
// That is all: the parser, `COMMAND --help`, `help COMMAND` and the did-you-mean read this list.
// The same name may be declared twice for disjoint commands when its meaning differs (`--set`).
// A new command is one declaration in DeclaredCommands.swift.
public enum DeclaredFlags {
    static let runs: Set<String> = ["new", "apply"]
    /// The commands that fetch a template named by `-m` (or, for gen, its TEMPLATE argument).
    static let fetching: Set<String> = ["new", "apply", "check", "smoke", "gen"]
    /// The flags of `new`/`apply` that mean the same for `update` (pretend, answers, output).
    static let runsAndUpdate = runs.union(["update"])

    public static let all: [CommandLineFlag] = [
        .option(
            "-m", "--template", value: "TEMPLATE",
            help: """
                config.yml, a folder holding one, or a single .rb template; a git repository
                (gh:OWNER/REPO, gl:OWNER/REPO, https://…, ssh://…, git@host:path, file://PATH)
                or an http(s) .rb/.yml file (default: the built-in template)
                """,
            for: ["new", "apply", "check", "smoke"], as: .nonEmpty("a template path, not empty")
        ) { $0.template = $1 },
        .option(
            "--path", value: "DIR", help: "the project folder (default: .)", for: ["apply", "gen", "update"],
            as: .nonEmpty("a folder, not empty")
        ) { $0.path = $1 },
        .option(
            "--only", value: "BLOCK,...", help: "run only these blocks, in the template's order", for: ["apply"],
            as: .commaSeparated("block names separated by commas, none empty")
        ) { $0.only = $1 },
        .flag("-p", "--pretend", help: "run everything in memory; write nothing, run nothing", for: runsAndUpdate.union(["gen"])) {
            $0.options.pretend = true
        },
        .flag("--diff", help: "like --pretend, and print a unified diff of every change", for: runsAndUpdate) {
            $0.options.pretend = true
            $0.options.diff = true
        },
        .flag("-f", "--force", help: "overwrite files that already exist", for: runs.union(["gen"]), excludes: ["--skip"]) {
            $0.options.force = true
        },
        .flag("-s", "--skip", help: "keep files that already exist", for: runs) { $0.options.skip = true },
        .flag("-q", "--quiet", help: "print no status lines", for: runsAndUpdate.union(["gen"])) { $0.options.quiet = true },
        .flag(
            "--allow-run", help: "let the template run commands and download URLs (smoke: skipped otherwise, as with --no-run; update: its migrations')",
            for: runsAndUpdate.union(["smoke"]), excludes: ["--no-run"]
        ) { $0.options.commandPolicy = .allow },
        .flag("--no-run", help: "skip every command and download the template would make (update: its migrations')", for: runsAndUpdate) {
            $0.options.commandPolicy = .deny
        },
        .option(
            "--timeout", value: "DURATION",
            help: "stop after DURATION (30s, 5m, 1h) with exit 1, undoing the run (smoke: default 30m)",
            for: runsAndUpdate.union(["gen", "smoke"]), as: ValueConversion(expected: "a duration such as 30s, 5m or 1h") { RunTimeout.parse($0) }
        ) { $0.options.timeout = $1 },
        .flag("--skip-bundle", help: "do not run bundle install", for: runs) { $0.options.skipBundle = true },
        .option(
            "--base", value: "COMMAND",
            help: "the command that makes the project's starting tree before the template runs (like `rails new %app_path%`); overrides the config's _base",
            for: ["new"], as: .nonEmpty("a command, not empty")
        ) { $0.options.base = $1 },
        .flag("--defaults", help: "take the default answer for every question", for: runsAndUpdate) { $0.options.defaults = true },
        .option(
            "--set", value: "KEY=VALUE", help: "answer a question (by its name or its text)", for: runsAndUpdate.union(["smoke"]),
            repeatable: true, as: .keyValue
        ) {
            $0.options.answers[$1.key] = $1.value
            // A --set wins over the file whatever their order: the answer is no longer the file's.
            $0.options.answerLocations[$1.key] = nil
        },
        .option(
            "--answers", value: "FILE.yml", help: "answer questions from a YAML mapping of names to answers (--set wins)",
            for: runsAndUpdate.union(["smoke"]),
            as: ValueConversion(expected: "a YAML file of answers") { path in
                switch AnswersFile.load(path: path) {
                case .success(let answers): return .success(answers)
                case .failure(let diagnostic):
                    return .failure(ValueRejection(
                        expected: "a YAML file of answers", problem: diagnostic.message,
                        located: diagnostic.location == nil ? nil : diagnostic.rendered))
                }
            }
        ) { request, loaded in
            for (name, value) in loaded.answers where request.options.answers[name] == nil {
                request.options.answers[name] = value
                request.options.answerLocations[name] = loaded.locations[name]
            }
            request.options.answersSource = loaded.source
        },
        .option(
            "--set", value: "KEY=VALUE", help: "a template variable (author, target, …)", for: ["gen"],
            repeatable: true, as: .keyValue
        ) { $0.options.answers[$1.key] = $1.value },
        .option(
            "-d", "--description", value: "TEXT", help: "the module's description (Generamba templates' module_info.description)",
            for: ["gen"], as: .text
        ) { $0.generamba.description = $1 },
        .option(
            "--author", value: "NAME", help: "the author of the module (Generamba templates' developer.name)", for: ["gen"],
            as: .nonEmpty("a name, not empty")
        ) { $0.generamba.author = $1 },
        .option(
            "--custom_parameters", value: "KEY:VALUE ...", help: "custom_parameters of Generamba templates", for: ["gen"],
            repeatable: true, as: .text
        ) { $0.generamba.customParameterArguments.append($1) },
        .option(
            "--target", value: "NAME", help: "the Xcode target of the module's code (default: the first app target)",
            for: ["gen"], as: .nonEmpty("a target name, not empty")
        ) { $0.xcodeTargets.target = $1 },
        .option(
            "--test-target", value: "NAME", help: "the Xcode target of the module's tests (default: the first unit-test target)",
            for: ["gen"], as: .nonEmpty("a target name, not empty")
        ) { $0.xcodeTargets.testTarget = $1 },
        .option(
            "--format", value: "text|json",
            help: "status lines (check: findings) as text (default) or one JSON object per line",
            for: runsAndUpdate.union(["check", "gen"]), as: .choice(["text": OutputFormat.text, "json": .json])
        ) { $0.options.format = $1 },
        .flag(
            "--strict", help: "warnings count as errors; so does an edit that finds nothing to edit",
            for: runs.union(["check"])
        ) { $0.options.strict = true },
        .flag("--syntax-only", help: "only parse the runner files", for: ["check"]) { $0.syntaxOnly = true },
        .option(
            "--run", value: "CMD", help: "a command to run in the generated project", for: ["smoke"], repeatable: true,
            as: .nonEmpty("a command, not empty")
        ) { $0.smokeCommands.append($1) },
        .option(
            "--junit", value: "FILE", help: "write a JUnit XML report (check, generate, one test per command)",
            for: ["smoke"], as: .nonEmpty("a file path, not empty")
        ) { $0.junitPath = $1 },
        .flag("--keep", help: "keep the generated project and print where it is", for: ["smoke"]) { $0.keep = true },
        .flag(
            "--matrix", help: "one generation per combination of the template's choice and bool answers", for: ["smoke"]
        ) { $0.smokeMatrix = true },
        .option(
            "--max-combinations", value: "N", help: "run at most N combinations of --matrix", for: ["smoke"],
            as: ValueConversion(expected: "a positive number") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
        ) { $0.maxCombinations = $1 },
        .option(
            "--ref", value: "REF",
            help: "tag, branch or commit of a git template (default: the newest version tag, else the default branch)",
            for: fetching.union(["update"]), as: .nonEmpty("a tag, branch or commit, not empty")
        ) { $0.options.remote.ref = $1 },
        .option(
            "--conflict", value: "inline|rej",
            help: "leave conflicts as git's markers in the file (default) or as FILE.rej beside it", for: ["update"],
            as: .choice(["inline": ConflictStyle.inline, "rej": .rej])
        ) { $0.conflictStyle = $1 },
        .flag("--allow-dirty", help: "update even when the git work tree has uncommitted changes", for: ["update"]) {
            $0.allowDirty = true
        },
        .option(
            "--template", value: "NAME|URL",
            help: "update only this template of .bootstrap.yml: its name, its source as recorded or its URL (default: every one)",
            for: ["update"], as: .nonEmpty("a template's name, source or URL, not empty")
        ) { $0.updateTemplate = $1 },
        .flag(
            "--check", help: "only tell whether each template has a newer version: exit 0 current, 1 behind, 2 error; writes nothing",
            for: ["update"], excludes: ["--pretend", "--diff", "--allow-dirty", "--conflict"]
        ) { $0.updateCheck = true },
        .option(
            "--subdir", value: "DIR", help: "the folder of the repository that holds the template", for: fetching,
            as: .nonEmpty("a folder, not empty")
        ) { $0.options.remote.subdir = $1 },
        .flag("--offline", help: "fetch nothing; use only templates and downloads already in the cache", for: fetching.union(["update"])) {
            $0.options.remote.offline = true
        },
        .option(
            "--max-download-size", value: "SIZE", help: "the largest file downloaded over http(s) (default: 10M)",
            for: fetching.subtracting(["gen"]),
            as: ValueConversion(expected: "a size such as 10M, 512K or 1048576") { RemoteOptions.parseSize($0) }
        ) { $0.options.remote.maxDownloadSize = $1 },
    ]
}
