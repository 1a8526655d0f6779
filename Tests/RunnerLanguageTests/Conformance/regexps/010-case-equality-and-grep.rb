p(/ab/ === "cab")
p(/ab/ === "xyz")
p %w[apple banana cherry].grep(/an/)
p %w[a1 b c2].grep_v(/\d/)
p %w[Gemfile Rakefile README.md].select { |f| f.match?(/file\z/i) }
