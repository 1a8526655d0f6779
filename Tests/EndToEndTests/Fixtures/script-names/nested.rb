apply "template.rb"
