#!/usr/bin/env python3
"""Checks the e-mail edition's HTML part in a real browser, as a mail client shows it.

Loads each YYYY-MM-DD.html of the e-mail folder in headless Chromium at 600 px (the
layout's width) and 390 px (a phone), light and dark, with images blocked, and fails
when the page scrolls sideways, requests anything besides itself, has an <img>, a
<style>, a <script>, a <link> or a background image, or fails the audit in
Scripts/page_audit.js (lang, one h1, headings, named links, WCAG AA contrast of every
visible text; the page landmarks are left out: an e-mail is not a site page). Saves a
PNG screenshot of each view.

    python3 Scripts/email_check.py --email .build/email --shots /tmp/paperboy-shots

Reuses browser_check.py's DevTools client. Exits 0 when every view passes, 1 on a
failure. Without Chromium the check is skipped with the reason, or fails under CI
(Scripts/check_skips.py).
"""
import argparse
import base64
import glob
import os
import sys
import tempfile
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import AUDIT, NO_CHROMIUM, DevTools, WebSocket, evaluate, find_chromium, page_socket, start, stop  # noqa: E402
import check_skips  # noqa: E402

WIDTHS = [600, 390]
SCHEMES = ["light", "dark"]
LANDMARKS = ("no <main> landmark", "no <header> landmark", "no <nav> landmark", "no <footer> landmark")
INLINE_ONLY = """(function () {
  var found = [];
  ["img", "style", "script", "link", "iframe", "object", "picture", "video"].forEach(function (tag) {
    if (document.getElementsByTagName(tag).length) found.push("has <" + tag + ">");
  });
  document.querySelectorAll("*").forEach(function (e) {
    if (getComputedStyle(e).backgroundImage !== "none") found.push("background image on <" + e.tagName.toLowerCase() + ">");
  });
  return found;
})()"""


def check(devtools, url, width, scheme, shot):
    devtools.events.clear()
    devtools.call("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1, mobile=width < 600)
    devtools.call("Emulation.setEmulatedMedia", media="screen", features=[{"name": "prefers-color-scheme", "value": scheme}])
    devtools.call("Page.navigate", url=url)
    devtools.wait_for("Page.loadEventFired")
    scroll_width, inner_width = evaluate(devtools, "[document.documentElement.scrollWidth, window.innerWidth]")
    problems = []
    if scroll_width > inner_width:
        problems.append("horizontal overflow: scrollWidth %d > innerWidth %d" % (scroll_width, inner_width))
    for event in devtools.events:
        if event.get("method") == "Network.requestWillBeSent":
            requested = event["params"]["request"]["url"]
            if requested != url:
                problems.append("requested " + requested)
    problems += evaluate(devtools, INLINE_ONLY)
    audit = evaluate(devtools, AUDIT)
    problems += [p for p in audit["problems"] if p not in LANDMARKS]
    with open(shot, "wb") as f:
        f.write(base64.b64decode(devtools.call("Page.captureScreenshot", format="png")["data"]))
    return problems, audit


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--email", default="email", help="the e-mail folder (email: output:)")
    parser.add_argument("--shots", default="/tmp/paperboy-shots")
    args = parser.parse_args()
    chromium = find_chromium()
    if not chromium:
        return check_skips.skip("e-mail check", NO_CHROMIUM)
    pages = sorted(glob.glob(os.path.join(os.path.abspath(args.email), "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].html")))
    if not pages:
        print("e-mail check: %s has no YYYY-MM-DD.html (build with email: enabled: true first)" % args.email)
        return 1
    os.makedirs(args.shots, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="paperboy-chromium-")
    process, port = start(chromium, profile)
    failures = views = 0
    try:
        devtools = DevTools(WebSocket(page_socket(port)))
        for domain in ("Page.enable", "Runtime.enable", "Log.enable", "Network.enable"):
            devtools.call(domain)
        devtools.call("Network.setBlockedURLs", urls=["*.png", "*.jpg", "*.gif", "*.svg", "*.webp", "http*"])
        for page in pages:
            url = "file://" + urllib.parse.quote(page)
            name = "email-" + os.path.basename(page)[:-len(".html")]
            for width in WIDTHS:
                for scheme in SCHEMES:
                    shot = os.path.join(args.shots, "%s-%d-%s.png" % (name, width, scheme))
                    problems, audit = check(devtools, url, width, scheme, shot)
                    print("%-4s %s %4d px %-5s %d texts, lowest contrast %.2f -> %s"
                          % ("ok" if not problems else "FAIL", name, width, scheme, audit["textChecked"], audit["worstContrast"], shot))
                    for problem in problems:
                        print("     " + problem)
                    failures += bool(problems)
                    views += 1
    finally:
        stop(process, profile)
    print("e-mail check: %d of %d views failed" % (failures, views))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
