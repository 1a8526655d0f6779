class Config
  old_value = 1
  debug = true
  # verbose = false
end
