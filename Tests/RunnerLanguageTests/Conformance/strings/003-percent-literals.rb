p %w[a b c]
p %w(one two  three)
p %i[x y z]
p %q(single 'quoted' #{not})
p %Q(double "quoted" #{1 + 1})
p %(plain #{2 * 3} "q")
p %w{a b}
p %w<a b>
p %q[nested [brackets] ok]
p %w[]
p %w[
  multi
  line
]
p %w[a\ b c]
p %i[a? b!]
p %q|pipes|
