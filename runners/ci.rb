# A GitHub Actions workflow that builds and tests in the pinned toolchain's container.
require_relative "support/package_answers"

template "templates/ci/ci.yml.tt", ".github/workflows/ci.yml"
