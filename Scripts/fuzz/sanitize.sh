#!/usr/bin/env bash
# `make test-sanitize`: the test suite built and run under a sanitizer, in its own scratch
# folder so the normal build is untouched.
#
#   Scripts/fuzz/sanitize.sh address   # AddressSanitizer, .build-asan
#   Scripts/fuzz/sanitize.sh thread    # ThreadSanitizer, .build-tsan
#
# SANITIZE_CONFIGURATION=release builds -c release (with -enable-testing, for @testable) instead
# of debug: `make test-release`, the release-configuration suite and ASan in one build.
# SANITIZE_SKIP (a regular expression for `swift test --skip`) leaves suites out;
# SANITIZE_ALONE runs the suites it matches on their own, after the rest. The Makefile sets
# them (TIMED_SUITES) and says why.
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1

SWIFT=${SWIFT:-swift}
sanitizer=${1:?usage: sanitize.sh address|thread}
case "$sanitizer" in
  address) scratch=.build-asan ;;
  thread) scratch=.build-tsan ;;
  *) echo "sanitize: unknown sanitizer $sanitizer (address or thread)"; exit 2 ;;
esac
Scripts/fuzz/check-runtime.sh "$sanitizer" || exit 1

# A Swift trap under a sanitizer: the runtime's backtracer reads other threads' stacks, which
# ASan reports as an overflow of its own (and may hang); let the sanitizer print the stack.
export SWIFT_BACKTRACE=enable=no
# Leak checks stay off: XCTest's harness leaks a few objects at exit, and Swift keeps enum tags
# in the spare bits of pointers, so LeakSanitizer takes objects held through them for leaks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:handle_sigill=1:handle_abort=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=0:second_deadlock_stack=1}

configuration=()
if [ "${SANITIZE_CONFIGURATION:-debug}" = release ]; then configuration=(-c release -Xswiftc -enable-testing); fi
start=$(date +%s)
echo "== sanitize ($sanitizer): building the tests in $scratch (${SANITIZE_CONFIGURATION:-debug})"
if ! "$SWIFT" build --build-tests --scratch-path "$scratch" "${configuration[@]}" -Xswiftc -sanitize="$sanitizer" >"$scratch.build.log" 2>&1; then
  tail -n 60 "$scratch.build.log"; echo "sanitize ($sanitizer): the build failed"; exit 1
fi
built=$(date +%s)
skip=()
if [ -n "${SANITIZE_SKIP:-}" ]; then
  skip=(--skip "$SANITIZE_SKIP")
  echo "sanitize ($sanitizer): skipping suites matching: $SANITIZE_SKIP"
fi
if [ -n "${SANITIZE_ALONE:-}" ]; then
  skip+=(--skip "$SANITIZE_ALONE")
  echo "sanitize ($sanitizer): then, on their own, the suites matching: $SANITIZE_ALONE"
fi
echo "== sanitize ($sanitizer): running the tests (built in $((built - start))s)"
log="$scratch.test.log"
"$SWIFT" test --skip-build --scratch-path "$scratch" "${configuration[@]}" "${skip[@]}" >"$log" 2>&1
status=$?
if [ -n "${SANITIZE_ALONE:-}" ]; then
  "$SWIFT" test --skip-build --scratch-path "$scratch" "${configuration[@]}" --filter "$SANITIZE_ALONE" >>"$log" 2>&1 || status=1
fi
reports=$(grep -c "^==[0-9]*==ERROR: AddressSanitizer\|^WARNING: ThreadSanitizer" "$log")
grep -E "^(==[0-9]+==ERROR|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread)Sanitizer)" "$log" | sort | uniq -c | head -n 40
if [ "$status" -ne 0 ]; then grep -E "^✘ Test .* (recorded an issue|failed)|error: -\[|Fatal error" "$log" | cut -c1-400 | head -n 60; fi
grep -E "^(✘|✔) Test run|Executed [0-9]+ tests|Fatal error" "$log" | tail -n 5
echo "sanitize ($sanitizer): exit $status, $reports sanitizer report(s), tests ran in $(( $(date +%s) - built ))s; full log: $log"
exit "$status"
