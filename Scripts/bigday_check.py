#!/usr/bin/env python3
"""Builds the real big day (the 2024-11-28 arXiv listing of every archive) and measures its day page.

The listing (../shared/fixtures/arxiv-rss/, 1,504 items) is read by the demo's four arXiv
sections (Language models, Vision, Watched authors, Everything else: Examples/paperboy.yml's
rules, with that file as the arxiv-listing source) into a temporary folder, with the theme
compiled into the binary (no `templates:`; the config lies outside the repository). Prints the day
page's weight: the bytes of its HTML plus the CSS and JavaScript it loads, as the demo ships it
(Everything else with `layout: compact`) and, from a second build, with Everything else in
`layout: full`, each also as a share of the old markup's 2,822,902 bytes.

    python3 Scripts/bigday_check.py                          # weight only
    python3 Scripts/bigday_check.py --shots /tmp/bigday      # + first two screens at 390 px
    python3 Scripts/bigday_check.py --check --shots /tmp/bd  # + the browser check of the big day

--check loads the day page (and compact.html when the theme writes one) in headless Chromium
at 320, 390 and 1280 px, light and dark, with every section unfolded and folded, and fails
on horizontal overflow, on a failed page audit (Scripts/page_audit.js), when the contents
or the first new paper lie below the second screen at 390 px, or when `j` does not move
the focus to an item (and `o` does not open it). Exits 0 when everything passes, 1 on a
failure. Without the fixture, or without Chromium for --shots or --check, the check is skipped
with the reason, or fails under CI (Scripts/check_skips.py).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

import check_skips

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "..", "shared", "fixtures", "arxiv-rss",
                       "aioarxiv_rss2_all-archives_2024-11-28_1504items.xml")
DAY = "2024-11-28"
DAY_PATH = "2024/11/28/index.html"
SCREEN = (390, 844)  # a common phone viewport: 390 px wide, 844 px tall
OLD_WEIGHT = 2822902  # the day page and its CSS in the markup before issue 15

CONFIG = """title: Big day
time_zone: Europe/Berlin
sources:
  - name: arxiv-listing
    kind: feed
    path: {fixture}
    format: arxiv-listing
sections:
  - title: Language models
    categories: [cs.CL]
    query: '("language model*" OR LLM* OR tokeni* OR "instruction tuning") AND NOT title:survey'
  - title: Vision
    categories: [cs.CV]
    cross_lists: true
    query: 'image* OR video* OR segment* OR scene*'
  - title: Watched authors
    authors: ["Kowalska, Marta", "J. Mäkinen", "Emily Carter"]
    sort: date
  - title: Everything else
    exclude: ["language model*", image*, video*]
    layout: {layout}
highlights:
  - label: Watched author
    authors: ["Kowalska, Marta", "Mäkinen, Jussi"]
  - label: Efficiency
    keywords: ["mixture-of-depths", "speculative decoding", "compression"]
"""


def build(binary, work, layout="compact"):
    """Writes the config (Everything else in `layout`) and builds the day into work/<layout>/site;
    returns the site folder."""
    work = os.path.join(work, layout)
    os.makedirs(work, exist_ok=True)
    config = os.path.join(work, "paperboy.yml")
    with open(config, "w") as f:
        f.write(CONFIG.format(fixture=os.path.abspath(FIXTURE), layout=layout))
    site = os.path.join(work, "site")
    subprocess.run([binary, "build", "--config", config, "--output", site, "--data", os.path.join(work, "data"),
                    "--date", DAY, "--offline"], check=True, stdout=subprocess.DEVNULL)
    return site


def weight(site, page):
    """Bytes of the page and of each stylesheet and script it loads (relative links only)."""
    path = os.path.join(site, page)
    html = open(path, "rb").read().decode()
    parts = [(page, len(html.encode()))]
    for link in re.findall(r'<(?:link rel="stylesheet" href|script[^>]* src)="([^"]+)"', html):
        asset = os.path.normpath(os.path.join(os.path.dirname(path), link))
        parts.append((os.path.relpath(asset, site), os.path.getsize(asset)))
    return parts


def print_weight(site, page):
    parts = weight(site, page)
    for name, size in parts:
        print("  %-28s %9d bytes" % (name, size))
    total = sum(size for _, size in parts)
    print("  %-28s %9d bytes (%.1f%% of the old %d)" % ("total", total, 100.0 * total / OLD_WEIGHT, OLD_WEIGHT))
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--paperboy", default=os.path.join(ROOT, ".build", "debug", "paperboy"))
    parser.add_argument("--shots", help="save the first two screens at 390 px here")
    parser.add_argument("--check", action="store_true", help="run the browser check of the big day")
    parser.add_argument("--keep", help="build into this folder (kept) instead of a temporary one")
    args = parser.parse_args()
    if not os.path.isfile(FIXTURE):
        return check_skips.skip("bigday check", "%s is absent" % os.path.relpath(FIXTURE, ROOT))
    work = args.keep or tempfile.mkdtemp(prefix="paperboy-bigday-")
    os.makedirs(work, exist_ok=True)
    try:
        binary = os.path.abspath(args.paperboy)
        site = build(binary, work)
        print("big day %s, day page weight as the demo ships (Everything else compact):" % DAY)
        print_weight(site, DAY_PATH)
        print("day page weight with Everything else in full:")
        print_weight(build(binary, work, "full"), DAY_PATH)
        compact = os.path.join(os.path.dirname(DAY_PATH), "compact.html")
        if os.path.isfile(os.path.join(site, compact)):
            print("compact view weight:")
            print_weight(site, compact)
        if not (args.shots or args.check):
            return 0
        import bigday_browser
        return bigday_browser.run(site, DAY_PATH, compact, args.shots, args.check, SCREEN)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
