# run_ruby_script runs this; it prints what shims/ruby prints for it, so a run with Ruby and one with the stand-in agree.
puts "shim: ruby script.rb"
