def check_version(v)
  raise ArgumentError, "unsupported version #{v}" unless v >= 6
  v
end
check_version(5)
