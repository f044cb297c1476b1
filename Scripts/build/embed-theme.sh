#!/bin/sh
# Writes the default theme as Swift source: embed-theme.sh <theme folder> <output.swift>.
# Run by the EmbedTheme build-tool plugin at build time (nothing generated is committed).
# Each file becomes Base64 inside a `Data(base64Encoded:)` literal, so any byte is safe.
# A shell script rather than a Swift tool: the fuzz build links every executable it
# builds with libFuzzer, and a tool of our own would not link there.
set -eu
theme=$1
output=$2
[ -d "$theme" ] || { echo "embed-theme.sh: $theme: not a folder" >&2; exit 1; }
tmp="$output.tmp.$$"
trap 'rm -f "$tmp"' EXIT
{
  echo "// Written at build time by Scripts/build/embed-theme.sh from Templates/; not part of the repository."
  echo "import Foundation"
  echo ""
  echo "extension DefaultTheme {"
  echo "    /// Every file of the default theme, by path relative to the theme folder."
  echo "    static let files: [String: Data] = ["
  (cd "$theme" && find . -type f ! -path '*/.*' | sed 's|^\./||' | LC_ALL=C sort) | while IFS= read -r path; do
    case $path in
      *'"'*|*\\*) echo "embed-theme.sh: $path: a theme file name may not hold a quote or backslash" >&2; exit 1 ;;
    esac
    printf '        "%s": Data(base64Encoded: "%s")!,\n' "$path" "$(base64 < "$theme/$path" | tr -d '\n')"
  done
  echo "    ]"
  echo "}"
} > "$tmp"
# Rewritten only when it changes, so an unchanged theme recompiles nothing.
if ! cmp -s "$tmp" "$output" 2>/dev/null; then mv "$tmp" "$output"; fi
