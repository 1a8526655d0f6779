# A Swift package named after the project folder: a library target (MyToolKit) and an
# executable (my-tool) that uses it, the XcodeGen/XcodeGenKit split.
def module_name
  "#{app_const}Kit"
end

def executable_name
  app_name.underscore.dasherize
end

template "templates/package/Package.swift.tt", "Package.swift"
template "templates/package/Library.swift.tt", "Sources/#{module_name}/#{module_name}.swift"
template "templates/package/main.swift.tt", "Sources/#{executable_name}/main.swift"
