# A two-stage Dockerfile: the full toolchain image builds a release binary, and only the binary
# goes into the slim runtime image. A library has no binary, so it gets none.
require_relative "support/package_answers"

if tool?
  # A library made earlier (`new LibA --set kind=library`, then `apply --only deploy --set kind=tool`)
  # has no executable yet: add the one the image ships, as the package block would have, so the
  # Dockerfile's `swift build --product` finds it.
  manifest = File.exist?("Package.swift") ? File.read("Package.swift") : ""
  unless manifest.include?(executable_target_line)
    unless manifest.include?("    products: [\n") && manifest.include?("    targets: [\n")
      raise ArgumentError, "the Dockerfile ships the executable '#{executable_name}', which Package.swift does not " \
        "declare, and Package.swift has no `products: [` and `targets: [` lists to add it to; add " \
        "#{executable_target_line} to its targets, or make a library without --set kind=tool"
    end
    inject_into_file "Package.swift", "        #{executable_product_line}\n", after: "    products: [\n"
    inject_into_file "Package.swift", "        #{executable_target_line}\n", after: "    targets: [\n"
    template "templates/package/main.swift.tt", "Sources/#{executable_name}/main.swift"
  end
  template "templates/deploy/Dockerfile.tt", "Dockerfile"
  create_file ".dockerignore", <<~IGNORE
    .build/
    .swiftpm/
    .git/
  IGNORE
else
  say_status :skip, "Dockerfile (a library has no executable to deploy)", :yellow
end
