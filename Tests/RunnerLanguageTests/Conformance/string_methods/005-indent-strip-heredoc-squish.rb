p "a\nb".indent(2)
p "a\n\nb".indent(2)
p "x".indent(1, "\t")
p "a\n\nb".indent(2, " ", true)
p "  a\n    b\n".strip_heredoc
p "  multiple   spaces\n\tand  tabs  ".squish
code = <<-EOS.strip_heredoc
    def hello
      puts "hi"
    end
EOS
print code
print "line1\nline2\n".indent(4)
p "  lead".squish, "".squish
