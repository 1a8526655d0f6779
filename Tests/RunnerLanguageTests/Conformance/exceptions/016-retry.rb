# `retry` in a rescue clause runs the begin body again; locals keep their values.
attempts = 0
begin
  attempts += 1
  raise ArgumentError, "try #{attempts}" if attempts < 3
  puts "succeeded after #{attempts}"
rescue ArgumentError => e
  puts "rescued #{e.message}"
  retry
end

# In a method body's rescue, and with ensure running once at the end.
def fetch(list)
  tries = 0
  begin
    tries += 1
    list.fetch(tries)
  rescue IndexError
    retry if tries < 2
    :gave_up
  ensure
    puts "ensure after #{tries}"
  end
end
p fetch([1])
p fetch([1, 2])
