p "\a\b\f\v\0\x01\x7f"
p "ü", "日本"
p "# $", "# @", "#{"{"}", "#"
p "a\\nb", "tab\there"
p "\u00e9"
p ["\#$x", "\#@y", "\#{z}"]
p "'single' \"double\""
