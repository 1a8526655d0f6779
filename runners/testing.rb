# Real tests of the generated library, so `swift test` proves the package works.
template "templates/package/Tests.swift.tt", "Tests/#{module_name}Tests/#{module_name}Tests.swift"
