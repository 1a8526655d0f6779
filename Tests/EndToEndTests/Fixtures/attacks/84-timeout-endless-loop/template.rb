# promise: (see attack.yml) — a loop that swallows every exception and starts again.
create_file "first.txt", "first\n"
begin
  loop do
    x = 1
  end
rescue Exception
  retry
end
