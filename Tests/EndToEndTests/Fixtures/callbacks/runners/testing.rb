append_to_file "order.txt", "testing runner\n"

def factory_girl_rails_callback
  template "templates/factory_girl.rb.tt", "spec/support/factory_girl.rb"
  append_to_file "order.txt", "factory_girl_rails_callback\n"
end

def late_gem_callback
  append_to_file "order.txt", "late_gem_callback\n"
end
