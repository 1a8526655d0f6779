p "cafe 12ab" =~ /\h+/
p "x3F".scan(/\h/)
p "a1 b2" =~ /[[:digit:]]/, "a b".scan(/[[:space:]]/).size, "Ab1".scan(/[[:alpha:]]/)
p "Hello" =~ /(?i:hello)/
p "the cat scattered" .scan(/\bcat\b/).size
p "<a><b>".scan(/<.+?>/), "<a><b>".scan(/<.+>/)
p "abc\n" =~ /c$/
p "foo.rb" =~ /\.rb\z/
p "price $5" =~ /\$\d/
p "aaa".match(/(?<first>a)\k<first>/)[0]
p "ab12" =~ /(?<=b)\d/
p "2021-01-02".tr("-", "/")
