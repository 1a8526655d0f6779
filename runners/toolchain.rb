# Pins the toolchain, the counterpart of a Rails app's .ruby-version (read by swiftenv and swiftly).
require_relative "support/package_answers"

# Every question of the template is asked here, before the first file is written: a terminal user
# answers them together, and a bad --set answer (or a project name Swift cannot take) stops the
# run before anything happens.
package_name
swift_version
package_kind
swift_tools_version

create_file ".swift-version", "#{swift_version}\n"
