p 5.then { |v| v * 2 }
p [1, 2].tap { |a| puts "size #{a.size}" }.map { |v| v + 1 }
r = "x".tap { |s| s << "y" }
p r
cfg = {}.tap do |c|
  c[:name] = "app"
  c[:db] = "pg"
end
p cfg
p "hello".then { |s| s.upcase }.then { |s| s + "!" }
p 3.then { |v| v + 1 }
p nil.then { |v| v.inspect }
p 2.yield_self { |v| v ** 3 }
