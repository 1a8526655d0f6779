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

release: deps
	swift build -c release

demo: release
	.build/release/bootstrap new $(APP) --allow-run

test: deps
	swift test --disable-swift-testing

bench:
	sh bench/run.sh

# Installs the binary, the built-in template and the module templates beside it (share/bootstrap), where the binary finds it.
install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/bootstrap
	install -m 755 .build/release/bootstrap $(PREFIX)/bin/bootstrap
	cp -R config.yml runners templates module-templates $(PREFIX)/share/bootstrap/

clean:
	rm -rf .build
