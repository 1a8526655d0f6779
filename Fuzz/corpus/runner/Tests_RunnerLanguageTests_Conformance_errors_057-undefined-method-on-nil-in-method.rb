def list_files(config)
  config[:files].each { |f| puts f }
end

list_files({})
