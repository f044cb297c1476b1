#!/usr/bin/env python3
"""What the release binary is made of: its sections (size -A) and its symbols grouped by origin.

    python3 Benchmarks/binary_size.py PATH/TO/paperboy

Symbols come from `nm --print-size`: a Swift symbol is counted under its module (the first
identifier of its mangled name, `$s7NIOCore…` → NIOCore; standard-library substitutions → Swift),
a C symbol under the library its prefix names (BoringSSL, ICU, libxml2, cmark, zlib, liblzma),
anything else under "other C/C++". Sizes are of symbols, so they add up to less than the file.
"""
import os
import re
import subprocess
import sys

C_PREFIXES = [
    ("BoringSSL", re.compile(r"^CNIOBoringSSL_|^_?CNIOBoringSSL")),
    ("ICU (Foundation's)", re.compile(r"^(u|ucnv|ubrk|ucol|udat|unum|uloc|ures|utext|uregex|icu)_|_swift$|^icudt|^_?ZN\d*icu")),
    ("libxml2", re.compile(r"^(xml|html|xmlTextReader|__xml|xpath|xlink|xmlSchema)")),
    ("cmark", re.compile(r"^cmark_|^_?cmark")),
    ("zlib", re.compile(r"^(inflate|deflate|crc32|adler32|gz|zcalloc|zcfree|z_|_tr_|compress|uncompress)")),
    ("liblzma", re.compile(r"^lzma_")),
]


def group(name):
    match = re.match(r"^_?\$s(\d+)([A-Za-z_][A-Za-z0-9_]*)", name)
    if match:
        length = int(match.group(1))
        return match.group(2)[:length]
    if name.startswith(("$s", "_$s")):
        return "Swift (standard library)"
    for label, pattern in C_PREFIXES:
        if pattern.search(name):
            return label
    return "other C/C++"


def main(path):
    size = os.path.getsize(path)
    print(f"{path}: {size / 2**20:.1f} MiB")
    print("\nSections over 1 MiB (size -A):")
    for line in subprocess.run(["size", "-A", path], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1].isdigit() and int(parts[1]) >= 2**20:
            print(f"  {parts[0]:<24} {int(parts[1]) / 2**20:7.1f} MiB")
    totals = {}
    nm = subprocess.run(["nm", "--print-size", "--defined-only", path], capture_output=True, text=True, check=True).stdout
    for line in nm.splitlines():
        parts = line.split()
        if len(parts) == 4:
            totals[group(parts[3])] = totals.get(group(parts[3]), 0) + int(parts[1], 16)
    print("\nSymbols by origin (top 25):")
    for name, total in sorted(totals.items(), key=lambda item: -item[1])[:25]:
        print(f"  {name:<32} {total / 2**20:7.2f} MiB")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
