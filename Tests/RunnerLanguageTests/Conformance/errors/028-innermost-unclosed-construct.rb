def build
  [1].each do |x|
    puts x
  end
