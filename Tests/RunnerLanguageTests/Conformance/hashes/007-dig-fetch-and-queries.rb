config = { db: { primary: { host: "localhost", ports: [5432, 5433] } } }
p config.dig(:db, :primary, :host)
p config.dig(:db, :primary, :ports, 1)
p config.dig(:db, :missing, :host)
p config[:db][:primary].keys
p config.fetch(:db).fetch(:primary).fetch(:host)
begin
  config.fetch(:nope)
rescue KeyError => e
  puts "#{e.class}: #{e.message}"
end
begin
  { "s" => 1 }.fetch("t")
rescue KeyError => e
  puts e.message
end
p config.key?(:db), config.has_key?(:x), config.include?(:db), config.member?(:db)
p({ a: 1 }.value?(1), { a: 1 }.has_value?(2))
p config.fetch(:nope, "dflt")
p({ a: 1, b: 2 }.values_at(:a, :b))
p({ a: 1, b: 2 }.slice(:a))
p({ a: 1, b: 2 }.except(:a))
p({ a: nil, b: 1 }.compact)
p({ a: 1 }.empty?, {}.empty?)
p({ a: 1 }.key(1))
