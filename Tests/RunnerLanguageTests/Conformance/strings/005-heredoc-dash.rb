def show
  text = <<-EOS
    keeps indentation
      and more
  EOS
  text
end
print show
print <<-X
no indent
    X
p <<-"Q"
  quoted #{1 + 1}
  Q
