h = Hash.new(0)
h[:a] ||= 5
p h, h[:a]
lists = Hash.new { |hash, k| hash[k] = [] }
lists[:a] ||= [1]
p lists
plain = {}
plain[:a] ||= 5
plain[:a] ||= 6
p plain
flags = { on: false }
flags[:on] ||= true
p flags
flags[:on] &&= "yes"
p flags
