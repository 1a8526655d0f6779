i = 10
begin
  i += 1
end while i < 5
p i
j = 0
begin
  j += 1
end until j >= 3
p j
k = 10
k += 1 while k < 5
p k
