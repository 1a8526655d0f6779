# The options Rails 6.1 gives a template for each line of option-lines.txt, found as `rails new`
# finds them (the railsrc step of Rails::Generators::ARGVScrubber, Thor's split and parse, and
# AppGenerator#initialize, which adds what --api and --minimal imply), without making an app.
# Prints one block per line: `> WORDS`, then `key<TAB>inspect` lines sorted by key, or `! message`.
require "rails/generators"
require "rails/generators/rails/app/app_generator"
require "shellwords"
work = ENV.fetch("SURFACE_WORK")
File.readlines(ARGV.fetch(0), chomp: true).each do |line|
  next if line.empty? || line.start_with?("#")
  puts "> #{line}"
  words = Shellwords.split(line.gsub("RAILSRC", "#{work}/railsrc"))
  begin
    $stdout = StringIO.new # the railsrc step prints "Using … from …"
    argv = Rails::Generators::ARGVScrubber.new(["new", *words]).prepare!
    $stdout = STDOUT
    args, opts = Thor::Options.split(argv)
    generator = Rails::Generators::AppGenerator.new(args, opts, {})
    generator.options.to_h.sort.each { |key, value| puts "#{key}\t#{value.inspect.gsub(work, "<WORK>")}" }
    puts "args\t#{generator.args.inspect}"
  rescue StandardError => e
    $stdout = STDOUT
    puts "! #{e.class}: #{e.message.gsub(work, "<WORK>")}"
  end
end
