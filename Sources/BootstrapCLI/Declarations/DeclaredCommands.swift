import BootstrapKit
import Foundation

// THE COMMANDS, each declared once: name, one-line summary, the help paragraph, the positional
// arguments and what it runs. The usage text, `help COMMAND` and the did-you-mean read this list.
//
// To add a command, add one declaration to `DeclaredCommands.all`:
//
//     CommandDeclaration(
//         "cache", summary: "list or clear the cached templates",
//         discussion: "Lists the git templates fetched so far, or removes them (clear).",
//         arguments: [CommandLineArgument("ACTION", help: "list or clear", arity: .optional,
//                                         as: .choice(["list": "list", "clear": "clear"])) { $0.topic = $1 }]
//     ) { request, output in TemplateCache().run(request.topic ?? "list") },
//
// then declare its flags in DeclaredFlags.swift with `for: ["cache"]`. `-h`/`--help` come free.
public enum DeclaredCommands {
    public static let all: [CommandDeclaration] = [
        CommandDeclaration(
            "new", summary: "create a project from a template",
            discussion: """
                Creates PATH by running the blocks of the template in order. The project is built in a
                staging folder beside PATH and moved into place only when every block succeeded; an
                existing non-empty PATH is refused (use `apply`).
                """,
            arguments: [
                CommandLineArgument(
                    "PATH", help: "the project folder to create", missing: "new needs the PATH of the project to create",
                    as: .projectPath
                ) { $0.path = $1 },
            ]
        ) { request, _ in
            ProjectRun(options: request.options, terminal: StandardTerminal()).new(path: request.path!, template: request.template)
        },
        CommandDeclaration(
            "apply", summary: "apply a template, or some of its blocks, to a project",
            discussion: """
                Applies a template, or some of its blocks, to the existing project in DIR (default: the
                current folder). Every file is journaled before its first change; on failure all of them
                are restored and the files the run created are removed.
                """,
            extraArgumentHint: "use --path DIR for the project"
        ) { request, _ in
            ProjectRun(options: request.options, terminal: StandardTerminal())
                .apply(path: request.path ?? ".", template: request.template, only: request.only)
        },
        CommandDeclaration(
            "update", summary: "merge newer versions of the project's templates into it",
            discussion: """
                Brings the project in DIR (default: the current folder), made by `bootstrap new` from a git
                template, to newer versions of the templates .bootstrap.yml records — every one in order, or
                the one --template names (--ref, default: the newest version tag, else the default branch).
                Both sides are regenerated with the recorded answers (commands skipped) and their difference
                is merged into the project: files three-way, manifests by dependency, injected lines where
                they stand; the templates' migrations run before and after the merge. Refuses a git work tree
                with uncommitted changes unless --allow-dirty; an error restores every file. Exit 3 when
                conflicts are left. --check only tells whether a template is behind (docs/updating.md).
                """,
            extraArgumentHint: "use --path DIR for the project"
        ) { request, _ in
            var update = ProjectUpdate(options: request.options, terminal: StandardTerminal())
            update.conflictStyle = request.conflictStyle
            update.allowDirty = request.allowDirty
            update.templateName = request.updateTemplate
            update.checkOnly = request.updateCheck
            return update.run(path: request.path ?? ".")
        },
        CommandDeclaration(
            "check", summary: "validate a template without running it",
            discussion: """
                Validates a template without running it: the config (types, unknown keys), the syntax of
                every runner and .tt file, unknown methods, names and constants, action arguments and
                options, missing template sources, callbacks that are never called, and (as notes) every
                command the template can run. With FILE.rb arguments, checks those files.
                Exit 1 when an error is found (or a warning, with --strict), 0 otherwise.
                """,
            arguments: [
                CommandLineArgument("FILE.rb", help: "runner files to check instead of a template", arity: .many, as: .nonEmpty("a file path, not empty")) {
                    $0.files.append($1)
                },
            ]
        ) { request, _ in
            TemplateCheck(options: request.options).run(template: request.template, files: request.files, syntaxOnly: request.syntaxOnly)
        },
        CommandDeclaration(
            "gen", summary: "write a module from a module template",
            discussion: """
                Writes the files of module MODULE (like Login or user_profile) into the project in DIR
                from a module template: a path to a folder holding template.yml, else the project's
                .bootstrap/templates/TEMPLATE, else a built-in one (viper, viper-swiftpm, feature).
                In a Generamba project (one with a Rambafile), TEMPLATE is first looked up as a
                Generamba template (Templates/TEMPLATE/TEMPLATE.rambaspec, or its local: path).
                Every file is rendered first; if any of them already exists, nothing is written.
                With an .xcodeproj (and no project.yml), the files are added to it: groups following
                their folders, code in --target, tests in --test-target (docs/xcode-projects.md).
                """,
            arguments: [
                CommandLineArgument(
                    "MODULE", help: "the module's name, like Login or user_profile", missing: genMissing,
                    as: .nonEmpty("a module name, not empty")
                ) { $0.module = $1 },
                CommandLineArgument(
                    "TEMPLATE", help: "the module template: a folder, or the name of a project or built-in one",
                    missing: genMissing, as: .nonEmpty("a module template, not empty")
                ) { $0.moduleTemplate = $1 },
            ]
        ) { request, _ in
            var command = GenCommand(options: request.options, terminal: StandardTerminal())
            command.generamba = request.generamba
            command.xcodeTargets = request.xcodeTargets
            return command.run(module: request.module!, template: request.moduleTemplate!, path: request.path ?? ".")
        },
        CommandDeclaration(
            "smoke", summary: "generate a throw-away project and run commands in it",
            discussion: """
                Checks the template, generates a project from it into a fresh temporary folder with
                --defaults, runs each --run command inside the project (/bin/sh -c), prints a summary and
                removes the folder. Exit 0 when every step passed, 1 otherwise.
                """
        ) { request, _ in
            SmokeRun(SmokeRun.Configuration(
                template: request.template, commands: request.smokeCommands, junitPath: request.junitPath,
                keep: request.keep, allowTemplateCommands: request.options.commandPolicy == .allow,
                answers: request.options.answers, remote: request.options.remote,
                matrix: request.smokeMatrix, maxCombinations: request.maxCombinations)).run()
        },
        CommandDeclaration(
            "templates", summary: "list the built-in templates, one line each",
            discussion: """
                Lists the templates compiled into bootstrap, usable by name with -m (`-m ios-viper`).
                A built-in name wins over a folder of the same name; write `./NAME` for the folder.
                """
        ) { _, output in
            let width = BuiltInTemplates.all.map(\.name.count).max() ?? 0
            for entry in BuiltInTemplates.all {
                output.write(entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.summary + "\n")
            }
            return .success
        },
        CommandDeclaration(
            "cache", summary: "list or remove the cached remote templates",
            discussion: """
                Remote templates are kept in $XDG_CACHE_HOME/bootstrap (default ~/.cache/bootstrap): one
                git mirror per repository, the checked-out commits, and downloaded files. `list` prints
                each repository and file with its source and size; `clean` removes the whole cache (the
                next run fetches again).
                """,
            arguments: [
                CommandLineArgument("ACTION", help: "list or clean", as: .choice(["list": "list", "clean": "clean"])) {
                    $0.topic = $1
                },
            ]
        ) { request, output in
            CacheCommand(options: RemoteOptions()) { output.write($0) }.run(request.topic ?? "list")
        },
        CommandDeclaration(
            "help", summary: "show the help of a command, or this overview",
            discussion: "Shows the usage, the arguments and the options of COMMAND, or the overview.",
            arguments: [
                CommandLineArgument("COMMAND", help: "the command to explain", arity: .optional, as: .text) { $0.topic = $1 },
            ],
            validate: { request in
                guard let topic = request.topic, !all.contains(where: { $0.name == topic }) else { return }
                var message = "no help for unknown command '\(topic)'"
                if let suggestion = Suggestions.didYouMean(topic, in: all.map(\.name)) { message += " (\(suggestion))" }
                throw UsageError(message, command: nil)
            }
        ) { request, output in
            let help = BootstrapCommandLine.helpText
            output.write(request.topic.flatMap { BootstrapCommandLine.parser.command(named: $0) }.map(help.help(for:)) ?? help.overview)
            return .success
        },
        CommandDeclaration("version", summary: "print the version", discussion: "Prints the version of bootstrap.") { _, output in
            output.write("bootstrap \(BootstrapVersion.current)\n")
            return .success
        },
    ]

    /// First words that stand for a command.
    public static let aliases: KeyValuePairs = ["--version": "version", "-v": "version"]

    static let genMissing = "gen needs the MODULE name and the TEMPLATE (like: gen Login viper)"
}

import Diagnostics
