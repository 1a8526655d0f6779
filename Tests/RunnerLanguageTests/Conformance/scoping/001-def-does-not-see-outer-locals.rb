x = 5
def peek
  defined?(x) ? "sees x" : "no x"
end
p peek
def try_x
  x
rescue NameError => e
  e.class
end
p try_x
def own_x
  x = 1
  x
end
p own_x
p x
