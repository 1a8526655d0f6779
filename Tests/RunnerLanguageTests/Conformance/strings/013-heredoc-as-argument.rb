def wrap(text, tag:)
  "<#{tag}>#{text.strip}</#{tag}>"
end
puts wrap(<<~EOS, tag: "p")
  hi
EOS
[1, 2].each do |i|
  puts <<~EOS
    item #{i}
  EOS
end
def takes_block(text)
  yield text
end
takes_block <<~EOS do |t|
  from heredoc
EOS
  puts t.upcase
end
