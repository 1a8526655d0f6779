# A constant followed by a spaced argument is a method call, as after any method name: `Given /re/ do`
# (a regexp, not a division), `Check [1]` (an array, not an index), `Check :a`, `Check -1`.
def Given(pattern, &block)
  block.call(pattern.source)
end

def Check(*args)
  args
end

Given /^x (\d+)$/ do |source|
  p source
end
p(Check [1, 2])
p(Check :a, :b)
p(Check -1)
p(Check *[3, 4])
p(Integer "42")
p(Check ?z)
TOTAL = 10
p TOTAL / 2
p TOTAL/2
p(TOTAL - 1)
