#!/bin/sh
# Records what PyPI's `pbxproj` (an independent reader of project files) sees in every fixture
# project and in every project the XcodeProject tests edit: Oracle/expected/NAME.json, written
# by Oracle/pbxproj_summary.py. The tests compare against these when pbxproj is not installed,
# and check that they still agree with it when it is.
#
#   Tests/XcodeProjectTests/Oracle/record.sh      (from anywhere; needs python3 -m pip install pbxproj)
set -eu
python3 -c 'import pbxproj' || { echo "record.sh: python3 cannot import pbxproj (pip install pbxproj)" >&2; exit 1; }
root=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$root"
XCODEPROJECT_RECORD=1 swift test --disable-swift-testing --filter 'XcodeProjectTests.OracleTests'
ls -l Tests/XcodeProjectTests/Oracle/expected
