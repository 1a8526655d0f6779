# The test runs template.rb through apply, so that bootstrap indents it as Rails indents a -m template.
apply "template.rb"
