#!/bin/sh
# Records what real Ruby prints for template.rb.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here" && ruby template.rb > expected.txt
