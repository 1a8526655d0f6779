def factory_bot_rails_callback
  create_file "spec/support/factory_bot.rb", "# factories\n"
end

def rspec_callback
  create_file "spec/rspec.txt"
end
