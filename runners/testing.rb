# Real tests of the generated library, so `swift test` proves the package works.
require_relative "support/package_answers"

template "templates/package/LibraryTests.swift.tt", "Tests/#{module_name}Tests/#{module_name}Tests.swift"
