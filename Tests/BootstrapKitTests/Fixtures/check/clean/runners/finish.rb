apply File.expand_path("../support/finish_steps.rb", __dir__)
finish_steps(banner("done"))
