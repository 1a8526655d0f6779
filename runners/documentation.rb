# The README, a changelog, and a DocC catalog for the library. The swift-docc-plugin entry in
# config.yml is off; switch it on to build the catalog with `swift package generate-documentation`.
require_relative "support/package_answers"

template "templates/documentation/README.md.tt", "README.md"
template "templates/documentation/CHANGELOG.md.tt", "CHANGELOG.md"
template "templates/documentation/Catalog.md.tt", "Sources/#{module_name}/#{module_name}.docc/#{module_name}.md"
