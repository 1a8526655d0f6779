#!/bin/sh
# Regenerates NAME.out for every NAME.tt with Ruby's ERB in Thor's trim mode ("-"), evaluated
# in an object whose `app_name` is "demo" and whose @items is ["a", "b"] — the context the
# ERB tests set up in our interpreter.
set -e
cd "$(dirname "$0")"
for tt in *.tt; do
  ruby -rerb -e '
    class Context
      def initialize; @items = ["a", "b"]; end
      def app_name; "demo"; end
      def render(text); ERB.new(text, trim_mode: "-").result(binding); end
    end
    print Context.new.render(File.read(ARGV[0]))
  ' "$tt" > "${tt%.tt}.out"
done
