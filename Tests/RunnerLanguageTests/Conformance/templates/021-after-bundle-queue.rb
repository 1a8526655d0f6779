@after_bundle_callbacks = []
def after_bundle(&block)
  @after_bundle_callbacks << block
end
def run(command)
  puts "run  #{command}"
end
after_bundle do
  run "bin/rails db:create"
end
after_bundle { run "git init" }
run "bundle install"
@after_bundle_callbacks.each(&:call)
p @after_bundle_callbacks.size
