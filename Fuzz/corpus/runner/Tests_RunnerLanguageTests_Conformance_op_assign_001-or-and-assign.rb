a = nil
a ||= 1
a ||= 2
p a
b = false
b ||= "set"
p b
c = 1
c &&= c + 1
p c
d = nil
d &&= d + 1
p d
h = {}
h[:x] ||= []
h[:x] << 1
h[:x] ||= "ignored"
p h
@memo ||= "computed"
@memo ||= "again"
p @memo
$g ||= 5
p $g
undefined_before ||= "ok"
p undefined_before
CONST_OR ||= "const"
p CONST_OR
