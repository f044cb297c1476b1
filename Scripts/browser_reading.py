"""The reading checks of Scripts/browser_check.py that need a site or a browser state of their own.

- A site with twelve sections (a config and an RSS feed written here, built by the paperboy
  under test), whose archive chart must give every section its own colour, each at least 3:1
  against the chart (page_audit.js measures it), with room around the count labels: the
  feed's 1,300 items put "1,500" on the y axis.
- The keyboard hint under touch emulation: a touch screen has no keys, so no hint; without
  touch the hint shows, and on a touch screen it shows once a key is pressed.
- The first screen of the day page at a phone's width, before any key is pressed.
"""
import base64
import os
import shutil
import subprocess
import tempfile
import urllib.parse

# Twelve sections, each keeping the items that carry its word (an include term).
SECTION_WORDS = ["amber", "birch", "cedar", "dune", "ember", "fjord", "grove", "heath", "inlet", "juniper", "kelp",
                 "lagoon"]
ITEMS = 1300
DAY = "2024-11-28"


def twelve_section_config():
    lines = ["title: Twelve sections", "time_zone: UTC", "language: en", "sources:", "  - name: notes",
             "    path: notes.xml", "sections:"]
    for word in SECTION_WORDS:
        lines += ["  - title: %s notes" % word.capitalize(), "    include: [%s]" % word]
    return "\n".join(lines) + "\n"


def twelve_section_feed():
    """An RSS 2.0 feed: item i carries word i mod 12 (the first sections get a few more), so every section has items."""
    entries = []
    for i in range(ITEMS):
        word = SECTION_WORDS[(i * 5 + i // 97) % len(SECTION_WORDS)]
        entries.append("<item><title>Note %d on %s</title><link>https://example.org/notes/%d</link>"
                       "<guid>https://example.org/notes/%d</guid><description>A note about %s.</description>"
                       "<pubDate>Thu, 28 Nov 2024 06:00:00 GMT</pubDate></item>" % (i, word, i, i, word))
    return ('<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>Notes</title>'
            "<link>https://example.org/notes/</link><description>Notes</description>%s</channel></rss>\n"
            % "".join(entries))


def build_twelve_sections(paperboy, work):
    """Builds the twelve-section site in `work` with `paperboy` and the theme compiled into it (no Templates/
    folder is near `work`, which is also the working folder); returns the site's folder."""
    os.makedirs(work, exist_ok=True)
    with open(os.path.join(work, "paperboy.yml"), "w") as f:
        f.write(twelve_section_config())
    with open(os.path.join(work, "notes.xml"), "w") as f:
        f.write(twelve_section_feed())
    site = os.path.join(work, "site")
    subprocess.run([paperboy, "build", "--config", os.path.join(work, "paperboy.yml"), "--output", site,
                    "--data", os.path.join(work, "data"), "--date", DAY, "--quiet"], check=True, cwd=work)
    return site


# The hint is shown (it has a box) or not; the page's own check, so that a hint removed altogether fails too.
HINT_SHOWN = "(function () { var h = document.getElementById('keys-hint'); return h ? h.getClientRects().length > 0 : null; })()"


def set_touch(devtools, touch):
    """Emulates a touch screen or undoes it. Touch emulation is what makes headless Chromium report
    `pointer: coarse` (with `hover: none`, which it reports anyway); Emulation.setEmulatedMedia
    leaves `pointer` and `hover` as they are."""
    devtools.call("Emulation.setTouchEmulationEnabled", enabled=touch, maxTouchPoints=5 if touch else 1)
    devtools.call("Emulation.setEmitTouchEventsForMouse", enabled=touch)


def load(devtools, url, width, touch):
    devtools.call("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1, mobile=width < 600)
    set_touch(devtools, touch)
    devtools.call("Page.navigate", url=url)
    devtools.wait_for("Page.loadEventFired")


def press(devtools, key):
    devtools.call("Input.dispatchKeyEvent", type="keyDown", key=key, text=key, code="Key" + key.upper(),
                  windowsVirtualKeyCode=ord(key.upper()))
    devtools.call("Input.dispatchKeyEvent", type="keyUp", key=key, code="Key" + key.upper(), windowsVirtualKeyCode=ord(key.upper()))


def keys_hint_problems(devtools, url, evaluate):
    """The hint: hidden on a touch screen at 320 and 390 px until a key is pressed, shown at 1280 px without one."""
    problems = []
    try:
        for width in (320, 390):
            load(devtools, url, width, touch=True)
            if evaluate(devtools, HINT_SHOWN) is not False:
                problems.append("%d px, touch screen: the keyboard hint is shown (or missing)" % width)
            press(devtools, "j")
            if evaluate(devtools, HINT_SHOWN) is not True:
                problems.append("%d px, touch screen: the keyboard hint stays hidden after a key is pressed" % width)
        load(devtools, url, 1280, touch=False)
        if evaluate(devtools, HINT_SHOWN) is not True:
            problems.append("1280 px, no touch screen: the keyboard hint is not shown")
    finally:
        set_touch(devtools, False)
    return problems


def first_screen(devtools, url, width, shot):
    """Saves the page's first screen at `width` (light scheme, nothing focused) as a PNG."""
    devtools.call("Emulation.setEmulatedMedia", media="screen", features=[{"name": "prefers-color-scheme", "value": "light"}])
    load(devtools, url, width, touch=True)
    png = devtools.call("Page.captureScreenshot", format="png")["data"]
    os.makedirs(os.path.dirname(os.path.abspath(shot)), exist_ok=True)
    with open(shot, "wb") as f:
        f.write(base64.b64decode(png))
    set_touch(devtools, False)


def reading_failures(devtools, day, args, check, evaluate):
    """The keyboard hint on touch screens, the twelve-section chart (with `check`, browser_check's view
    check, at 390 and 1280 px in both schemes), the first screen; prints each result, returns the failures."""
    results = [("day keys hint", keys_hint_problems(devtools, day, evaluate))]
    if args.paperboy:
        work = tempfile.mkdtemp(prefix="paperboy-twelve-")
        try:
            site = build_twelve_sections(os.path.abspath(args.paperboy), work)
            url = "file://" + urllib.parse.quote(os.path.join(site, "archive/index.html"))
            for width in (390, 1280):
                for scheme in ("light", "dark"):
                    shot = os.path.join(args.shots, "archive12-%d-%s.png" % (width, scheme))
                    problems, _, audit = check(devtools, url, width, scheme, shot)
                    if audit["chartColours"] < len(SECTION_WORDS):
                        problems.append("%d distinct chart colours for %d sections" % (audit["chartColours"], len(SECTION_WORDS)))
                    results.append(("archive of 12 sections, %d px %s -> %s" % (width, scheme, shot), problems))
        finally:
            shutil.rmtree(work, ignore_errors=True)
    else:
        print("skip  the twelve-section chart: no --paperboy given")
    if args.first_screen:
        first_screen(devtools, day, 390, args.first_screen)
        print("first screen of the day page at 390 px -> %s" % args.first_screen)
    for name, problems in results:
        print("%-4s %s" % ("ok" if not problems else "FAIL", name))
        for problem in problems:
            print("     " + problem)
    return sum(bool(problems) for _, problems in results)
