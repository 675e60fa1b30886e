# Trellis build and test entry points. `make test` is the one test command (README, .ci/run).
# Every system package the build, the tests and the oracles need is installed here, only when missing.

# libcurl4-openssl-dev: FoundationNetworking, which the preview tests use through URLSession, is built on
# libcurl.
APT_PACKAGES := pkg-config libcairo2-dev libharfbuzz-dev libfreetype-dev libfontconfig1-dev libpng-dev libdeflate-dev libyaml-dev libxml2-dev \
                libcurl4-openssl-dev \
                python3-gi python3-gi-cairo gir1.2-pango-1.0 chromium time
VENV := .venv
PEER_PACKAGES := kiwisolver==1.5.1 websocket-client==1.9.0 pyyoga==0.1.0 jsonschema==4.26.0
SWIFT_BUILD_FLAGS ?=
# Release builds (the samples, the benchmarks, the diagrams) link the Swift runtime and Foundation statically:
# each process then starts ~8 ms sooner (no loading and relocating of ~20 Swift shared libraries: `trellis
# --version` 14.8 -> 8.3 ms), for a 90 MB binary instead of 19 MB. One set of flags for every release
# product, so they share one build.
RELEASE_BUILD := swift build -c release --static-swift-stdlib

.PHONY: all deps apt-deps build-deps venv build install test samples bench clean docs docs-diagrams format lint fuzz fuzz-build

all: build

deps: apt-deps venv

# Idempotent: asks dpkg first and runs apt-get only for what is missing.
apt-deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

# Only the C libraries' -dev packages the build itself needs (the Dockerfile's build stage, `make install`).
BUILD_APT_PACKAGES := $(filter lib% pkg-config,$(APT_PACKAGES))
build-deps:
	@$(MAKE) --no-print-directory apt-deps APT_PACKAGES="$(BUILD_APT_PACKAGES)"

# `make install PREFIX=/opt/trellis`: trellis and trellis-preview into PREFIX/bin, the fonts into
# PREFIX/share/trellis/fonts, where an installed trellis finds them without TRELLIS_FONTS (`TextEngine.bundled`).
# INSTALL_CONFIG=debug installs the debug products already built (`swift build`) without building anything.
PREFIX ?= /usr/local
INSTALL_CONFIG ?= release
ifeq ($(INSTALL_CONFIG),release)
INSTALL_BUILD := $(RELEASE_BUILD) --product trellis && $(RELEASE_BUILD) --product trellis-preview
else
INSTALL_BUILD := test -x .build/$(INSTALL_CONFIG)/trellis -a -x .build/$(INSTALL_CONFIG)/trellis-preview \
  || { echo "no .build/$(INSTALL_CONFIG)/trellis and trellis-preview: run swift build first" >&2; exit 1; }
endif
install: build-deps
	$(INSTALL_BUILD)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/trellis/fonts"
	install -m 755 .build/$(INSTALL_CONFIG)/trellis .build/$(INSTALL_CONFIG)/trellis-preview "$(DESTDIR)$(PREFIX)/bin/"
	install -m 644 Fonts/*.ttf Fonts/*.otf Fonts/*.txt Fonts/*.copyright Fonts/README.md "$(DESTDIR)$(PREFIX)/share/trellis/fonts/"

# The peers the tests and benchmarks compare against (kiwisolver; Yoga via pyyoga for `trellis-bench
# scale`), in a private virtual environment, brought up to date when this file changes the list.
venv: $(VENV)/.installed
$(VENV)/.installed: Makefile
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q $(PEER_PACKAGES)
	touch $@

build: apt-deps
	swift build $(SWIFT_BUILD_FLAGS)

test: deps lint
	swift build --build-tests $(SWIFT_BUILD_FLAGS)
	swift test --skip-build $(SWIFT_BUILD_FLAGS)
	$(MAKE) docs

# Builds trellis and trellis-preview (which `trellis preview` runs) and renders every sample spec next to
# Samples/README.md.
samples: apt-deps
	$(RELEASE_BUILD) --product trellis
	$(RELEASE_BUILD) --product trellis-preview
	.build/release/trellis render Samples/*.yaml -o Samples/rendered/
	.build/release/trellis render Samples/environment-rtl-profile.yaml -o Samples/rendered/environment-contact-sheet.png \
	  --matrix "device=iPhone SE (1st generation),iPhone 15,iPad mini" --matrix direction=ltr,rtl \
	  --matrix type=large,accessibilityExtraExtraExtraLarge
	Samples/render-gallery.sh .build/release/trellis

bench: deps
	$(RELEASE_BUILD) --product trellis
	$(RELEASE_BUILD) --product trellis-preview
	$(RELEASE_BUILD) --product trellis-bench
	.build/release/trellis-bench all

clean:
	rm -rf .build $(VENV)

# DocC catalogs of the library modules; broken symbol links fail the build (run by `make test`).
DOC_TARGETS := TrellisSolver TrellisText TrellisLayout TrellisSpec TrellisRender TrellisTesting
docs: apt-deps
	@mkdir -p .build/docs; for t in $(DOC_TARGETS); do \
	  swift package --allow-writing-to-directory .build/docs generate-documentation --target $$t \
	    --warnings-as-errors --output-path .build/docs/$$t --transform-for-static-hosting \
	    --hosting-base-path $$t >/dev/null || exit 1; \
	  echo "docs: .build/docs/$$t"; \
	done

# The architecture diagram in docs/ is a spec drawn by Trellis.
docs-diagrams: apt-deps
	$(RELEASE_BUILD) --product trellis
	.build/release/trellis render docs/diagrams/architecture.yaml -o docs/diagrams/architecture.png --style content
	.build/release/trellis render docs/examples/card.yaml -o docs/examples/card.png
	# trellis check exits 1 on the card's findings; the picture of one of them illustrates docs/check.md.
	rm -rf .build/check-report
	-.build/release/trellis check docs/examples/check-card.yaml --matrix "device=iPhone SE (1st generation)" \
	  --matrix direction=ltr,rtl --matrix type=large,AX-XXXL --matrix theme=light --report .build/check-report > /dev/null
	cp .build/check-report/005-clipped-content-caption.png docs/examples/check-report.png

# House style: swift-format (from the toolchain) with the checked-in .swift-format.
FORMAT_PATHS := Package.swift Sources Tests Benchmarks
format:
	swift format format --configuration .swift-format --in-place --recursive --parallel $(FORMAT_PATHS)
lint:
	swift format lint --configuration .swift-format --strict --recursive --parallel $(FORMAT_PATHS)

# Coverage-guided fuzzing of the spec reader, layout engine and renderer with libFuzzer and the address
# sanitizer (docs/reliability.md). One process; inputs that crash, hang (10 s) or exceed 4 GB are written
# to Tests/Fixtures/fuzz/, which `make test` replays. `make fuzz FUZZ_SECONDS=3600` for an hour.
FUZZ_SECONDS ?= 300
# Extra libFuzzer flags, e.g. FUZZ_ARGS="-fork=1 -ignore_timeouts=1" to keep going after a finding.
FUZZ_ARGS ?=
# Modes to limit a run to, as hexadecimal first bytes (FuzzTarget): FUZZ_MODES=03,07,10,11 spends every input on
# the Interface Builder reader, the preview's request heads, PNG references and font files.
FUZZ_MODES ?=
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address
fuzz-build: apt-deps
	cd Fuzz && swift build -c release $(FUZZ_FLAGS)
fuzz: fuzz-build
	@mkdir -p .build/fuzz-corpus .build/fuzz-samples && cp Samples/*.yaml .build/fuzz-samples/
	TRELLIS_FUZZ_MODES=$(FUZZ_MODES) Fuzz/.build/release/trellis-fuzz .build/fuzz-corpus Fuzz/seeds .build/fuzz-samples -dict=Fuzz/yaml.dict \
	  -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
	  -artifact_prefix=Tests/Fixtures/fuzz/ -print_final_stats=1 $(FUZZ_ARGS)
