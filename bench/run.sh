#!/bin/sh
# The benchmark, from a fresh clone: `make bench` or `bench/run.sh [bench.py options]`
# (`--quick` for a short run). Installs what is missing (as root, on Debian): libyaml via
# scripts/install-deps.sh, gnuplot for the plot, Rails 6.1 (ruby-railties, and ruby-activemodel,
# which the `bin/rails app:template` app needs) for the comparisons, and copier and cookiecutter
# from PyPI; builds bootstrap in release mode; then runs bench/bench.py. Results: the printed
# tables and targets, bench/out/results.tsv and bench/out/plot.png. A tool that cannot be
# installed only drops its side of a comparison, with a note in the table.
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
ruby -e 'require "active_model"' >/dev/null 2>&1 || apt_install ruby-activemodel
# The small project's other two tools, installed once: pip is not asked again when both import
# or when an earlier run installed them into bench/out/pytools, the virtual environment used
# where the system Python refuses pip installs (PEP 668).
if ! python3 -c 'import copier, cookiecutter' >/dev/null 2>&1 && [ ! -x bench/out/pytools/bin/cookiecutter ]; then
    python3 -m pip install -q copier cookiecutter 2>/dev/null \
        || { python3 -m venv bench/out/pytools && bench/out/pytools/bin/pip install -q copier cookiecutter; } \
        || echo "bench: could not install copier and cookiecutter from PyPI; their bars are skipped" >&2
fi
sh scripts/install-deps.sh

# Statically linked Swift runtime and Foundation: start-up is 3 ms instead of 20 ms of dynamic
# linking (the `--version` and small-template targets are mostly start-up).
make release
exec python3 bench/bench.py --bootstrap .build/release/bootstrap "$@"
