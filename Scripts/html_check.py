#!/usr/bin/env python3
"""Validates every HTML page of a built site with HTML Tidy (HTML5 mode).

    python3 Scripts/html_check.py --site site

Fails on any error Tidy reports (unclosed or misnested elements, unknown
elements, bad attributes, duplicate ids…), on Tidy's exit status 2 (errors) and
on a crash of Tidy, naming the page. Warnings (exit status 1) are printed but
allowed, except those that signal a real defect (an empty list or heading); Tidy
does not know inline SVG, so its complaints about SVG attributes are ignored.
Exits 0 when every page passes, 1 on a failure or when SITE holds no page.
Without tidy the check is skipped with the reason, or fails under CI
(Scripts/check_skips.py).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

import check_skips

# Tidy warnings that name a real defect of a page.
DEFECTS = [re.compile(p) for p in (r"trimming empty <(ul|ol|h[1-6]|li|p)>", r"missing </", r"discarding unexpected",
                                     r"is not recognized", r"duplicate", r"inserting implicit", r"replacing element")]
# Inline SVG is valid HTML5, but Tidy 5.6 does not know its attributes.
IGNORED = [re.compile(p) for p in (r'<title> proprietary attribute "id"', r"<(svg|rect|text|g|line|path|title)> proprietary attribute")]


def check(path):
    result = subprocess.run(["tidy", "-q", "-e", "--show-warnings", "yes", "--gnu-emacs", "yes", path],
                            capture_output=True, text=True)
    problems, warnings = [], 0
    for line in result.stderr.splitlines():
        if any(p.search(line) for p in IGNORED):
            continue
        if ": Error:" in line or any(p.search(line) for p in DEFECTS):
            problems.append(line)
        elif ": Warning:" in line:
            warnings += 1
    return problems + exit_problems(result), warnings


def exit_problems(result):
    """Tidy exits 0 when clean, 1 on warnings and 2 on errors; any other status is a crash."""
    status = result.returncode
    if status in (0, 1):
        return []
    if status == 2:
        return ["tidy exited 2 (errors)"]
    last = (result.stderr.strip().splitlines() or ["no output"])[-1]
    return ["tidy crashed (%s): %s" % ("signal %d" % -status if status < 0 else "exit %d" % status, last)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", default="site")
    args = parser.parse_args()
    if not shutil.which("tidy"):
        return check_skips.skip("HTML check", "tidy is not installed; apt-get install tidy, as .ci/run does")
    pages = sorted(os.path.join(root, name) for root, _, names in os.walk(args.site) for name in names if name.endswith(".html"))
    if not pages:
        print("HTML check: FAIL: no .html page under %s (build it first)" % args.site)
        return 1
    failed, warned = 0, 0
    for page in pages:
        problems, warnings = check(page)
        warned += warnings
        if problems:
            failed += 1
            print("FAIL " + os.path.relpath(page, args.site))
            for problem in problems:
                print("     " + problem)
    print("HTML check: %d of %d pages failed (tidy, HTML5), %d harmless warnings" % (failed, len(pages), warned))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
