# Pins the toolchain, the counterpart of a Rails app's .ruby-version.
# Both answers can be given up front: --set swift_version=6.0 --set swift_tools_version=5.10
def swift_tools_version
  @swift_tools_version ||= ask("Swift tools version for Package.swift?", name: "swift_tools_version", default: "5.9")
end

swift_version = ask("Swift version for .swift-version?", name: "swift_version", default: "6.0")
create_file ".swift-version", "#{swift_version}\n"
