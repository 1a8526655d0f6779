# testing adds rspec-rails before this runner defines its callback.
def rspec_rails_callback
  create_file ".rspec", "--require spec_helper\n"
end
