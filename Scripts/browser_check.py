#!/usr/bin/env python3
"""Checks the demo site in a real browser: headless Chromium over the DevTools protocol.

Loads the home page, a day page, the archive and the search page at 320, 390 and
1280 px wide, in the light and the dark colour scheme, and fails when a page
scrolls sideways (document.documentElement.scrollWidth > innerWidth), logs a
console error or an exception, fails the audit in Scripts/page_audit.js (lang,
one h1, no skipped heading level, landmarks, unique ids, named links, nothing
loaded from another host, WCAG AA contrast of every visible text), shows no
focus outline on the first element reached with the Tab key, or (search page)
finds nothing for a query. Saves a PNG screenshot of each view.

The audit also reads as a phone user and a chart reader would (issue 26): at 320 and 390 px
the navigation takes at most two lines with every link shown, and each card's metadata sits
right under its title (the first card's on one line from 390 px); the archive chart gives
each section a colour of its own, at least 3:1 against its background, with count labels clear
of the edges and a legend that says what it counts. With --paperboy, a site of twelve sections
is built (Scripts/browser_reading.py) and its chart checked in both schemes. The day page's
keyboard hint must not show on an emulated touch screen until a key is pressed, and must show
without one.
--first-screen saves the day page's first screen at 390 px.

    python3 Scripts/browser_check.py --site site --shots /tmp/paperboy-shots [--paperboy BIN]

Standard library only: a minimal WebSocket client speaks the DevTools protocol.
Exits 0 when every view passes, 1 on a failure. Without Chromium the check is skipped with
the reason, or fails under CI (Scripts/check_skips.py).
"""
import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

import browser_reading
import check_skips
from devtools_socket import WebSocket  # noqa: F401  (the other checks take it from here)

PAGES = [("home", "index.html"), ("day", "2024/11/28/index.html"), ("archive", "archive/index.html"),
         ("search", "search/index.html")]
AUDIT = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "page_audit.js")).read()
SEARCH_QUERY = "language"
WIDTHS = [320, 390, 1280]  # 320: the narrowest phone the site must fit
SCHEMES = ["light", "dark"]
NO_CHROMIUM = "no chromium on PATH; apt-get install chromium, as .ci/run does"  # the browser checks' skip reason


class DevTools:
    def __init__(self, ws):
        self.ws = ws
        self.next_id = 0
        self.events = []

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, timeout=20):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[i]
                    return event
            self.events.append(json.loads(self.ws.receive()))
        raise RuntimeError("timed out waiting for " + method)


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def start(chromium, profile):
    process = subprocess.Popen(
        [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
         "--remote-debugging-port=0", "--user-data-dir=" + profile, "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.time() + 20
    while time.time() < deadline:
        if os.path.exists(port_file):
            lines = open(port_file).read().split("\n")
            if lines and lines[0].isdigit():
                return process, int(lines[0])
        time.sleep(0.1)
    process.kill()
    raise RuntimeError("Chromium did not open its DevTools port")


def page_socket(port):
    targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json/list" % port, timeout=10))
    for target in targets:
        if target.get("type") == "page":
            return target["webSocketDebuggerUrl"]
    raise RuntimeError("no page target in Chromium")


def check(devtools, url, width, scheme, shot):
    devtools.events.clear()
    devtools.call("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1, mobile=width < 600)
    devtools.call("Emulation.setEmulatedMedia", media="screen", features=[{"name": "prefers-color-scheme", "value": scheme}])
    devtools.call("Page.navigate", url=url)
    devtools.wait_for("Page.loadEventFired")
    overflow = devtools.call("Runtime.evaluate", returnByValue=True, expression=(
        "[document.documentElement.scrollWidth, window.innerWidth, getComputedStyle(document.body).backgroundColor]"))
    scroll_width, inner_width, background = overflow["result"]["value"]
    problems = []
    if scroll_width > inner_width:
        problems.append("horizontal overflow: scrollWidth %d > innerWidth %d" % (scroll_width, inner_width))
    for event in devtools.events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            problems.append("console error: %s" % [a.get("value") for a in params.get("args", [])])
        elif method == "Runtime.exceptionThrown":
            problems.append("exception: %s" % params["exceptionDetails"].get("text"))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            problems.append("log error: %s" % params["entry"].get("text"))
    audit = evaluate(devtools, AUDIT)
    problems += audit["problems"]
    problems += focus_problems(devtools)
    if url.endswith("search/index.html"):
        problems += search_problems(devtools)
    png = devtools.call("Page.captureScreenshot", format="png")["data"]
    with open(shot, "wb") as f:
        f.write(base64.b64decode(png))
    return problems, background, audit


def evaluate(devtools, expression):
    result = devtools.call("Runtime.evaluate", returnByValue=True, expression=expression)
    if "exceptionDetails" in result:
        raise RuntimeError("evaluation failed: %s" % result["exceptionDetails"].get("text"))
    return result["result"].get("value")


def focus_problems(devtools):
    """Presses Tab once, as a keyboard user would, and checks the focused element shows an outline."""
    for kind in ("keyDown", "keyUp"):
        devtools.call("Input.dispatchKeyEvent", type=kind, key="Tab", code="Tab", windowsVirtualKeyCode=9)
    focused = evaluate(devtools, "(function () { var e = document.activeElement, s = getComputedStyle(e);"
                                 " return [e.tagName, s.outlineStyle, parseFloat(s.outlineWidth) || 0]; })()")
    tag, style, width = focused
    if tag in ("BODY", "HTML"):
        return ["Tab focused nothing"]
    if style == "none" or width <= 0:
        return ["focused <%s> shows no outline" % tag.lower()]
    return []


def search_problems(devtools):
    """Types a query into the search box and waits for matches (from file://, so through search-index.js)."""
    evaluate(devtools, "(function () { var i = document.getElementById('search-input'); if (!i) return;"
                       " i.value = %s; i.dispatchEvent(new Event('input')); })()" % json.dumps(SEARCH_QUERY))
    deadline = time.time() + 10
    status = ""
    while time.time() < deadline:
        status, results = evaluate(devtools, "(function () { var s = document.querySelector('#search [role=status]');"
                                             " var i = document.getElementById('search-input'); if (i) i.dispatchEvent(new Event('input'));"
                                             " return [s ? s.textContent : 'no search box',"
                                             " document.querySelectorAll('.search-results li').length]; })()")
        if results > 0:
            return []
        time.sleep(0.2)
    return ["search for %r found nothing: %s" % (SEARCH_QUERY, status)]


def item_pages(site):
    """The first item page, when the site has item pages (`item_pages: enabled`)."""
    folder = os.path.join(site, "items")
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    return [("item", "items/%s" % names[0])] if names else []



def stop(process, profile):
    """Stops a Chromium started by start() and removes its profile folder."""
    if process:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    shutil.rmtree(profile, ignore_errors=True)

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", default="site")
    parser.add_argument("--shots", default="/tmp/paperboy-shots")
    parser.add_argument("--paperboy", help="a paperboy binary: builds a twelve-section site and checks its chart")
    parser.add_argument("--first-screen", help="a PNG path for the day page's first screen at 390 px")
    args = parser.parse_args()
    chromium = find_chromium()
    if not chromium:
        return check_skips.skip("browser check", NO_CHROMIUM)
    site = os.path.abspath(args.site)
    missing = [path for _, path in PAGES if not os.path.isfile(os.path.join(site, path))]
    if missing:
        print("browser check: %s has no %s (build the site first)" % (args.site, ", ".join(missing)))
        return 1
    os.makedirs(args.shots, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="paperboy-chromium-")
    process, port = start(chromium, profile)
    failures = 0
    try:
        devtools = DevTools(WebSocket(page_socket(port)))
        for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
            devtools.call(domain)
        for name, path in PAGES + item_pages(site):
            url = "file://" + urllib.parse.quote(os.path.join(site, path))
            for width in WIDTHS:
                for scheme in SCHEMES:
                    shot = os.path.join(args.shots, "%s-%d-%s.png" % (name, width, scheme))
                    problems, background, audit = check(devtools, url, width, scheme, shot)
                    status = "ok" if not problems else "FAIL"
                    print("%-4s %-8s %4d px %-5s background %s, %d texts, lowest contrast %.2f -> %s"
                          % (status, name, width, scheme, background, audit["textChecked"], audit["worstContrast"], shot))
                    for problem in problems:
                        print("     " + problem)
                    failures += bool(problems)
        day = "file://" + urllib.parse.quote(os.path.join(site, dict(PAGES)["day"]))
        failures += browser_reading.reading_failures(devtools, day, args, check, evaluate)
    finally:
        stop(process, profile)
    print("browser check: %d failures" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
