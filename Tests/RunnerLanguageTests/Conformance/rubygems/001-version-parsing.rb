# Gem::Version: how RubyGems reads version strings.
["1.2.3", " 1.2 ", "7.0.0.alpha", "1.2-3", "1.2.b1", "", "10"].each do |text|
  v = Gem::Version.new(text)
  puts "#{text.inspect} -> #{v.to_s.inspect} #{v.segments.inspect} #{v.canonical_segments.inspect} #{v.prerelease?}"
end
p Gem::Version.new("1.2")
puts Gem::Version.new("7.0.0.alpha").release
puts Gem::Version.new("1.2.3").bump
puts Gem::Version.new("1.2.3.rc1").bump
puts Gem::Version.correct?("1.2.3"), Gem::Version.correct?("a.b")
begin
  Gem::Version.new("a b")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
