# StringIO and Date: text built up before one create_file, a date written into a changelog.
require "stringio"
require "date"

out = StringIO.new
out.puts "line one", ["two", "three"]
out.print "a", "b"
out << "c\n"
out.write("d", "e")
p out.string
input = StringIO.new("first\nsecond\nthird")
p input.gets, input.read, input.eof?
input.rewind
p input.readlines
p StringIO.new("x\ny\n").each_line.to_a

day = Date.new(2024, 2, 28)
p day, day.to_s, day.year, day.month, day.day, day.wday, day.yday, day.leap?
p day + 2, day - 28, day >> 1, day << 2, day.next_day, day.prev_month, day.next_year
p Date.new(2024, 3, 5) - Date.new(2024, 2, 28)
p day.strftime("%Y/%m/%d %A %B %-d %j")
p Date.parse("2023-12-31"), Date.parse("2023/1/5"), Date.iso8601("2020-02-29")
p Date.valid_date?(2023, 2, 29), Date.valid_date?(2024, 2, 29), Date.leap?(1900)
p Date.new(2024, 1, 31) >> 1, Date.new(2024, 2, -1), Date.new(2024, 5, 1) < Date.new(2024, 5, 2)
begin
  Date.new(2023, 2, 30)
rescue Date::Error => e
  p e.class, e.message
end
