#!/bin/sh
# Records what PyPI's `pbxproj` reads in the project files `gen` edits in the end-to-end tests
# (expected/NAME.json: the reading and the fingerprint of the bytes it was read from), so the
# tests can check them where pbxproj is not installed.
#
#   Tests/EndToEndTests/Fixtures/xcode-gen/record.sh     (needs python3 -m pip install pbxproj)
set -eu
python3 -c 'import pbxproj' || { echo "record.sh: python3 cannot import pbxproj (pip install pbxproj)" >&2; exit 1; }
root=$(cd "$(dirname "$0")/../../../.." && pwd)
cd "$root"
XCODEPROJECT_RECORD=1 swift test --disable-swift-testing --filter 'EndToEndTests.GenXcodeProjectTests'
ls -l Tests/EndToEndTests/Fixtures/xcode-gen/expected
