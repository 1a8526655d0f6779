# Gem::Version ordering: numeric segments, trailing zeros, prereleases before releases.
v = ->(text) { Gem::Version.new(text) }
pairs = [["1.10", "1.9"], ["1.2", "1.2.0"], ["1.0.a", "1.0"], ["6.1.7", "6.1.7.10"], ["2.0.0.rc1", "2.0.0.beta2"], ["3", "2.99"]]
pairs.each do |a, b|
  puts "#{a} <=> #{b}: #{v[a] <=> v[b]} < #{v[a] < v[b]} >= #{v[a] >= v[b]} == #{v[a] == v[b]}"
end
puts (v["1.2"] <=> "1.3").inspect
puts (v["1.2"] <=> 5).inspect
puts v["1.5"].between?(v["1.0"], v["2.0"])
puts %w[1.10 1.2 1.9.1 1.2.0.pre].map { |s| v[s] }.sort.map(&:to_s).inspect
puts %w[1.10 1.2 1.9.1].map { |s| v[s] }.max
begin
  v["1.2"] < "x y"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
