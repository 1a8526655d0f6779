name = "app.rb"
p "my app.rb file" =~ /#{Regexp.escape(name)}/
word = "ell"
p "hello".match?(/#{word}/)
p "a, b,c".split(/,\s*/)
p "CamelCaseString".split(/(?=[A-Z])/)
p "hello"[/l+/]
p "key: val"[/(\w+): (\w+)/, 2]
p "x" =~ /y/ ? "yes" : "no"
p "one  two".split(/\s+/)
p "a1b2".tr("0-9", "")
p "A-B".downcase.gsub(/[^a-z]/, "")
