# How to open, build and grow the app.
require_relative "support/app_answers"

template "templates/documentation/README.md.tt", "README.md"
