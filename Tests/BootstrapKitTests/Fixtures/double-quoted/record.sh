#!/bin/sh
# Records psych.json from real Ruby (3.1, its Psych): what Psych writes for each value of
# values.json as a double-quoted YAML scalar, and that it reads it back the same.
#   Tests/BootstrapKitTests/Fixtures/double-quoted/record.sh
set -eu
cd "$(dirname "$0")"
ruby record.rb > psych.json
