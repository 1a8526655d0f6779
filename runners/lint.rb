# swift-format's configuration (`swift format lint --recursive .`); the generated sources follow it.
copy_file "templates/lint/swift-format.json", ".swift-format"
