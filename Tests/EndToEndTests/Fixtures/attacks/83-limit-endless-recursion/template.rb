# promise: (see attack.yml) — mutual recursion through a block.
def down(n)
  [n].each { |m| down(m + 1) }
end
down(0)
