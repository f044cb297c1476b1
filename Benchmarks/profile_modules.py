#!/usr/bin/env python3
"""Sum a `perf record -g` profile of paperboy by module.

    python3 Benchmarks/profile_modules.py PERF_DATA [--top N]

Reads `perf script` of PERF_DATA and prints two tables:

- self: each sample charged to the module of the function it was taken in. Swift
  functions are named by the module in their mangled name (`$s13PaperboyViews...`);
  everything else by its shared object (Swift runtime, Foundation, libc, kernel, ...).
- by caller: each sample charged to the innermost Paperboy module on its stack, so a
  `swift_retain` or a `malloc` counts for the Paperboy code that called it; samples with
  no Paperboy frame keep their own module.

and then the functions with the most self samples. Run as a child process of run.py, so
reading the profile never raises the RSS of the benchmark script.
"""

import argparse
import collections
import re
import subprocess
import sys

SWIFT_MODULE = re.compile(r"^\$s(\d+)([A-Za-z_][A-Za-z0-9_]*)")
FRAME = re.compile(r"^\s*[0-9a-f]+ (.*) \((.*)\)$")
LIBRARIES = [  # (a piece of the shared object's path, the module named in the report)
    ("kernel.kallsyms", "kernel"),
    ("libswiftCore", "Swift runtime + stdlib"),
    ("libswift_Concurrency", "Swift concurrency"),
    ("libdispatch", "Dispatch"),
    ("libFoundationEssentials", "Foundation"),
    ("libFoundationInternationalization", "Foundation"),
    ("libFoundation", "Foundation"),
    ("lib_FoundationICU", "Foundation (ICU)"),
    ("libc.so", "libc (malloc, memcpy)"),
    ("ld-linux", "dynamic loader"),
    ("libxml2", "libxml2"),
    ("libcmark", "libcmark"),
]


def swift_module(symbol):
    """The module named by a mangled Swift symbol, or None."""
    match = SWIFT_MODULE.match(symbol)
    if not match:
        return None
    length, rest = int(match.group(1)), match.group(2)
    return rest[:length] if len(rest) >= length else None


def module_of(symbol, dso, binary):
    """The module a frame belongs to."""
    name = swift_module(symbol)
    if name and name.startswith("Paperboy"):
        return name
    if dso.endswith("/" + binary) or dso == binary:
        return "Swift stdlib (specialised in paperboy)" if symbol.startswith("$s") else "paperboy (other)"
    for piece, module in LIBRARIES:
        if piece in dso:
            return module
    return "other: " + dso.rsplit("/", 1)[-1]


def samples(perf_data):
    """Yield each sample's stack as [(symbol, dso)], innermost first."""
    process = subprocess.Popen(["perf", "script", "-i", perf_data, "-F", "comm,ip,sym,dso"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, errors="replace")
    stack = []
    for line in process.stdout:
        if not line.strip():
            if stack:
                yield stack
            stack = []
            continue
        match = FRAME.match(line)
        if match:
            symbol, dso = match.group(1), match.group(2)
            stack.append((symbol.split("+0x")[0], dso))
    if stack:
        yield stack
    if process.wait() != 0:
        sys.exit(f"perf script -i {perf_data} failed")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("perf_data")
    parser.add_argument("--binary", default="paperboy", help="file name of the profiled executable")
    parser.add_argument("--top", type=int, default=25, help="functions listed (default 25)")
    args = parser.parse_args(argv)
    own = collections.Counter()
    caller = collections.Counter()
    functions = collections.Counter()
    total = 0
    for stack in samples(args.perf_data):
        total += 1
        symbol, dso = stack[0]
        leaf = module_of(symbol, dso, args.binary)
        own[leaf] += 1
        functions[(leaf, symbol)] += 1
        charged = next((m for m in (swift_module(s) for s, _ in stack) if m and m.startswith("Paperboy")), leaf)
        caller[charged] += 1
    if not total:
        sys.exit("no samples")
    for title, counter in (("self", own), ("by caller (innermost Paperboy module on the stack)", caller)):
        print(f"\n{title}: {total} samples")
        for module, count in counter.most_common():
            print(f"  {100 * count / total:5.1f}%  {module}")
    print(f"\ntop {args.top} functions (self)")
    for (module, symbol), count in functions.most_common(args.top):
        print(f"  {100 * count / total:5.1f}%  {module:<24.24} {symbol[:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
