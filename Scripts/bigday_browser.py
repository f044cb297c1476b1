"""The browser half of Scripts/bigday_check.py: screenshots and checks of the big day in headless Chromium.

Reuses browser_check.py's DevTools client and page audit.
"""
import base64
import os
import tempfile
import urllib.parse

import browser_check as bc
import check_skips

# Where the contents and the first new paper end, in px from the top of the page.
PLACES = """(function () {
  function bottom(e) { return e ? e.getBoundingClientRect().bottom + window.scrollY : -1; }
  var toc = document.querySelector('nav.toc');
  var first = document.querySelector('.section .item-new, .section .item');
  return [bottom(toc), bottom(first ? first.querySelector('h3') || first : null)];
})()"""

# Opens or closes every section and replacements group (<details>), as a reader clicking each summary.
FOLD = """(function (open) {
  var all = document.querySelectorAll('details.fold');
  all.forEach(function (d) { d.open = open; });
  return all.length;
})(%s)"""

KEY_STATE = """(function () {
  var e = document.activeElement;
  var item = e && e.closest ? e.closest('.item') : null;
  var abstract = item ? item.querySelector('details.abstract') : null;
  var s = e ? getComputedStyle(e) : null;
  return [item ? item.id : '', s ? s.outlineStyle : 'none', abstract ? abstract.open : null,
          e ? e.getBoundingClientRect().top : -1, window.innerHeight];
})()"""


def press(devtools, key):
    code = "Key" + key.upper() if key.isalpha() else key
    for kind in ("keyDown", "keyUp"):
        params = dict(type=kind, key=key, code=code, windowsVirtualKeyCode=ord(key.upper()))
        if kind == "keyDown":
            params["text"] = key
        devtools.call("Input.dispatchKeyEvent", **params)


def load(devtools, url, width, height, scheme="light", javascript=True):
    devtools.events.clear()
    devtools.call("Emulation.setScriptExecutionDisabled", value=not javascript)
    devtools.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                  mobile=width < 600)
    devtools.call("Emulation.setEmulatedMedia", media="screen",
                  features=[{"name": "prefers-color-scheme", "value": scheme}])
    devtools.call("Page.navigate", url=url)
    devtools.wait_for("Page.loadEventFired")


def shoot(devtools, path, top, width, height):
    clip = dict(x=0, y=top, width=width, height=height, scale=1)
    png = devtools.call("Page.captureScreenshot", format="png", clip=clip, captureBeyondViewport=True)["data"]
    with open(path, "wb") as f:
        f.write(base64.b64decode(png))


def screens(devtools, url, shots, screen):
    """The first two screens at 390 px, as a phone shows them (JavaScript on)."""
    width, height = screen
    load(devtools, url, width, height)
    for n in (1, 2):
        path = os.path.join(shots, "screen%d-%d.png" % (n, width))
        shoot(devtools, path, (n - 1) * height, width, height)
        print("screenshot %s" % path)


def overflow(devtools):
    scroll, inner = bc.evaluate(devtools, "[document.documentElement.scrollWidth, window.innerWidth]")
    return ["horizontal overflow: scrollWidth %d > innerWidth %d" % (scroll, inner)] if scroll > inner else []


def view_problems(devtools, url, width, scheme, javascript):
    load(devtools, url, width, 900, scheme, javascript)
    problems = []
    for open_state in ("true", "false"):
        bc.evaluate(devtools, FOLD % open_state)
        problems += ["%s: %s" % ("unfolded" if open_state == "true" else "folded", p) for p in overflow(devtools)]
    bc.evaluate(devtools, FOLD % "true")
    problems += bc.evaluate(devtools, bc.AUDIT)["problems"]
    for event in devtools.events:
        if event.get("method") == "Runtime.exceptionThrown":
            problems.append("exception: %s" % event["params"]["exceptionDetails"].get("text"))
    return problems


def placement_problems(devtools, url, screen):
    width, height = screen
    load(devtools, url, width, height, javascript=False)
    toc, first = bc.evaluate(devtools, PLACES)
    problems = []
    if toc < 0 or toc > 2 * height:
        problems.append("the contents end at %d px, below the second screen (%d px)" % (toc, 2 * height))
    if first < 0 or first > 2 * height:
        problems.append("the first new paper's title ends at %d px, below the second screen (%d px)" % (first, 2 * height))
    print("     at %d px the contents end at %d px, the first new paper's title at %d px" % (width, toc, first))
    return problems


def key_problems(devtools, url):
    load(devtools, url, 390, 844)
    press(devtools, "j")
    first, outline, _, _, _ = bc.evaluate(devtools, KEY_STATE)
    press(devtools, "j")
    second, _, _, top, inner = bc.evaluate(devtools, KEY_STATE)
    problems = []
    if not first or outline == "none":
        problems.append("j focused no item with an outline (focus %r, outline %s)" % (first, outline))
    if not second or second == first:
        problems.append("a second j did not move to the next item (%r then %r)" % (first, second))
    if top < -2 or top > inner:
        problems.append("the focused item is not scrolled into view (top %r of %r)" % (top, inner))
    press(devtools, "k")
    back = bc.evaluate(devtools, KEY_STATE)[0]
    if back != first:
        problems.append("k did not move back to %r (at %r)" % (first, back))
    press(devtools, "o")
    opened = bc.evaluate(devtools, KEY_STATE)[2]
    if opened is False:
        problems.append("o did not open the focused item's abstract")
    bc.evaluate(devtools, "(function () { var i = document.createElement('input'); i.id = 'typing';"
                          " document.body.appendChild(i); i.focus(); })()")
    press(devtools, "j")
    typing = bc.evaluate(devtools, "document.activeElement.id")
    if typing != "typing":
        problems.append("j was taken while typing in an input (focus moved to %r)" % typing)
    return problems


def run(site, day_path, compact_path, shots, check, screen):
    chromium = bc.find_chromium()
    if not chromium:
        return check_skips.skip("big day browser check", bc.NO_CHROMIUM)
    profile = tempfile.mkdtemp(prefix="paperboy-bigday-chromium-")
    process, port = bc.start(chromium, profile)
    failures = 0
    try:
        devtools = bc.DevTools(bc.WebSocket(bc.page_socket(port)))
        for domain in ("Page.enable", "Runtime.enable", "Log.enable"):
            devtools.call(domain)
        day = "file://" + urllib.parse.quote(os.path.join(site, day_path))
        if shots:
            os.makedirs(shots, exist_ok=True)
            screens(devtools, day, shots, screen)
        if not check:
            return 0
        views = [("day", day)]
        if os.path.isfile(os.path.join(site, compact_path)):
            views.append(("compact", "file://" + urllib.parse.quote(os.path.join(site, compact_path))))
        checks = []
        for name, url in views:
            for width in bc.WIDTHS:
                for scheme in bc.SCHEMES:
                    for javascript in (True, False):
                        label = "%s %d px %s %s" % (name, width, scheme, "js" if javascript else "no-js")
                        checks.append((label, lambda u=url, w=width, s=scheme, j=javascript:
                                       view_problems(devtools, u, w, s, j)))
        checks.append(("day placement 390 px", lambda: placement_problems(devtools, day, screen)))
        checks.append(("day keys j/k/o", lambda: key_problems(devtools, day)))
        for label, run_check in checks:
            problems = run_check()
            print("%-4s %s" % ("ok" if not problems else "FAIL", label))
            for problem in problems:
                print("     " + problem)
            failures += bool(problems)
        print("big day browser check: %d of %d checks failed" % (failures, len(checks)))
    finally:
        bc.stop(process, profile)
    return 1 if failures else 0
