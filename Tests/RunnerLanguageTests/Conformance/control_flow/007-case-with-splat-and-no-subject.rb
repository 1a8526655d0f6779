SQL = %w[pg mysql sqlite3]
def adapter_kind(db)
  case db
  when *SQL then "sql"
  when "redis", "memcached" then "kv"
  else "unknown"
  end
end
p adapter_kind("pg"), adapter_kind("redis"), adapter_kind("x")
n = 15
label = case
        when n % 15 == 0 then "FizzBuzz"
        when n % 3 == 0 then "Fizz"
        else n.to_s
        end
p label
extra = ["x", "y"]
p(case "y" when "a", *extra then "matched splat" end)
