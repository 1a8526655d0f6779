# Ignores what SwiftPM and Xcode write, then makes the project a git repository. `git init` is a
# command: it runs with --allow-run, is skipped with --no-run, and is asked about on a terminal.
create_file ".gitignore", <<~GITIGNORE
  .DS_Store
  /.build
  /.swiftpm
  /Packages
  /*.xcodeproj
  xcuserdata/
  DerivedData/
  .netrc
GITIGNORE

git :init
