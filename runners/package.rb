# Package.swift and the sources: a library target (MyToolKit) and, for the tool kind, an
# executable (my-tool) that uses it. `--set kind=library` makes the library alone.
require_relative "support/package_answers"

template "templates/package/Package.swift.tt", "Package.swift"
template "templates/package/Library.swift.tt", "Sources/#{module_name}/#{module_name}.swift"
template "templates/package/main.swift.tt", "Sources/#{executable_name}/main.swift" if tool?
