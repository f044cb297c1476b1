#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets in Fuzz/ (with AddressSanitizer), seeds them
# from the fixtures and runs each for FUZZ_SECONDS. Fails when any target finds a crash,
# a timeout, an out-of-memory or a leak; the input is kept under $FUZZ_SCRATCH/crashes/.
#
#   FUZZ_SECONDS   seconds per target (default 60)
#   FUZZ_TARGETS   which targets (default: all five)
#   FUZZ_SCRATCH   build and corpus folder (default .build-fuzz, git-ignored)
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1

SWIFT=${SWIFT:-swift}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_TARGETS=${FUZZ_TARGETS:-FuzzFeedParser FuzzHTMLSanitizer FuzzQuery FuzzConfig FuzzTemplate}
FUZZ_SCRATCH=${FUZZ_SCRATCH:-.build-fuzz}
SHARED_FIXTURES=${SHARED_FIXTURES:-../shared/fixtures}

# The longest input each target is given (bytes). Longer seeds are cut there, which also
# feeds the parsers truncated documents; 64 KB feeds ran at 17 executions a second.
max_len() {
  case "$1" in
    FuzzFeedParser|FuzzHTMLSanitizer|FuzzConfig|FuzzTemplate) echo 16384 ;;
    *) echo 1024 ;;
  esac
}

Scripts/fuzz/check-runtime.sh fuzzer || exit 1
echo "== fuzz: building the targets (Fuzz/, -sanitize=fuzzer,address)"
start=$(date +%s)
# SwiftPM links executables with `--defsym main=<Module>_main`; see Fuzz/Sources/FuzzSupport.
mkdir -p "$FUZZ_SCRATCH"
if ! "$SWIFT" build --package-path Fuzz --scratch-path "$FUZZ_SCRATCH" -c debug \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$FUZZ_SCRATCH/build.log" 2>&1; then
  grep -v "Cannot export local symbol" "$FUZZ_SCRATCH/build.log" | tail -n 60
  echo "fuzz: the build failed"; exit 1
fi
bin=$("$SWIFT" build --package-path Fuzz --scratch-path "$FUZZ_SCRATCH" -c debug --show-bin-path)
echo "fuzz: built in $(( $(date +%s) - start ))s"

# Leak checks stay off (-detect_leaks=0, and ASAN_OPTIONS for the check at exit): Swift keeps
# enum tags in the spare bits of pointers, so LeakSanitizer sees objects held only through such
# enums (Data's storage in a global, for one) as unreachable and reports one-time global
# initialisers as leaks.
# The Swift runtime's backtracer reads other threads' stacks after a trap, which ASan reports as
# a stack overflow of its own; let libFuzzer report the trap instead.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

seeds="$FUZZ_SCRATCH/seeds"
rm -rf "$seeds"
if [ -d "$SHARED_FIXTURES" ]; then
  python3 Scripts/fuzz/seeds.py --out "$seeds" --shared "$SHARED_FIXTURES"
else
  echo "fuzz: $SHARED_FIXTURES is absent (CI puts ../shared beside the clone); seeding from the project's fixtures only"
  python3 Scripts/fuzz/seeds.py --out "$seeds" --shared /nonexistent
fi

failed=()
summary=()
for target in $FUZZ_TARGETS; do
  corpus="$FUZZ_SCRATCH/corpus/$target"     # grows from run to run (inputs that found new coverage)
  crashes="$FUZZ_SCRATCH/crashes/$target"
  log="$FUZZ_SCRATCH/logs/$target.log"
  mkdir -p "$corpus" "$crashes" "$(dirname "$log")" "$seeds/$target"
  dict=()
  [ -f "Fuzz/dicts/$target.dict" ] && dict=(-dict="Fuzz/dicts/$target.dict")
  echo "== fuzz: $target for ${FUZZ_SECONDS}s (max_len $(max_len "$target"))"
  "$bin/$target" -max_total_time="$FUZZ_SECONDS" -max_len="$(max_len "$target")" -rss_limit_mb=2048 -timeout=10 \
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$crashes/" "${dict[@]}" "$corpus" "$seeds/$target" >"$log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  if [ -z "$runs" ]; then runs=$(sed -n 's/^#\([0-9]*\).*/\1/p' "$log" | tail -n 1); fi
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
  if [ "$status" = "0" ]; then
    summary+=("$(printf '%-18s ok      %10s executions  %s  corpus %s files' "$target" "${runs:-?}" "$cov" "$(find "$corpus" -type f | wc -l)")")
    continue
  fi
  failed+=("$target")
  summary+=("$(printf '%-18s FAILED  %10s executions  %s' "$target" "${runs:-?}" "$cov")")
  artifact=$(sed -n "s/.*Test unit written to \(.*\)$/\1/p" "$log" | tail -n 1)
  echo "fuzz: $target FAILED (exit $status); the report:"
  grep -E "ERROR: |Fatal error|fuzz invariant|SUMMARY: |^    #[0-9]+ " "$log" | head -n 40
  if [ -n "$artifact" ] && [ -f "$artifact" ]; then
    if grep -q "deadly signal\|ERROR: AddressSanitizer" "$log"; then
      "$bin/$target" -minimize_crash=1 -max_total_time=60 -timeout=10 -rss_limit_mb=2048 \
        -exact_artifact_path="$artifact.min" "$artifact" >"$log.minimize" 2>&1 || true
    fi
    echo "fuzz: input kept as $artifact ($(wc -c <"$artifact") bytes)"
    [ -f "$artifact.min" ] && echo "fuzz: minimized: $artifact.min ($(wc -c <"$artifact.min") bytes)"
    echo "fuzz: reproduce with: SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 $bin/$target $artifact"
  fi
  echo "fuzz: full log: $log"
done

echo "== fuzz summary (${FUZZ_SECONDS}s per target)"
printf '%s\n' "${summary[@]}"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "fuzz: findings in: ${failed[*]} (turn each into a regression test: docs/TESTING.md, \"Fuzzing and sanitizers\")"
  exit 1
fi
