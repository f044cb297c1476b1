#!/usr/bin/env bash
# `make release-check`: builds the release tarball exactly as the release workflow does
# (Scripts/release/build.sh, into .build-static) and tries it the way a user would:
#
# 1. the .sha256 file checks the tarball;
# 2. the unpacked binary, copied to a temporary folder, needs no shared library beyond the C
#    library family (Scripts/release/shared-libraries.sh);
# 3. run with `env -i PATH=/usr/bin:/bin` (no LD_LIBRARY_PATH, no Swift on PATH), it prints
#    `paperboy VERSION (commit …)` for --version, with the checkout's commit, builds the
#    offline demo (Examples/paperboy.yml) into a temporary site that has an index.html, and
#    decodes a windows-1252 and a Shift_JIS feed;
# 4. it builds a digest from a local HTTP server standing in for every network source kind,
#    and init's starter project pointed at that server (Scripts/release/online_check.py).
#
# Prints ldd's output, the binary's size and the time taken.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS
fail() { echo "release-check: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The build's output is shown as it comes (through stdout, not `tee /dev/stderr`, which
# reopens a redirected log file and truncates it); its last line is the tarball's path.
Scripts/release/build.sh --scratch-path .build-static | tee "$work/release-build.txt"
tarball=$(tail -n 1 "$work/release-build.txt")

# 1. The checksum.
(cd "$(dirname "$tarball")" && sha256sum --quiet -c "$(basename "$tarball").sha256") || fail "$tarball.sha256 does not match"

# 2. The binary on its own.
tar -xzf "$tarball" -C "$work"
name=$(basename "$tarball" .tar.gz)
for file in paperboy LICENSE README.md CHANGELOG.md; do
  [[ -f $work/$name/$file ]] || fail "$tarball has no $name/$file"
done
mkdir "$work/bin"
cp "$work/$name/paperboy" "$work/bin/paperboy"
binary="$work/bin/paperboy"
echo "ldd $binary:"
ldd "$binary" | tee "$work/ldd.txt"
Scripts/release/shared-libraries.sh "$binary"
if grep -q 'not found' "$work/ldd.txt"; then fail "the binary needs libraries this machine lacks (above)"; fi

# 3. Run it with a bare environment.
bare() { env -i PATH=/usr/bin:/bin "$binary" "$@"; }
version=$(head -n 1 VERSION | tr -d '[:space:]')
printed=$(bare --version) || fail "paperboy --version failed"
echo "$printed"
commit=unknown
if [[ -e .git ]] && command -v git >/dev/null; then commit=$(git rev-parse --short HEAD); fi
[[ $printed == "paperboy $version (commit $commit)" ]] \
  || fail "--version printed '$printed', expected 'paperboy $version (commit $commit)'"
bare build --config Examples/paperboy.yml --date 2024-11-28 --output "$work/site" --data "$work/data" \
  --cache "$work/cache" > "$work/build.txt" || { cat "$work/build.txt"; fail "the demo build failed"; }
[[ -f $work/site/index.html ]] || fail "the demo build wrote no $work/site/index.html"
grep -q 'Paperboy demo digest' "$work/site/index.html" || fail "$work/site/index.html is not the demo's front page"
# Feeds in legacy encodings, which libxml2 decodes through Foundation's ICU (Scripts/release/icu-shim.c).
printf '<?xml version="1.0" encoding="windows-1252"?>\n<rss version="2.0"><channel><title>t</title><item><title>na\357ve \223r\351sum\351\224 \200</title><guid>g</guid></item></channel></rss>\n' > "$work/cp1252.xml"
printf '<?xml version="1.0" encoding="Shift_JIS"?>\n<rss version="2.0"><channel><title>t</title><item><title>\223\372\226\173\214\352</title><guid>g</guid></item></channel></rss>\n' > "$work/sjis.xml"
# shellcheck disable=SC1111 # the curly quotes are the text windows-1252 encodes as 0x93 and 0x94
for expected in "cp1252.xml:naïve “résumé” €" "sjis.xml:日本語"; do
  file=${expected%%:*}
  bare parse "$work/$file" | grep -qF "\"title\":\"${expected#*:}\"" || fail "paperboy parse $file did not decode '${expected#*:}' (ICU through icu-shim.c)"
done

# 4. Over HTTP: every network source kind, and init's starter project, from a local stand-in
#    for arXiv, GitHub and two feeds (each source with its item count).
python3 Scripts/release/online_check.py --paperboy "$binary" --work "$work/online" || fail "the online builds failed (above)"

size=$(stat -c %s "$binary")
echo "release-check: $tarball: $(basename "$binary") $((size / 1024 / 1024)) MiB ($size bytes), runs with no Swift libraries, built the demo and the online checks; $((SECONDS - started)) s."
