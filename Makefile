# The two quick-start commands of the README:
#   make demo   installs what the build needs, builds bootstrap and generates ./myapp (--allow-run:
#               the template runs its one command, git init)
#   make test   runs the test suite (exactly what CI runs)
#   make bench  builds in release mode and benchmarks bootstrap against Rails' template engine (bench/README.md)
PREFIX ?= /usr/local
APP ?= myapp

.PHONY: deps build release demo test bench install clean

deps:
	@sh scripts/install-deps.sh

build: deps
	swift build

# The release binary links the Swift runtime statically: it starts in ~3 ms instead of ~25 ms
# (bench/README.md), and the same flags as `make bench` mean one release build serves both.
# BOOTSTRAP_STATIC_EXECUTABLE=1 links libc and libyaml in as well (Package.swift): no dynamic
# loader work at start (`--version` 3.5 M instructions → 0.35 M), and no libyaml needed to run it.
release: deps
	BOOTSTRAP_STATIC_EXECUTABLE=1 swift build -c release --static-swift-stdlib --product bootstrap

demo: release
	.build/release/bootstrap new $(APP) --allow-run

test: deps
	swift test --disable-swift-testing

bench:
	sh bench/run.sh

# Installs the binary and, beside it (share/bootstrap), the built-in templates and module templates.
# The binary has them compiled in too (the EmbedBuiltInTemplates plugin), so it works copied alone;
# the installed copies are what it uses when present, so they can be adapted in place.
install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/bootstrap
	install -m 755 .build/release/bootstrap $(PREFIX)/bin/bootstrap
	cp -R config.yml runners templates builtin-templates module-templates $(PREFIX)/share/bootstrap/

clean:
	rm -rf .build
