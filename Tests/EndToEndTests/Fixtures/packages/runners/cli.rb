def swift_argument_parser_callback
  append_to_file "README.md", "\nCommand-line parsing: swift-argument-parser.\n"
end
