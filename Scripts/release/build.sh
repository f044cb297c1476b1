#!/usr/bin/env bash
# Builds the release binary of Paperboy for Linux and packs it, the one recipe that both the
# release workflow (.github/workflows/release.yml) and `make release-check` run:
#
#   Scripts/release/build.sh [--scratch-path DIR] [--output DIR] [--tag vX.Y.Z] [--binary-only]
#
# (--binary-only stops after the checks of step 3, before stripping: `make shipped`, which every
# end-to-end check of `make test` runs.)
#
# 1. with --tag, fails unless the tag is "v" + VERSION;
# 2. swift build -c release --static-swift-stdlib into DIR (default .build-static): the Swift
#    runtime, Foundation (with its own ICU) and Dispatch are linked into the binary, and so are
#    libcmark and libxml2 (with the liblzma and zlib archives libxml2 needs; its ICU calls go to
#    Foundation's ICU, Scripts/release/icu-shim.c), and HTTP
#    and TLS come from AsyncHTTPClient and its own BoringSSL: only glibc, libstdc++ and
#    libgcc_s stay shared system libraries;
# 3. fails if ldd or the binary's NEEDED entries name any other library
#    (Scripts/release/shared-libraries.sh); strips the debug information (symbols stay, for
#    crash backtraces);
# 4. writes OUTPUT/paperboy-VERSION-linux-ARCH.tar.gz (a folder of the same name holding
#    paperboy, LICENSE, README.md and CHANGELOG.md; same bytes for the same binary) and
#    OUTPUT/paperboy-VERSION-linux-ARCH.tar.gz.sha256 (`sha256sum -c` checks it).
#
# Prints the tarball's path as its last line. Needs libxml2-dev, libcmark-dev and pkg-config.
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=.build-static
output=
tag=
binary_only=
while (($# > 0)); do
  case $1 in
    --scratch-path) scratch=${2:?--scratch-path needs a folder}; shift 2 ;;
    --output) output=${2:?--output needs a folder}; shift 2 ;;
    --tag) tag=${2:?--tag needs a tag}; shift 2 ;;
    --binary-only) binary_only=1; shift ;;
    *) echo "usage: Scripts/release/build.sh [--scratch-path DIR] [--output DIR] [--tag vX.Y.Z] [--binary-only]" >&2; exit 2 ;;
  esac
done
output=${output:-$scratch/dist}
fail() { echo "release: $*" >&2; exit 1; }

version=$(head -n 1 VERSION | tr -d '[:space:]')
[[ $version =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$ ]] \
  || fail "VERSION:1: '$version' is not a semantic version"
if [[ -n $tag && $tag != "v$version" ]]; then
  fail "the tag $tag does not match VERSION ($version): tag v$version, or change VERSION and CHANGELOG.md first"
fi
[[ $(uname -s) == Linux ]] || fail "the release binary is built on Linux (this is $(uname -s))"
for package in libxml-2.0 libcmark; do
  pkg-config --exists "$package" \
    || fail "pkg-config finds no $package (apt-get install libxml2-dev libcmark-dev pkg-config)"
done

# libcmark and libxml2 linked statically: a folder holding only their archives (and those of
# what they need: liblzma, zlib), and pkg-config files that point there. SwiftPM takes the
# system libraries' flags from pkg-config, and the linker searches that folder first. libxml2's
# few ICU calls go to Foundation's own ICU through Scripts/release/icu-shim.c, in place of the
# system's ICU archives: one ICU in the binary, not two.
static_libs="$PWD/$scratch/static-libs"
rm -rf "$static_libs"
mkdir -p "$static_libs/pkgconfig"
icu_suffix=$(nm "$(pkg-config --variable=libdir libxml-2.0)/libxml2.a" 2>/dev/null | sed -n 's/.* U ucnv_open_\([0-9]*\)$/\1/p' | head -n 1)
if [[ -n $icu_suffix ]]; then
  "$(command -v clang || command -v cc)" -O2 -fPIC -DICU_SUFFIX="$icu_suffix" -c Scripts/release/icu-shim.c -o "$static_libs/icu-shim.o"
  ar rcs "$static_libs/libpaperboy-icu.a" "$static_libs/icu-shim.o"
fi
for entry in libcmark:cmark libxml-2.0:xml2; do
  package=${entry%%:*}
  libdir=$(pkg-config --variable=libdir "$package")
  libs=()
  for flag in $(pkg-config --static --libs-only-l "$package"); do
    lib=${flag#-l}
    if [[ -n $icu_suffix && $lib == icu* ]]; then
      [[ " ${libs[*]} " == *" -lpaperboy-icu "* ]] || libs+=(-lpaperboy-icu)
      continue
    fi
    # glibc's own libraries (libm) stay shared, as glibc does.
    if [[ $lib != m && -e $libdir/lib$lib.a ]]; then ln -sf "$libdir/lib$lib.a" "$static_libs/lib$lib.a"; fi
    libs+=("$flag")
  done
  [[ -e $static_libs/lib${entry#*:}.a ]] || fail "no lib${entry#*:}.a in $libdir (the -dev package of $package ships it)"
  cat > "$static_libs/pkgconfig/$package.pc" <<PC
Name: $package
Description: $package, linked statically into the release binary
Version: $(pkg-config --modversion "$package")
Libs: -L$static_libs ${libs[*]}
Cflags: $(pkg-config --cflags "$package")
PC
done

PKG_CONFIG_PATH="$static_libs/pkgconfig" swift build -c release --product paperboy --static-swift-stdlib --scratch-path "$scratch"
binary="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/paperboy"

Scripts/release/shared-libraries.sh "$binary"
if [[ -n $binary_only ]]; then echo "$binary"; exit 0; fi

name="paperboy-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/$name"
strip --strip-debug -o "$stage/$name/paperboy" "$binary"
chmod 755 "$stage/$name/paperboy"
printed=$("$stage/$name/paperboy" --version) || fail "the stripped binary does not run"
[[ $printed == "paperboy $version "* ]] || fail "paperboy --version printed '$printed', not version $version"
install -m 644 LICENSE README.md CHANGELOG.md "$stage/$name/"
mkdir -p "$output"
tarball="$output/$name.tar.gz"
# Fixed names, owners, order and times (SOURCE_DATE_EPOCH, else 1970), so the same binary gives the same tarball.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@${SOURCE_DATE_EPOCH:-0}" -C "$stage" -cf - "$name" | gzip -n -9 > "$tarball"
(cd "$output" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$tarball"
