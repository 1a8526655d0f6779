# project.yml for XcodeGen, the Podfile the cocoapods block adds to, and .bootstrap/gen.yml, which
# tells `bootstrap gen` to put modules into UserStories/ and register them in ApplicationRoot.
require_relative "support/app_answers"

template "templates/project/project.yml.tt", "project.yml"
template "templates/project/Podfile.tt", "Podfile"
template "templates/project/gen.yml.tt", ".bootstrap/gen.yml"
