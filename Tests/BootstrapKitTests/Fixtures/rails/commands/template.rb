run "echo hello"
run "printf 'captured\\n'", capture: true
git :init
git add: ".", commit: "-m 'first commit'"
rake "db:migrate"
rake "db:migrate", env: "production"
rails_command "db:seed"
generate :model, "post", "title:string"
generate "controller", "home index"
run_bundle
after_bundle do
  run "echo after bundle"
end
run "echo last"
