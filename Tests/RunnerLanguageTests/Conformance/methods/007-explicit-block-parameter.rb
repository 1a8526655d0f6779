def run(&blk)
  blk.call(10)
end
p run { |x| x + 1 }
def forward(&block)
  [1, 2].map(&block)
end
p forward { |x| x * 3 }
def nil_block(&b)
  b.nil?
end
p nil_block, nil_block {}
p %w[a b].map(&:upcase)
p [[1, 2], [3]].map(&:sum)
up = :upcase.to_proc
p up.call("x")
def takes(&b) = b
pr = takes { |x| x * 2 }
p pr.call(4), pr.(5), pr[6]
def pass_along(&b) = run(&b)
p pass_along { |x| x - 1 }
def yields_to_captured(&b)
  yield 3
end
p yields_to_captured { |x| x * x }
