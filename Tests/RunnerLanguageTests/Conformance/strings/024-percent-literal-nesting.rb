p %(a (b) #{"c"})
p %w[a [b] c]
p %r{a{2}}.match?("caab")
p %Q{#{1}{2}}
p %q{nested {braces} here}
p %w(x (y) z)
p %i{a b}
p %{braces}
p %[brackets #{:x}]
p %|pipe #{1}|
