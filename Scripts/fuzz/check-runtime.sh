#!/usr/bin/env bash
# Checks that the Swift toolchain ships the compiler-rt runtime a sanitizer needs
# (swiftc links its own copy from <toolchain>/usr/lib/clang/<version>/lib/linux, not
# Debian's libclang-rt-*-dev, which serves the system clang).
#   Scripts/fuzz/check-runtime.sh address|thread|fuzzer
set -euo pipefail
swiftc=$(command -v swiftc || true)
if [ -z "$swiftc" ]; then echo "swiftc is not on PATH"; exit 1; fi
toolchain=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
short=$1
[ "$short" = "address" ] && short=asan
[ "$short" = "thread" ] && short=tsan
if ! compgen -G "$toolchain/lib/clang/*/lib/linux/libclang_rt.$short-*.a" >/dev/null \
   && ! compgen -G "$toolchain/lib/clang/*/lib/*/libclang_rt.$short.a" >/dev/null; then
  echo "The Swift toolchain at $toolchain has no libclang_rt.$short runtime: $1 sanitizer unavailable."
  echo "Use a swift.org toolchain for Linux (it ships compiler-rt with asan, tsan and libFuzzer)."
  exit 1
fi
