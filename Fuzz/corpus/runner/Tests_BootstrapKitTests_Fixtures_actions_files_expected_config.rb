class Config
  inserted = 2
  new_value = 1
  # debug = true
  verbose = false
  # before end
end
