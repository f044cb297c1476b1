#!/usr/bin/env bash
# Prints the CHANGELOG.md entry of a version (its lines under "## [VERSION]", without the
# heading), the text of that version's GitHub release; fails when there is none.
#
#   Scripts/release/notes.sh [VERSION]     (default: the version in VERSION)
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:-$(head -n 1 VERSION | tr -d '[:space:]')}
notes=$(awk -v heading="## [$version]" '
  index($0, heading) == 1 { found = 1; next }
  found && /^## / { exit }
  found && !started && /^[[:space:]]*$/ { next }
  found { started = 1; print }
' CHANGELOG.md)
if [[ -z ${notes//[[:space:]]/} ]]; then
  echo "release: CHANGELOG.md has no entry '## [$version]' (add one before tagging v$version)" >&2
  exit 1
fi
printf '%s\n' "$notes"
