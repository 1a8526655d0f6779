#!/bin/sh
# The benchmark of issue 8, from a fresh clone: `make bench` or `bench/run.sh [bench.py options]`.
# Installs what is missing (as root, on Debian): libyaml via scripts/install-deps.sh, gnuplot for
# the plot, and Rails 6.1 (ruby-railties) for the comparison; builds bootstrap in release mode;
# then runs bench/bench.py. Results: the printed table and targets, bench/out/results.tsv and
# bench/out/plot.png.
set -eu
cd "$(dirname "$0")/.."

apt_install() {
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" >/dev/null \
            || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" >/dev/null; } \
            || echo "bench: could not install $*; continuing without it" >&2
    else
        echo "bench: $* missing and not root; continuing without it" >&2
    fi
}

command -v python3 >/dev/null 2>&1 || apt_install python3
command -v gnuplot >/dev/null 2>&1 || apt_install gnuplot-nox
command -v rails >/dev/null 2>&1 || apt_install ruby-railties
sh scripts/install-deps.sh

# Statically linked Swift runtime and Foundation: start-up is 3 ms instead of 20 ms of dynamic
# linking (the `--version` and small-template targets are mostly start-up).
make release
exec python3 bench/bench.py --bootstrap .build/release/bootstrap "$@"
