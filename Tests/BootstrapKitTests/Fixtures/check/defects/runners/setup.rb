# Every statement below holds exactly one defect.
creat_file "README.md", "hello\n"
template "#{PATH}/readme.tt", "README"
copy_file "templates/nope.txt", "nope.txt"
template File.join(TEMPLATE_PATH, "templates", "absent.txt"), "absent.txt"
require_relative "helpers/missing"
create_file
append_file ".gitignore", "tmp/\n", before: :end
puts greeting
run "bundle exec rake db:setup"
create_file "ok.txt", "fine\n"
