# promise: a template never reads or changes the project's git folder (hooks, config): in any case or spelling, by action, script or link, under --no-run or not.
report = []
[
  -> { create_file ".git/hooks/pre-commit", "#!/bin/sh\ntouch /tmp/pwned\n" },
  -> { append_to_file ".git/config", "[core]\n\tfsmonitor = touch /tmp/pwned\n" },
  -> { create_file ".GIT/hooks/post-checkout", "x" },
  -> { create_file ".git./hooks/pre-push", "x" },
  -> { create_file ".g\u200Cit/config", "x" },
  -> { create_file "GIT~1/config", "x" },
  -> { File.write(".git/hooks/pre-commit", "x") },
  -> { File.read(".git/config") },
  -> { FileUtils.rm_rf(".git") },
  -> { remove_dir ".git" },
  -> { chmod ".git/hooks", 0777 },
  -> { create_link "hooks-link", ".git/hooks" },
  -> { inside(".git") { create_file "x" } },
  -> { copy_file "template.rb", ".git/hooks/pre-commit" },
].each_with_index do |attempt, i|
  begin
    attempt.call
    report << "#{i}: NOT REFUSED"
  rescue => e
    report << "#{i}: refused"
  end
end
create_file "report.txt", report.join("\n") + "\n"
