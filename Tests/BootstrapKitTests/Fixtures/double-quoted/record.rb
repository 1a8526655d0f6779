# What Ruby's Psych (libyaml's emitter) writes for each value of values.json as a double-quoted
# scalar, and whether Psych reads that back as the same string: Tests/BootstrapKitTests/
# DoubleQuotedScalarTests holds bootstrap's writer (`.bootstrap.yml`, `YAML.dump`) to it.
#   ruby record.rb > psych.json      (record.sh does this)
require "json"
require "psych"

def double_quoted(value)
  document = Psych::Nodes::Document.new([], [], true)
  document.children << Psych::Nodes::Scalar.new(value, nil, nil, false, true, Psych::Nodes::Scalar::DOUBLE_QUOTED)
  stream = Psych::Nodes::Stream.new
  stream.children << document
  stream.to_yaml.chomp
end

values = JSON.parse(File.read(File.join(__dir__, "values.json")))
records = values.map do |value|
  written = double_quoted(value)
  { "value" => value, "written" => written, "readsBack" => Psych.load("key: #{written}\n")["key"] == value }
end
puts JSON.pretty_generate(records, ascii_only: true)
