text = <<-EOS
# not a comment
=begin
def not_code
=end
"quotes" and 'single' and #{1 + 1}
__END__
  EOS
print text
plain = <<EOS
  EOS
EOS
p plain
empty = <<~EOS
EOS
p empty
blank_only = <<~EOS

EOS
p blank_only
puts "still running"
