# Gem::Requirement and Gem::Dependency, as templates check the Rails version.
r = Gem::Requirement.new(">= 7.0.0.alpha")
puts r.to_s, r.satisfied_by?(Gem::Version.new("6.1.7")), r.satisfied_by?(Gem::Version.new("7.1"))
pessimistic = Gem::Requirement.new("~> 6.1.0")
%w[6.1.0 6.1.7.10 6.2 7.0].each { |s| puts "~> 6.1.0 #{s}: #{pessimistic.satisfied_by?(Gem::Version.new(s))}" }
puts Gem::Requirement.new("~> 2.7").satisfied_by?(Gem::Version.new("2.8"))
puts Gem::Requirement.new(">= 1", "< 3").to_s
puts Gem::Requirement.new.to_s
puts Gem::Requirement.new("1.2").to_s
deps = ["~> 6.1.0", "~> 7.0.0", ">= 8.1.0"].map { |req| Gem::Dependency.new("rails", req) }
deps.each { |d| puts "#{d.requirement} #{d.match?("rails", Gem::Version.new("6.1.7.10"))} #{d.match?("rails", "7.0.4")}" }
puts Gem::Dependency.new("rails").match?("rails", "7.0.0.alpha")
puts Gem::Dependency.new("rails").match?("other", "1.0")
