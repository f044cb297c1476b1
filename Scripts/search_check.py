#!/usr/bin/env python3
"""Checks the search page in a real browser, from file://, with and without JavaScript.

Builds a small site of two days in two years with the given paperboy (a local RSS feed, read on
2023-12-29 and again, with new items, on 2024-01-02; two sections), then in
headless Chromium (the DevTools client of Scripts/browser_check.py):
- with JavaScript: a query that only an abstract matches finds its item once, with
  both of its sections; an item of the older month is found once that month's shard
  has loaded (the page loads the newest month first, older ones on demand);
- without JavaScript: the search page links the author index and the categories,
  and the author index links the items on their day pages;
- the author index fits 320 px and passes Scripts/page_audit.js;
- the item count is grouped ("1,003 items indexed": a thousand filler posts in the older
  month) and a result's date stays on one line at 320 px.

    python3 Scripts/search_check.py --paperboy .build/debug/paperboy [--shots DIR]

Exits 0 when every check passes, 1 on a failure. Without Chromium the check is skipped with
the reason, or fails under CI (Scripts/check_skips.py).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_check as bc  # noqa: E402
import check_skips  # noqa: E402

CONFIG = """title: Search check
time_zone: UTC
output: site
data: data
sources:
  - name: blog
    path: feed.xml
sections:
  - title: Everything
    sources: [blog]
  - title: Islands
    query: 'zanzibar OR madagascar'
"""

ITEM = """<item><title>{title}</title><link>https://example.org/{slug}</link><guid>https://example.org/{slug}</guid>
<author>{author}</author><description>{summary}</description><pubDate>{date}</pubDate></item>"""


def feed(items):
    body = "\n".join(ITEM.format(**item) for item in items)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Blog</title>'
            '<link>https://example.org/</link><description>Posts</description>\n%s\n</channel></rss>\n' % body)


OLD = [dict(title="Notes on ferries", slug="ferries", author="ola@example.org (Øystein Ore)",
            summary="A quixotic survey of harbour timetables.", date="Fri, 29 Dec 2023 10:00:00 GMT")] + [
    dict(title="Filler post %d" % n, slug="filler-%d" % n, author="pat@example.org (Pat Lee)",
         summary="Routine entry %d." % n, date="Fri, 29 Dec 2023 09:00:00 GMT") for n in range(1000)]
NEW = [dict(title="Spice routes revisited", slug="spice", author="kim@example.org (Kim Ng)",
            summary="Trade winds carried cloves from Zanzibar to distant ports.", date="Tue, 02 Jan 2024 10:00:00 GMT"),
       dict(title="Tide tables", slug="tides", author="kim@example.org (Kim Ng)",
            summary="Harbour charts and moon phases.", date="Tue, 02 Jan 2024 11:00:00 GMT")]


def build(paperboy, folder):
    with open(os.path.join(folder, "paperboy.yml"), "w") as f:
        f.write(CONFIG)
    for day, items in (("2023-12-29", OLD), ("2024-01-02", NEW)):
        with open(os.path.join(folder, "feed.xml"), "w") as f:
            f.write(feed(items))
        subprocess.run([paperboy, "build", "--config", os.path.join(folder, "paperboy.yml"), "--date", day],
                       check=True, stdout=subprocess.DEVNULL)
    return os.path.join(folder, "site")


def results(devtools, query, want, timeout=10):
    """Types `query` and waits until `want(rows)` holds for the result rows' text; returns the last rows."""
    bc.evaluate(devtools, "(function () { var i = document.getElementById('search-input');"
                          " i.value = %s; i.dispatchEvent(new Event('input')); })()" % json.dumps(query))
    deadline, rows = time.time() + timeout, []
    while time.time() < deadline:
        rows = bc.evaluate(devtools, "Array.from(document.querySelectorAll('.search-results li')).map(function (l) {"
                                     " return l.textContent + ' -> ' + l.querySelector('a').getAttribute('href'); })")
        if want(rows):
            return rows
        time.sleep(0.2)
    return rows


def open_page(devtools, url):
    devtools.call("Page.navigate", url=url)
    devtools.wait_for("Page.loadEventFired")


def with_script(devtools, site):
    problems = []
    open_page(devtools, "file://" + urllib.parse.quote(os.path.join(site, "search/index.html")))
    deadline = time.time() + 10
    button = ""
    while time.time() < deadline and not button:
        button = bc.evaluate(devtools, "(function () { var b = document.querySelector('.search-more');"
                                       " return b && !b.hidden ? b.textContent : ''; })()")
        time.sleep(0.1)
    loaded = bc.evaluate(devtools, "document.querySelector('#search [role=status]').textContent")
    if "2023" not in button or "2023" in loaded:
        problems.append("only the newest month should load first: %r" % loaded)
    if "2023" not in button:
        problems.append("no 'search older items' button for 2023-12 after the newest month loaded: %r" % button)
    rows = results(devtools, "QUIXÓTIC", lambda r: len(r) > 0)
    if len(rows) != 1 or "Notes on ferries" not in rows[0] or "2023-12-29" not in rows[0]:
        problems.append("an older month's item should be found once its shard loads (folded query): %s" % rows)
    rows = results(devtools, "zanzibar", lambda r: len(r) > 0)
    if len(rows) != 1 or "Spice routes revisited" not in rows[0] or "Everything" not in rows[0] or "Islands" not in rows[0]:
        problems.append("an abstract word should find its item once, with both sections: %s" % rows)
    elif "2024/01/02/index.html#" not in rows[0]:
        problems.append("the result should link the item on its day page: %s" % rows)
    rows = results(devtools, "harb", lambda r: len(r) >= 2)
    if len(rows) != 2:
        problems.append("the word being typed should match as a prefix in both months: %s" % rows)
    return problems


def formatting(devtools):
    """After with_script has loaded both months: the count is grouped and dates never wrap."""
    problems = []
    devtools.call("Emulation.setDeviceMetricsOverride", width=320, height=900, deviceScaleFactor=1, mobile=True)
    results(devtools, "", lambda r: len(r) == 0)
    status = bc.evaluate(devtools, "document.querySelector('#search [role=status]').textContent")
    if "1,003" not in status:
        problems.append("the item count should be grouped for the page's language (1,003): %r" % status)
    rows = results(devtools, "zanzibar", lambda r: len(r) > 0)
    dates = bc.evaluate(devtools, "Array.from(document.querySelectorAll('.search-results .search-date')).map(function (d) {"
                                  " return [d.textContent, getComputedStyle(d).whiteSpace, d.getClientRects().length]; })")
    if not dates or any(d[1] != "nowrap" or d[2] != 1 for d in dates):
        problems.append("each result's date should be one unbroken line (white-space: nowrap): %s %s" % (dates, rows))
    return problems


def without_script(devtools, site):
    problems = []
    devtools.call("Emulation.setScriptExecutionDisabled", value=True)
    try:
        open_page(devtools, "file://" + urllib.parse.quote(os.path.join(site, "search/index.html")))
        links = bc.evaluate(devtools, "Array.from(document.querySelectorAll('main a')).map(function (a) { return a.getAttribute('href'); })")
        for want in ("../authors/index.html", "../categories/index.html"):
            if want not in links:
                problems.append("the search page without JavaScript does not link %s: %s" % (want, links))
        open_page(devtools, "file://" + urllib.parse.quote(os.path.join(site, "authors/o/index.html")))
        text = bc.evaluate(devtools, "document.querySelector('main').textContent")
        hrefs = bc.evaluate(devtools, "Array.from(document.querySelectorAll('.author-list a')).map(function (a) { return a.getAttribute('href'); })")
        if "Øystein Ore" not in text or not any(h.startswith("../../2023/12/29/index.html#") for h in hrefs):
            problems.append("authors/o/ should list Øystein Ore with the item on its day page: %s" % hrefs)
    finally:
        devtools.call("Emulation.setScriptExecutionDisabled", value=False)
    return problems


def author_pages(devtools, site):
    """The author index at 320 px: no sideways scroll, and page_audit.js's checks (headings, landmarks, contrast)."""
    problems = []
    devtools.call("Emulation.setDeviceMetricsOverride", width=320, height=900, deviceScaleFactor=1, mobile=True)
    for path in ("authors/index.html", "authors/o/index.html"):
        open_page(devtools, "file://" + urllib.parse.quote(os.path.join(site, path)))
        scroll, inner = bc.evaluate(devtools, "[document.documentElement.scrollWidth, window.innerWidth]")
        if scroll > inner:
            problems.append("%s scrolls sideways at 320 px (%d > %d)" % (path, scroll, inner))
        problems += ["%s: %s" % (path, p) for p in bc.evaluate(devtools, bc.AUDIT)["problems"]]
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--paperboy", default=".build/debug/paperboy")
    parser.add_argument("--shots", default="/tmp/paperboy-search-shots")
    args = parser.parse_args()
    chromium = bc.find_chromium()
    if not chromium:
        return check_skips.skip("search check", bc.NO_CHROMIUM)
    folder = tempfile.mkdtemp(prefix="paperboy-search-")
    profile = tempfile.mkdtemp(prefix="paperboy-chromium-")
    process = None
    try:
        site = build(os.path.abspath(args.paperboy), folder)
        process, port = bc.start(chromium, profile)
        devtools = bc.DevTools(bc.WebSocket(bc.page_socket(port)))
        for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
            devtools.call(domain)
        devtools.call("Emulation.setDeviceMetricsOverride", width=390, height=900, deviceScaleFactor=1, mobile=True)
        problems = [("with JavaScript", p) for p in with_script(devtools, site)]
        problems += [("formatting", p) for p in formatting(devtools)]
        os.makedirs(args.shots, exist_ok=True)
        with open(os.path.join(args.shots, "search-js-390.png"), "wb") as f:
            f.write(bc.base64.b64decode(devtools.call("Page.captureScreenshot", format="png")["data"]))
        errors = [e for e in devtools.events if e.get("method") == "Runtime.exceptionThrown"]
        problems += [("with JavaScript", "exception: %s" % e["params"]["exceptionDetails"].get("text")) for e in errors]
        problems += [("without JavaScript", p) for p in without_script(devtools, site)]
        problems += [("author index", p) for p in author_pages(devtools, site)]
    finally:
        bc.stop(process, profile)
        shutil.rmtree(folder, ignore_errors=True)
    for mode, problem in problems:
        print("FAIL %s: %s" % (mode, problem))
    print("search check: %s" % ("ok" if not problems else "%d problems" % len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
