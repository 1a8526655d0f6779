# A two-stage Dockerfile: the full toolchain image builds a release binary, and only the binary
# goes into the slim runtime image. A library has no binary, so it gets none.
require_relative "support/package_answers"

if tool?
  template "templates/deploy/Dockerfile.tt", "Dockerfile"
  create_file ".dockerignore", <<~IGNORE
    .build/
    .swiftpm/
    .git/
  IGNORE
else
  say_status :skip, "Dockerfile (a library has no executable to deploy)", :yellow
end
