p "\u{41 42 43}"
p "\101\102", "\x41\x42"
p "a\sb"
p 'a\sb'
p "line1\
line2"
p 'no \
continuation'
p "\\#{1}"
p "\#{1}"
p "tab:\t|"
p "caf\u00e9".size
