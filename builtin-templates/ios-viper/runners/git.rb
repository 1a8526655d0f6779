# Ignores what Xcode, XcodeGen and CocoaPods generate, then makes the project a git repository.
# `git init` is a command: it runs with --allow-run, is skipped with --no-run, and is asked about
# on a terminal.
require_relative "support/app_answers"

template "templates/git/gitignore.tt", ".gitignore"
git :init
