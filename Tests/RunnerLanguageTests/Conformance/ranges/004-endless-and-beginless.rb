r = (3..)
p r.first(2)
p (..5).include?(2), (..5).cover?(9)
def category(age)
  case age
  when ..12 then "child"
  when 13..19 then "teen"
  when 20.. then "adult"
  end
end
p category(5), category(15), category(40)
a = %w[a b c d]
p a[1..], a[..1], a[...1]
p (1..10).step(4).to_a, 1.step(2, 0.5).to_a
p ("a".."e").include?("c"), ("a".."e").step(2).to_a
