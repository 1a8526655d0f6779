def risky(kind)
  case kind
  when :zero then 1 / 0
  when :key then {}.fetch(:x)
  when :type then "a" + 1
  when :arg then raise ArgumentError, "arg"
  when :name then undefined_thing
  when :method then nil.upcase
  end
  "ok"
rescue ZeroDivisionError => e
  "zero: #{e.message}"
rescue KeyError, TypeError => e
  "#{e.class}: #{e.message}"
rescue NameError => e
  "name error family: #{e.class}"
rescue StandardError => e
  "other #{e.class}"
end
%i[zero key type arg name method none].each { |k| puts risky(k) }
