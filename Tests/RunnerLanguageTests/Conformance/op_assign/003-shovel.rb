s = "abc"
s << "def" << "!"
p s
t = s
t << "?"
p s
list = []
list << 1 << 2
list << [3]
p list
h = { items: [] }
h[:items] << "x"
p h
out = ""
%w[a b].each { |x| out << x.upcase }
p out
def build
  buf = []
  buf << "line 1"
  buf << "line 2"
  buf.join("\n")
end
puts build
n = "x"
n <<= "y"
p n
