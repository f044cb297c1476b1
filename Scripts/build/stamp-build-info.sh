#!/bin/sh
# Writes what a build is made from as Swift source:
#   stamp-build-info.sh <package root> <output.swift> <GITHUB_REPOSITORY or "">
# Run by the StampBuildInfo build-tool plugin: VERSION (a semantic version, else the build
# fails naming the file), the checked-out commit (read from .git's files; git itself is
# never run, and a folder without .git gives none) and the GitHub repository (the argument
# when it is owner/name, else a github.com `origin` remote). A shell script rather than a
# Swift tool: the fuzz build links every executable it builds with libFuzzer.
set -eu
root=$1
output=$2
repository_argument=$3

version_file="$root/VERSION"
[ -r "$version_file" ] || { echo "$version_file: cannot read the version file (it holds the release version, e.g. 0.4.0)" >&2; exit 1; }
version=$(head -n 1 "$version_file" | tr -d ' \t\r')
if ! printf '%s\n' "$version" | grep -Eq '^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$'; then
  echo "$version_file:1: '$version' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 0.4.0)" >&2
  exit 1
fi

# The checkout's own git folder, and the one it shares refs with (they differ in a worktree).
own=""; common=""
if [ -d "$root/.git" ]; then
  own="$root/.git"
elif [ -f "$root/.git" ]; then
  gitdir=$(sed -n 's/^gitdir:[[:space:]]*//p' "$root/.git" | head -n 1)
  case $gitdir in /*) own=$gitdir ;; ?*) own="$root/$gitdir" ;; esac
fi
if [ -n "$own" ]; then
  common=$own
  if [ -f "$own/commondir" ]; then
    dir=$(head -n 1 "$own/commondir")
    case $dir in /*) common=$dir ;; *) common="$own/$dir" ;; esac
  fi
fi

is_object_id() { printf '%s\n' "$1" | grep -Eq '^([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$'; }

commit=""
if [ -n "$own" ] && [ -f "$own/HEAD" ]; then
  text=$(head -n 1 "$own/HEAD")
  steps=0
  # A symbolic ref may name another one; five steps is more than git itself makes.
  while [ $steps -lt 5 ]; do
    steps=$((steps + 1))
    if is_object_id "$text"; then commit=$(printf '%s' "$text" | tr 'A-F' 'a-f'); break; fi
    case $text in "ref:"*) ;; *) break ;; esac
    ref=$(printf '%s' "${text#ref:}" | tr -d ' \t')
    if [ -f "$own/$ref" ]; then text=$(head -n 1 "$own/$ref")
    elif [ -f "$common/$ref" ]; then text=$(head -n 1 "$common/$ref")
    elif [ -f "$common/packed-refs" ]; then text=$(awk -v ref="$ref" '$2 == ref && $1 !~ /^[#^]/ { print $1; exit }' "$common/packed-refs")
    else break
    fi
  done
fi

is_repository() { printf '%s\n' "$1" | grep -Eq '^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$' && ! printf '%s\n' "$1" | grep -Eq '(^|/)\.\.?(/|$)'; }

repository=""
if is_repository "$repository_argument"; then
  repository=$repository_argument
elif [ -n "$common" ] && [ -f "$common/config" ]; then
  url=$(awk '/^[[:space:]]*\[/ { gsub(/[[:space:]]/, ""); origin = ($0 == "[remote\"origin\"]"); next }
             origin && tolower($1) == "url" { sub(/^[^=]*=[[:space:]]*/, ""); print; exit }' "$common/config")
  path=$(printf '%s\n' "$url" | sed -En 's#^(https?|ssh|git)://([^@/]*@)?[Gg][Ii][Tt][Hh][Uu][Bb]\.[Cc][Oo][Mm](:[0-9]+)?/+##p; s#^([^@:/]*@)?[Gg][Ii][Tt][Hh][Uu][Bb]\.[Cc][Oo][Mm]:/*##p' | head -n 1)
  path=${path%/}; path=${path%.git}
  if is_repository "$path"; then repository=$path; fi
fi

literal() { if [ -n "$1" ]; then printf '"%s"' "$1"; else printf 'nil'; fi; }

tmp="$output.tmp.$$"
trap 'rm -f "$tmp"' EXIT
cat > "$tmp" <<SWIFT
// Written at build time by Scripts/build/stamp-build-info.sh (the StampBuildInfo plugin); not part of the repository.

extension BuildInfo {
    /// What this build was made from: VERSION, the git commit and the GitHub repository.
    static let stamp = BuildInfo(version: $(literal "$version"), commit: $(literal "$commit"), repository: $(literal "$repository"))
}
SWIFT
# Rewritten only when it changes, so an unchanged stamp recompiles nothing.
if ! cmp -s "$tmp" "$output" 2>/dev/null; then mv "$tmp" "$output"; fi
