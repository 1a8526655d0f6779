#!/bin/sh
# Installs what building and running bootstrap needs when it is missing: libyaml's headers and
# pkg-config (the build), git and curl (remote templates are fetched with them). On Debian or
# Ubuntu with apt, on macOS with Homebrew. Nothing else is fetched: the package has no Swift
# dependencies.
set -e
if [ "$(uname -s)" = Darwin ]; then
    missing=""
    pkg-config --exists yaml-0.1 2>/dev/null || missing="$missing libyaml pkg-config"
    [ -z "$missing" ] && exit 0
    command -v brew >/dev/null 2>&1 || { echo "install-deps: needs$missing; install Homebrew (https://brew.sh) or them" >&2; exit 1; }
    echo "installing$missing with Homebrew (needed to build bootstrap)"
    brew install $missing
    exit 0
fi
missing=""
pkg-config --exists yaml-0.1 2>/dev/null || missing="$missing libyaml-dev pkg-config"
command -v git >/dev/null 2>&1 || missing="$missing git"
command -v curl >/dev/null 2>&1 || missing="$missing curl ca-certificates"
if [ -z "$missing" ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
echo "installing$missing (needed to build bootstrap and fetch remote templates)"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
