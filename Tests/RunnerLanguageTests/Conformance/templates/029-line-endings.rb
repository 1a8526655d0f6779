# Lines of files with CRLF, CR, LF and mixed endings, as every way of reading lines gives them:
# a line ends after "\n" only; `chomp: true` takes off "\n" or "\r\n" (never a lone "\r").
files = %w[lf crlf cr mixed no-final-newline empty only-crlf].map { |name| "line-endings/#{name}.txt" }
files.each do |file|
  puts file
  p File.readlines(file)
  p File.readlines(file, chomp: true)
  foreach = []
  File.foreach(file) { |line| foreach << line }
  p foreach
  chomped = []
  File.foreach(file, chomp: true) { |line| chomped << line }
  p chomped
  text = File.read(file)
  p text.lines
  p text.lines(chomp: true)
  each = []
  text.each_line { |line| each << line }
  p each
  each_chomped = []
  text.each_line(chomp: true) { |line| each_chomped << line }
  p each_chomped
  p text.each_line.to_a
  p File.readlines(file).map(&:chomp)
  File.open(file) do |io|
    p io.readlines
  end
  File.open(file) do |io|
    p io.readlines(chomp: true)
  end
  File.open(file) do |io|
    got = []
    io.each_line { |line| got << line }
    p got
  end
  File.open(file) do |io|
    got = []
    while (line = io.gets)
      got << line
    end
    p got
  end
end

# Other separators, and chomp with them.
p "a\r\nb\r\nc".lines("\r\n")
p "a\r\nb\r\nc".lines("\r\n", chomp: true)
p "a\rb\rc\r".lines("\r")
p "a\rb\rc\r".lines("\r", chomp: true)
p "a|b||c".lines("|")
p "a|b||c".lines("|", chomp: true)
p "a\r\n".chomp, "a\r".chomp, "a\n\r".chomp, "a\r\r\n".chomp
