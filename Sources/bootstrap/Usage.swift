/// Help texts. Kept beside the parser so a new flag and its documentation change together.
enum Usage {
    static let commonOptions = """
        Options:
          -m, --template TEMPLATE  a built-in template's name (bootstrap templates), a config.yml,
                                   a folder holding one (./NAME for a folder named like a built-in),
                                   or a single .rb template (default: swift-package)
          -p, --pretend            run everything in memory; write nothing, run nothing
              --diff               like --pretend, and print a unified diff of every change
          -f, --force              overwrite files that already exist
          -s, --skip               keep files that already exist
          -q, --quiet              print no status lines
              --allow-run          let the template run commands
              --no-run             skip every command the template would run
              --skip-bundle        do not run bundle install
              --defaults           take the default answer for every question
              --set KEY=VALUE      answer a question (by its name or its text); repeatable
              --format text|json   status lines as text (default) or one JSON object per line
              --strict             an edit that finds nothing to edit is an error
        """

    static let overview = """
        bootstrap — generate and customise projects from declarative templates

        Usage:
          bootstrap new PATH [-m TEMPLATE] [options]
          bootstrap apply [-m TEMPLATE] [--path DIR] [--only BLOCK,...] [options]
          bootstrap check [-m TEMPLATE] [FILE.rb ...] [--syntax-only] [--format text|json] [--strict]
          bootstrap gen MODULE TEMPLATE [--path DIR] [--set KEY=VALUE]... [--force] [--pretend]
          bootstrap smoke [-m TEMPLATE] [--run CMD]... [--junit FILE] [--keep] [--allow-run] [--set KEY=VALUE]...
          bootstrap templates                          list the built-in templates (-m NAME)
          bootstrap --version | --help | help COMMAND

        Exit codes: 0 success, 1 the generation failed, 2 the input or the command line is wrong.

        \(commonOptions)
        """

    static func text(for command: String?) -> String {
        switch command {
        case "new":
            return """
                Usage: bootstrap new PATH [-m TEMPLATE] [options]

                Creates PATH by running the blocks of the template in order. The project is built in a
                staging folder beside PATH and moved into place only when every block succeeded; an
                existing non-empty PATH is refused (use `apply`).

                \(commonOptions)
                """
        case "apply":
            return """
                Usage: bootstrap apply [-m TEMPLATE] [--path DIR] [--only BLOCK,...] [options]

                Applies a template, or some of its blocks, to the existing project in DIR (default: the
                current folder). Every file is journaled before its first change; on failure all of them
                are restored and the files the run created are removed.

                  --path DIR           the project folder (default: .)
                  --only BLOCK,...     run only these blocks, in the template's order

                \(commonOptions)
                """
        case "check":
            return """
                Usage: bootstrap check [-m TEMPLATE] [FILE.rb ...] [--syntax-only] [--format text|json] [--strict]

                Validates a template without running it: the config (types, unknown keys), the syntax of
                every runner and .tt file, unknown methods, names and constants, action arguments and
                options, missing template sources, callbacks that are never called, and (as notes) every
                command the template can run. With FILE.rb arguments, checks those files.
                Exit 1 when an error is found (or a warning, with --strict), 0 otherwise.

                  --syntax-only        only parse the runner files
                  --format text|json   findings as text (default) or one JSON object per line
                  --strict             warnings count as errors
                """
        case "smoke":
            return """
                Usage: bootstrap smoke [-m TEMPLATE] [--run CMD]... [--junit FILE] [--keep] [--allow-run] [--set KEY=VALUE]...

                Checks the template, generates a project from it into a fresh temporary folder with
                --defaults, runs each --run command inside the project (/bin/sh -c), prints a summary and
                removes the folder. Exit 0 when every step passed, 1 otherwise.

                  --run CMD            a command to run in the generated project; repeatable
                  --junit FILE         write a JUnit XML report (check, generate, one test per command)
                  --keep               keep the generated project and print where it is
                  --allow-run          let the template run its commands (skipped otherwise, as with --no-run)
                  --set KEY=VALUE      answer a question; repeatable
                """
        case "templates":
            return """
                Usage: bootstrap templates

                Lists the built-in templates, one line each: its name (for -m NAME) and what it makes.
                A name always means the built-in; -m ./NAME uses a local folder of the same name.
                """
        case "gen":
            return """
                Usage: bootstrap gen MODULE TEMPLATE [--path DIR] [--set KEY=VALUE]... [--force] [--pretend]

                Writes the files of module MODULE (like Login or user_profile) into the project in DIR
                from a module template: a path to a folder holding template.yml, else the project's
                .bootstrap/templates/TEMPLATE, else a built-in one (viper, viper-swiftpm, feature).
                Every file is rendered first; if any of them already exists, nothing is written.

                  --path DIR           the project folder (default: .)
                  --set KEY=VALUE      a template variable (author, target, …); repeatable
                  -f, --force          overwrite the files of an existing module
                  -p, --pretend        list the files; write nothing
                  -q, --quiet          print no status lines
                      --format text|json
                """
        default:
            return overview
        }
    }
}
