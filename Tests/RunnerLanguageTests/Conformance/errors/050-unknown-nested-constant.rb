require "json"
JSON::Nope.parse("{}")
