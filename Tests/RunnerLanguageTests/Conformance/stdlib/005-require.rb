# require: the libraries templates use are there (true, then false); a template's own file is
# loaded by its path, from $LOAD_PATH, or with load (every time).
require "json"
require "fileutils"
require "active_support/core_ext/string"
$LOAD_PATH.unshift File.join(__dir__, "support")
p require("greeter")
p Greeter.hello
p require("greeter")
p $:.first == File.join(__dir__, "support")
p load(File.join(__dir__, "support", "counter.rb")), load(File.join(__dir__, "support", "counter.rb")), $loads
Dir[File.join(__dir__, "support", "*.rb")].sort.each { |f| require f }
p Counting.count
begin
  require "no_such_library_anywhere"
rescue LoadError => e
  p e.class
end
