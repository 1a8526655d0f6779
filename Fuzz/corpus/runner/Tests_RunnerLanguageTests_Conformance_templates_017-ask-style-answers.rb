ANSWERS = { "Which CSS framework?" => "tailwind", "Add devise?" => "y" }
def ask(question, default: nil)
  ANSWERS.fetch(question, default)
end
def yes?(question) = ask(question).to_s.downcase.start_with?("y")
css = ask("Which CSS framework?", default: "bootstrap")
js = ask("Which JS bundler?", default: "esbuild")
puts "css=#{css} js=#{js}"
puts "devise" if yes?("Add devise?")
puts "no admin" unless yes?("Add admin?")
