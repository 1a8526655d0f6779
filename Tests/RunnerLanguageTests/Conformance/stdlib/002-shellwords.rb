# Shellwords: command lines a template builds for `run`.
require "shellwords"

p Shellwords.split(%q{one two "three four" 'five six' seven\ eight})
p Shellwords.split(%q{a "b\"c" 'd\e' "f\\g" h\\i})
p "it's a file.txt".shellescape
p Shellwords.escape("")
p Shellwords.escape("plain-word_1.2,3:4+5/6@7")
p Shellwords.escape("two\nlines")
p %w[ls -la my\ dir].shelljoin
p Shellwords.join(["echo", "a b", "c'd"])
p "git commit -m 'first commit'".shellsplit
begin
  Shellwords.split("unterminated 'quote")
rescue ArgumentError => e
  p e.message
end
