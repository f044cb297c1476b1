#!/usr/bin/env bash
# The workflow check of `make test` (`make workflow-check`):
#
#   Scripts/workflow/check.sh PAPERBOY_BINARY
#
# 1. the Swift version is written once, in .swift-version: the repository's workflows
#    (paperboy.yml, release.yml) read it, the init workflow's SWIFT_VERSION and the README's "Publish it with
#    GitHub Actions" section agree with it;
# 2. actionlint (with shellcheck over every run: block) on .github/workflows/paperboy.yml,
#    .github/workflows/release.yml and the workflow `paperboy init` writes;
# 3. zizmor --offline at medium severity and up on all three, with .github/zizmor.yml;
# 4. shellcheck on every shell script under Scripts/;
# 5. Scripts/workflow/run_workflow_test.py: both workflows' jobs in a scratch repository
#    (the init workflow's release download from a local stand-in for GitHub, the mail job
#    against a local SMTP server).
#
# Needs actionlint, zizmor, PyYAML and aiosmtpd (the Makefile pip-installs them) and shellcheck (apt).
# Without actionlint or zizmor their step is skipped, saying so, or under CI the check fails
# (Scripts/check_skips.py).
set -euo pipefail
cd "$(dirname "$0")/../.."

paperboy=${1:?usage: Scripts/workflow/check.sh PAPERBOY_BINARY}
workflow=.github/workflows/paperboy.yml
release_workflow=.github/workflows/release.yml
failures=0
fail() { echo "workflow-check: $*" >&2; failures=$((failures + 1)); }

# pip puts actionlint and zizmor in the interpreter's scripts folder, or in the user's when it
# cannot write there.
PATH="$(python3 -c 'import os, sysconfig; print(sysconfig.get_path("scripts") + ":" + sysconfig.get_path("scripts", os.name + "_user"))'):$PATH"
command -v shellcheck >/dev/null || { echo "workflow-check: shellcheck is not installed (make deps installs it)" >&2; exit 1; }
linted=(shellcheck)
skipped=()
linter() {
  if command -v "$1" >/dev/null; then linted+=("$1"); return 0; fi
  python3 Scripts/check_skips.py "workflow-check ($1)" "$1 is not installed; make workflow-check pip-installs it" || exit 1
  skipped+=("$1")
  return 1
}

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The release the workflow downloads is served locally by the workflow test (5.).
"$paperboy" init --paperboy-repository octo/paperboy "$scratch/digest" >/dev/null
init_workflow="$scratch/digest/.github/workflows/paperboy.yml"

# 1. One Swift version.
swift_version=$(tr -d '[:space:]' < .swift-version)
[[ $swift_version =~ ^[0-9]+\.[0-9]+(\.[0-9]+)?$ ]] || fail ".swift-version does not hold a Swift version: '$swift_version'"
for file in "$workflow" "$release_workflow"; do
  grep -q '\.swift-version' "$file" || fail "$file does not read .swift-version"
  if grep -nE 'swift-version: *"?[0-9]|swift:[0-9]|SWIFT_VERSION: *"?[0-9]' "$file"; then
    fail "$file hard-codes a Swift version (read .swift-version instead)"
  fi
done
init_version=$(sed -n 's/^ *SWIFT_VERSION: *"\{0,1\}\([0-9.]*\)"\{0,1\} *$/\1/p' "$init_workflow")
[[ $init_version == "$swift_version" ]] \
  || fail "the init workflow's SWIFT_VERSION is '$init_version', .swift-version says $swift_version (Sources/PaperboyKit/Init/InitFiles+Workflow.swift)"
readme_section=$(sed -n '/^## Publish it with GitHub Actions/,/^## /p' README.md)
[[ -n $readme_section ]] || fail "README.md has no '## Publish it with GitHub Actions' section"
grep -q '\.swift-version' <<<"$readme_section" || fail "README.md's publish section does not mention .swift-version"
while read -r version; do
  [[ $version == "$swift_version" ]] || fail "README.md's publish section names Swift $version, .swift-version says $swift_version"
done < <(grep -oE '(Swift|swift:|SWIFT_VERSION:?) *"?[0-9]+\.[0-9]+(\.[0-9]+)?' <<<"$readme_section" | grep -oE '[0-9]+\.[0-9]+(\.[0-9]+)?$')
if command -v swift >/dev/null; then
  local_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -n 1)
  [[ $local_version == "$swift_version" ]] \
    || echo "workflow-check: note: the local Swift is $local_version, the workflows build with $swift_version (.swift-version)"
fi

# 2. actionlint, with shellcheck. First make sure actionlint really runs shellcheck.
if linter actionlint; then
  mkdir -p "$scratch/lint/.github/workflows"
  cat > "$scratch/lint/.github/workflows/probe.yml" <<'PROBE'
on: workflow_dispatch
jobs:
  probe:
    runs-on: ubuntu-24.04
    steps:
      - run: echo $UNQUOTED
PROBE
  probe=$(actionlint -no-color -shellcheck "$(command -v shellcheck)" "$scratch/lint/.github/workflows/probe.yml" 2>&1 || true)
  [[ $probe == *SC2086* ]] || fail "actionlint does not run shellcheck on run: blocks"
  actionlint -no-color -shellcheck "$(command -v shellcheck)" "$workflow" "$release_workflow" "$init_workflow" \
    || fail "actionlint found problems in the workflows (above)"
fi

# 3. zizmor, offline, medium and high severity (the auditor persona: all its audits).
if linter zizmor; then
  zizmor --offline --no-progress --quiet --config .github/zizmor.yml --persona auditor --min-severity medium \
    "$workflow" "$release_workflow" "$init_workflow" || fail "zizmor found problems in the workflows (above)"
fi

# 4. shellcheck on every shell script under Scripts/.
scripts=()
while IFS= read -r -d '' file; do
  if [[ $file == *.sh || $file == *.bash ]] || head -n 1 "$file" | grep -qE '^#!.*\b(ba|da|k)?sh\b'; then
    scripts+=("$file")
  fi
done < <(find Scripts -type f -print0)
if ((${#scripts[@]} > 0)); then
  shellcheck "${scripts[@]}" || fail "shellcheck found problems in ${scripts[*]}"
else
  fail "found no shell script under Scripts/ to check"
fi

# 5. The jobs, run for real in a scratch repository.
python3 Scripts/workflow/run_workflow_test.py --paperboy "$paperboy" --workflow "$workflow" \
  --workflow "paperboy init's workflow=$init_workflow" \
  || fail "the workflow test failed (above)"

if ((failures > 0)); then
  echo "workflow-check: $failures problem(s)" >&2
  exit 1
fi
echo "workflow-check: Swift $swift_version everywhere; ${linted[*]} clean${skipped[*]:+ (${skipped[*]} skipped, not installed)}; workflow test passed."
