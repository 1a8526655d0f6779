# The app's folders (they are Xcode's groups once `xcodegen generate` has run) with the code every
# module lives on: the services and their assembly, the presentation layer, the routing protocols,
# ApplicationRoot and the app delegate; and the unit tests of what can be tested without a screen.
require_relative "support/app_answers"

directory "templates/skeleton/app", target_name
directory "templates/skeleton/tests", tests_name
