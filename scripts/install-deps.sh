#!/bin/sh
# Installs what building bootstrap needs on Debian when it is missing: libyaml's headers and pkg-config.
# Nothing else is fetched: the package has no Swift dependencies.
set -e
if pkg-config --exists yaml-0.1 2>/dev/null; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
echo "installing libyaml-dev and pkg-config (needed to build bootstrap)"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends libyaml-dev pkg-config
