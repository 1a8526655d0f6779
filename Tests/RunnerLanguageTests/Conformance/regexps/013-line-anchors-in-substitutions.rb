text = "a\nb\n"
p text.gsub(/^/, "> ")
p text.gsub(/$/, ";")
p "a\n\nb".scan(/^.*$/)
p "one\ntwo".split(/^/)
p "x\n".sub(/\n\z/, ""), "x\n" =~ /x\Z/
p "a\nb".gsub(/^b/, "B"), "a\nb".gsub(/\Ab/, "B")
quoted = "line 1\nline 2\n".gsub(/^/, "# ")
print quoted
p "no newline".gsub(/^/, "> "), "".gsub(/^/, "> ")
p "a\r\nb".lines, "tab\there".sub(/\t/, " ")
p "ab\n".gsub(/\z/, "!"), "ab".gsub(/\b/, "|")
