# ERB in a template's own code, with the template's locals through `binding` (docs/runner-language.md).
require "erb"

def product = "Shop"

name = "orders"
columns = %w[id total]
text = <<~ERB
  # <%= product %>: <%= name %>
  <% columns.each do |column| -%>
  - <%= column %>
  <% end -%>
  done
ERB
print ERB.new(text, trim_mode: "-").result(binding)
print ERB.new("<%= greeting %>, <%= who.upcase %>!\n").result_with_hash(greeting: "Hello", who: "you")
print ERB.new("<%= 6 * 7 %> <%= product %>\n").result
here = binding
p here.local_variable_get(:name), here.local_variable_defined?(:columns), here.local_variable_defined?(:nothing)
here.local_variable_set(:name, "changed")
p name
