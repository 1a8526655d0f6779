m = "2024-05-06".match(/(?<year>\d+)-(?<month>\d+)-(?<day>\d+)/)
p m[:year], m["month"], m[:day]
p m.names
p m.captures
p m.named_captures
p m.to_a
md = "a1".match(/(?<letter>[a-z])(?<digit>\d)?/)
p md[:digit]
p "no date".match(/(?<year>\d+)/)
