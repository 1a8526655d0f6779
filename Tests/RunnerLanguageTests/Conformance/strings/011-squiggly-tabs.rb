# Tabs in <<~ indentation count to the next multiple of 8 columns.
tabs = <<~EOS
	one tab
	  tab and two spaces
        eight spaces
EOS
p tabs
mixed = <<~EOS
    four spaces
	tab
EOS
p mixed
escaped = <<~EOS
  \tescaped tab is text
    four
EOS
p escaped
inner = <<~EOS
  a	tab inside
  b
EOS
p inner
