create_file "order.txt", "first runner\n"

# Defined before its gem's block: still called, since definitions persist across blocks.
def rspec_rails_callback
  append_to_file "order.txt", "rspec_rails_callback\n"
end
