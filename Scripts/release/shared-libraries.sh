#!/usr/bin/env bash
# Scripts/release/shared-libraries.sh BINARY: fails, naming them, if BINARY needs a shared
# library beyond the C library family (glibc's own libraries, libstdc++ and libgcc_s), by ldd
# or by its NEEDED entries. The one rule both build.sh and check.sh apply.
set -euo pipefail
binary=${1:?usage: Scripts/release/shared-libraries.sh BINARY}
allowed='^(linux-vdso\.so|ld-linux[^ ]*\.so|lib(c|m|dl|rt|pthread|util|stdc\+\+|gcc_s)\.so)'
needed=$( { ldd "$binary" | awk '{print $1}'; readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; } | sed 's|.*/||' | sort -u)
extra=$(grep -Ev "$allowed" <<< "$needed" || true)
if [[ -n $extra ]]; then
  echo "release: $binary needs shared libraries beyond the C library family: ${extra//$'\n'/ }" >&2
  exit 1
fi
