p "08".to_i, "1,000".to_i, "  12abc".to_i, "-".to_i, "+5".to_i
p "12.5kg".to_f, ".5".to_f, "1e5".to_i, "1e5".to_f, "abc".to_f, "-0.0".to_f
p "0x1A".to_i, "0x1A".to_i(16), "z".to_i(36), "777".to_i(8)
p Integer("42"), Integer("-7"), Float("2.5")
p 42.to_s.rjust(6, "0"), 3.14159.round(3).to_s, 10.to_f.to_s
p "3 apples" .to_i + "4 pears".to_i
