# The answers and names every block of the default template shares. Each block loads this file
# with require_relative (it runs once), so `bootstrap apply --only deploy` works on its own.
# Answers are asked once and remembered in @ivars, which live for the whole run.

# --set swift_version=6.0: the toolchain of .swift-version, the CI container and the Docker image.
def swift_version
  @swift_version ||= version_answer(ask("Swift version for .swift-version?", name: "swift_version", default: "6.0"), "swift_version")
end

# --set swift_tools_version=5.9: the first line of Package.swift.
def swift_tools_version
  @swift_tools_version ||= version_answer(ask("Swift tools version for Package.swift?", name: "swift_tools_version", default: "5.9"), "swift_tools_version")
end

# --set kind=library (a library only) or kind=tool (a library and an executable that uses it).
def package_kind
  @package_kind ||= ask("Library only, or library and executable?", name: "kind", default: "tool", limited_to: %w[library tool])
end

def tool?
  package_kind == "tool"
end

# The package's name and the stem of its module names: the project's name as a Swift identifier.
# app_const already makes every character that is no letter, digit or '_' an '_' and camelizes
# the rest, as Rails does (`my app` → MyApp, `lib-a` → LibA); what is left that Swift cannot take
# (a leading digit, no letter at all) is refused here, before the first file is written.
def package_name
  @package_name ||= begin
    name = app_const
    unless name =~ /\A[[:alpha:]_][[:alnum:]_]*\z/ && name =~ /[[:alpha:]]/
      raise ArgumentError, "'#{app_name}' cannot name a Swift package: the name must start with a letter " \
        "(as a Swift module it would be #{name}Kit); choose a name like MyTool or my_tool"
    end
    name
  end
end

# The library: MyTool → MyToolKit (the XcodeGen/XcodeGenKit split).
def module_name
  "#{package_name}Kit"
end

# The executable: package_name's words, lowercased and joined by '-', in any script (MyTool →
# my-tool, `my app` → my-app, café-tool → café-tool, `naïve tool` → naïve-tool, XMLParser →
# xml-parser). Made from package_name, so it is a valid product name even when the folder's name
# has spaces or punctuation. (ActiveSupport's `underscore` finds words by ASCII letters only, so
# it would make CaféTool `cafétool` but NaïveTool `naive_tool`.)
def executable_name
  package_name.gsub(/(\p{Lu}+)(\p{Lu}\p{Ll})/, '\1-\2').gsub(/(\p{Ll}|\p{N})(\p{Lu})/, '\1-\2').downcase.tr("_", "-")
end

# The executable's lines in Package.swift, written by the package block and, for a library made
# earlier, added by the deploy block that ships the executable.
def executable_product_line
  %(.executable(name: "#{executable_name}", targets: ["#{executable_name}"]),)
end

def executable_target_line
  %(.executableTarget(name: "#{executable_name}", dependencies: ["#{module_name}"]),)
end

# A version written into Package.swift and image tags must look like one, or the error would only
# show up later, as a broken manifest or a missing image.
def version_answer(answer, name)
  return answer if answer =~ /\A\d+\.\d+(\.\d+)?\z/
  raise ArgumentError, "--set #{name}=#{answer}: expected a version such as 5.9 or 6.0.1"
end
