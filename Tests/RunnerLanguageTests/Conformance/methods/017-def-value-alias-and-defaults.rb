r = def helper(x = default_value) = x * 2
p r
def default_value = 21
p helper, helper(1)
def hello = "hi"
alias greet hello
p greet
def hello = "changed"
p greet, hello
def counter(start, step: 1, &block)
  values = [start, start + step]
  block ? values.map(&block) : values
end
p counter(1), counter(1, step: 5), counter(2) { |v| v * 100 }
p(def another; end)
