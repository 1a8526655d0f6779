def order
  log = []
  begin
    log << "body"
    raise "x"
  rescue
    log << "rescue"
  else
    log << "else"
  ensure
    log << "ensure"
  end
  log
end
p order
def no_error
  log = []
  begin
    log << "body"
  rescue
    log << "rescue"
  else
    log << "else"
  ensure
    log << "ensure"
  end
  log
end
p no_error
def ensure_with_return
  return "returned"
ensure
  puts "ensure runs"
end
p ensure_with_return
begin
  begin
    raise "inner"
  ensure
    puts "inner ensure"
  end
rescue => e
  puts "outer caught #{e.message}"
end
