def run(cmd, capture: false, abort_on_failure: false)
  flags = []
  flags << "capture" if capture
  flags << "abort" if abort_on_failure
  "#{cmd}#{flags.empty? ? "" : " [#{flags.join(", ")}]"}"
end
def rails_command(command, **options)
  run("bin/rails #{command}", **options)
end
def git(commands = {})
  if commands.is_a?(Symbol)
    run "git #{commands}"
  else
    commands.map { |cmd, options| run "git #{cmd} #{options}" }
  end
end
puts rails_command("db:migrate")
puts rails_command "assets:precompile", abort_on_failure: true
puts git(:init)
puts git(add: ".", commit: "-m 'Initial commit'")
puts run("yarn add esbuild", capture: true)
