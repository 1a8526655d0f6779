total = 0
list = []
[1, 2, 3].each do |n|
  total += n
  list << n * n
end
p total, list
flag = false
1.times { flag = true }
p flag
name = "a"
[1].each { name = name + "b" }
p name
