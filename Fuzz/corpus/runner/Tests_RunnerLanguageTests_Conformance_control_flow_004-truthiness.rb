[nil, false, true, 0, "", [], {}, "false"].each do |v|
  puts "#{v.inspect} is #{v ? "truthy" : "falsy"}"
end
p !nil, !!nil, !0, !!"x"
p nil || false, false || nil, 1 && 2, nil && 1, 1 || 2, false && raise("never")
p (nil or "or"), (1 and nil)
