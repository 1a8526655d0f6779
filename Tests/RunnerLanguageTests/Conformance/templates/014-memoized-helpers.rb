def app_slug
  @app_slug ||= begin
    puts "computing slug"
    "My App".downcase.tr(" ", "-")
  end
end
puts app_slug
puts app_slug
$answers = { "db" => "pg" }
def ask_cached(key, default)
  $answers[key] ||= default
end
p ask_cached("db", "sqlite"), ask_cached("css", "tailwind"), $answers
