text = <<~EOS
  body
EOSX
