#!/bin/sh
# Records what Ruby Liquid (Debian's ruby-liquid, 5.4) makes of every case here:
#   AREA/NAME.liquid  -> AREA/NAME.out  (the render, render errors written in as Ruby writes them)
#                     -> AREA/NAME.err  (instead, when parsing fails: the syntax error's message)
# Every case renders with assigns.json, in UTC, with line numbers on (as the tests compare lines),
# and includes from snippets/.
# Usage: sh record.sh [AREA/NAME.liquid ...]   (no arguments: every case)
# With LIQUID_RECORD_TO=DIR the results go below DIR instead (the tests re-check the fixtures so).
set -eu
cd "$(dirname "$0")"
TZ=UTC exec ruby -e '
require "liquid"
require "json"
assigns = JSON.parse(File.read("assigns.json"))
# Partials come from snippets/NAME.liquid, as Generamba sets up its templates'"'"' snippets folder.
Liquid::Template.file_system = Liquid::LocalFileSystem.new(File.expand_path("snippets"), "%s.liquid")
files = ARGV.empty? ? Dir.glob("*/*.liquid").sort : ARGV
files.each do |path|
  base = path.sub(/\.liquid\z/, "")
  if ENV["LIQUID_RECORD_TO"]
    base = File.join(ENV["LIQUID_RECORD_TO"], base)
    Dir.mkdir(File.dirname(base)) unless Dir.exist?(File.dirname(base))
  end
  source = File.read(path)
  File.delete(base + ".out") if File.exist?(base + ".out")
  File.delete(base + ".err") if File.exist?(base + ".err")
  begin
    template = Liquid::Template.parse(source, line_numbers: true)
    File.write(base + ".out", template.render(Marshal.load(Marshal.dump(assigns))))
  rescue Liquid::SyntaxError, Liquid::StackLevelError => e
    File.write(base + ".err", e.message)
  end
end
' "$@"
