#!/usr/bin/env python3
"""Checks `paperboy serve`'s live reload in a real browser: headless Chromium over the DevTools protocol.

Writes a small project into WORK (a config, a local feed, templates/ with the default layout),
builds it offline, starts `paperboy serve --port 0` on it and opens its front page. Then:

1. edits templates/layout.html.mustache: the open page must reload by itself and show the edit;
2. breaks the layout (an unclosed block): the page must show the error banner without reloading;
3. repairs it: the page must reload, without the banner.

Marks the page's window before each step, so a reload is told apart from a page that merely changed.

    python3 Scripts/serve_reload_check.py --paperboy .build/debug/paperboy --work /tmp/paperboy-serve-check

Exits 0 when every step passes, 1 on a failure. Without Chromium the check is skipped with
the reason, or fails under CI (Scripts/check_skips.py).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_check  # noqa: E402  (WebSocket, DevTools, Chromium start-up)
import check_skips  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FEED = """<rss version="2.0"><channel><title>Local</title>
<item><title>A post to reload</title><link>https://example.org/a</link><guid>a</guid></item></channel></rss>
"""
CONFIG = """title: Reload check
templates: templates
sources:
  - name: local
    path: feed.xml
"""


def write_project(work):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "templates"))
    with open(os.path.join(work, "feed.xml"), "w") as f:
        f.write(FEED)
    with open(os.path.join(work, "paperboy.yml"), "w") as f:
        f.write(CONFIG)
    shutil.copy(os.path.join(ROOT, "Templates", "layout.html.mustache"), os.path.join(work, "templates"))
    return os.path.join(work, "templates", "layout.html.mustache")


def start_serve(paperboy, work):
    process = subprocess.Popen([paperboy, "serve", "--port", "0", "--date", "2024-11-28"], cwd=work,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        if line.startswith("Serving "):
            url = line.split(" at ", 1)[1].split(";", 1)[0].split(" ", 1)[0]
            return process, url
    process.kill()
    raise RuntimeError("paperboy serve did not say where it listens")


def evaluate(devtools, expression):
    return browser_check.evaluate(devtools, expression)


def wait_until(devtools, expression, what, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if evaluate(devtools, expression):
                return time.time()
        except RuntimeError:
            pass  # evaluated while the page was being replaced by its reload: ask again
        time.sleep(0.1)
    raise RuntimeError("timed out: " + what)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--paperboy", required=True, help="the paperboy executable")
    parser.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "paperboy-serve-check"))
    args = parser.parse_args()
    chromium = browser_check.find_chromium()
    if not chromium:
        return check_skips.skip("serve reload check", browser_check.NO_CHROMIUM)
    work = os.path.abspath(args.work)
    layout_file = write_project(work)
    subprocess.run([os.path.abspath(args.paperboy), "build", "--date", "2024-11-28", "--quiet"], cwd=work, check=True)
    serve, url = start_serve(os.path.abspath(args.paperboy), work)
    profile = tempfile.mkdtemp(prefix="paperboy-serve-chromium-")
    browser, port = browser_check.start(chromium, profile)
    failures = []
    try:
        devtools = browser_check.DevTools(browser_check.WebSocket(browser_check.page_socket(port)))
        devtools.call("Page.enable")
        devtools.call("Page.navigate", url=url)
        devtools.wait_for("Page.loadEventFired")
        wait_until(devtools, "!!document.querySelector('script[src=\"/__paperboy/live-reload.js\"]')", "the reload script tag")
        time.sleep(1)  # the EventSource connects after the load event
        layout = open(layout_file).read()

        evaluate(devtools, "window.__paperboyMark = 1; true")
        edited = time.time()
        anchor = '<footer class="site-footer">'
        if anchor not in layout:
            raise RuntimeError("the theme's layout.html.mustache has no %s to edit" % anchor)
        with open(layout_file, "w") as f:
            f.write(layout.replace(anchor, anchor + "\n<p>Edited while open</p>", 1))
        seen = wait_until(devtools, "window.__paperboyMark === undefined && document.body.innerText.includes('Edited while open')",
                          "the page to reload with the edit")
        print("serve reload check: template edit → page reloaded with the edit in %.1f s" % (seen - edited))

        evaluate(devtools, "window.__paperboyMark = 2; true")
        with open(layout_file, "w") as f:
            f.write(layout.replace("{{/content}}", ""))
        wait_until(devtools, "!!document.getElementById('paperboy-serve-error')", "the error banner")
        if evaluate(devtools, "window.__paperboyMark") != 2:
            failures.append("the page reloaded on a failed render instead of showing the banner in place")
        banner = evaluate(devtools, "document.getElementById('paperboy-serve-error').textContent")
        if "layout.html.mustache" not in banner:
            failures.append("the banner does not name the template: %r" % banner)
        print("serve reload check: broken template → banner: %s" % banner.replace("\n", " ")[:160])

        with open(layout_file, "w") as f:
            f.write(layout)
        wait_until(devtools, "window.__paperboyMark === undefined && !document.getElementById('paperboy-serve-error')",
                   "the page to reload without the banner")
        print("serve reload check: repaired template → page reloaded, banner gone")
        site_index = open(os.path.join(work, "site", "index.html")).read()
        if "__paperboy" in site_index:
            failures.append("site/index.html on disk holds the reload script")
    except RuntimeError as error:
        failures.append(str(error))
    finally:
        browser.kill()
        serve.terminate()
        serve.wait(timeout=10)
        shutil.rmtree(profile, ignore_errors=True)
    for failure in failures:
        print("serve reload check: FAILED: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
