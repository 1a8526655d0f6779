def greet(name, greeting = "Hello", punct = greeting == "Hello" ? "!" : ".")
  "#{greeting}, #{name}#{punct}"
end
p greet("A"), greet("B", "Hi"), greet("C", "Yo", "?")
def path(dir, file = "#{dir}.rb") = "#{dir}/#{file}"
p path("lib"), path("lib", "x.rb")
def kw_default(name, label: name.upcase, size: label.size)
  [name, label, size]
end
p kw_default("ab"), kw_default("ab", label: "xyz"), kw_default("ab", size: 0)
COUNT = 3
def uses_constant(n = COUNT) = n * 2
p uses_constant, uses_constant(1)
