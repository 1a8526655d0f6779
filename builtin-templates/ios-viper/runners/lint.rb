# SwiftLint's configuration for Xcode's build, and swift-format's for CI (`swift format lint
# --strict --recursive .`), which every generated file passes.
require_relative "support/app_answers"

template "templates/lint/swiftlint.yml.tt", ".swiftlint.yml"
copy_file "templates/lint/swift-format.json", ".swift-format"
