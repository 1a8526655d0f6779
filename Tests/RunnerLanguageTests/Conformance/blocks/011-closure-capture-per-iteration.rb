procs = []
[1, 2, 3].each { |i| procs << -> { i } }
p procs.map(&:call)
shared = []
i = 0
while i < 3
  shared << -> { i }
  i += 1
end
p shared.map(&:call)
for k in 1..3
  shared << -> { k }
end
p shared.last(3).map(&:call)
counter = 0
inc = -> { counter += 1 }
dec = -> { counter -= 1 }
inc.(); inc.(); dec.()
p counter
gen = ->(prefix) { ->(name) { "#{prefix}-#{name}" } }
admin = gen.("admin")
p admin.("users"), gen.("api").("posts")
