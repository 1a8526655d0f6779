x = nil
p x&.upcase
p "a"&.upcase
h = { user: { name: "n" } }
p h[:user]&.fetch(:name)
p h[:nobody]&.fetch(:name)
p x&.length.nil?
p x&.foo(this_is_never_evaluated)
p [nil, "b"].map { |v| v&.upcase }
name = h.dig(:user, :name)&.capitalize
p name
y = "s"
p y&.size&.to_s
n = nil
n&.then { |v| puts "never #{v}" }
p n.to_a, n.to_s, n.inspect, n.nil?, 1.nil?
