#!/usr/bin/env python3
"""Checks the demo site served under a sub-path, as a GitHub Pages project site is.

Builds the demo (Examples/paperboy.yml, 2024-11-28) with
`--base-url http://127.0.0.1:PORT/repo/` into WORK/root/repo/, serves WORK/root/ on
127.0.0.1:PORT with Python's http.server the way GitHub Pages does (a missing path
under /repo/ answers 404 with /repo/404.html as its body), then in headless Chromium
(DevTools protocol, as Scripts/browser_check.py) loads the home page, a day page, the
archive, the search page (and runs a search) and a missing deep path,
/repo/no/such/page/. On every page it collects each a[href], link[href], script[src]
and img[src], and follows the same-origin ones, page after page (at most --max-pages
pages); feeds and the sitemap are read for their links too. It fails when a
same-origin URL leaves /repo/, answers anything but 200 (only the missing path may
answer 404), or a page requests something that fails.

    python3 Scripts/subpath_check.py --paperboy .build/debug/paperboy

Standard library only. Exits 0 when everything passes, 1 on a failure. Without Chromium
the check is skipped with the reason, or fails under CI (Scripts/check_skips.py).
"""
import argparse
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_check  # noqa: E402  (WebSocket, DevTools, Chromium start-up, search)
import check_skips  # noqa: E402

PREFIX = "/repo/"
MISSING = PREFIX + "no/such/page/"
START = ["", "2024/11/28/index.html", "archive/index.html", "search/index.html", "no/such/page/",
         "sitemap.xml", "feeds/atom.xml", "feeds/feed.json"]
COLLECT = """(function () {
  var out = [];
  document.querySelectorAll('a[href], link[href], script[src], img[src]').forEach(function (e) {
    var raw = e.getAttribute('href') !== null ? e.getAttribute('href') : e.getAttribute('src');
    try { out.push(new URL(raw, document.baseURI).href); } catch (err) { out.push('invalid: ' + raw); }
  });
  return out;
})()"""


class PagesHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder as GitHub Pages does: a missing path under /repo/ gets /repo/404.html with status 404."""

    def send_head(self):
        path = urllib.parse.urlsplit(self.path).path
        local = self.translate_path(self.path)
        if path.startswith(PREFIX) and not os.path.exists(local):
            page = os.path.join(self.directory, PREFIX.strip("/"), "404.html")
            if os.path.isfile(page):
                body = open(page, "rb").read()
                self.send_response(404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return _Body(body)
        return super().send_head()

    def log_message(self, *args):
        pass


class _Body:
    """A file-like body for SimpleHTTPRequestHandler's copyfile."""

    def __init__(self, data):
        self.data = data

    def read(self, n=-1):
        data, self.data = (self.data, b"") if n < 0 else (self.data[:n], self.data[n:])
        return data

    def close(self):
        pass


def status_of(url):
    try:
        with urllib.request.urlopen(urllib.request.Request(url, method="GET"), timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def links_in_document(url, body):
    """Links in a feed, the sitemap or a JSON feed (absolute or relative to `url`)."""
    text = body.decode("utf-8", "replace")
    found = re.findall(r'href="([^"]*)"', text) + re.findall(r"<loc>([^<]*)</loc>", text)
    if url.endswith(".json"):
        try:
            document = json.loads(text)
            found += [document.get("home_page_url"), document.get("feed_url")]
            found += [item.get("url") for item in document.get("items", [])]
        except ValueError:
            pass
    return [urllib.parse.urljoin(url, link) for link in found if link]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--paperboy", required=True, help="the paperboy executable")
    parser.add_argument("--config", default="Examples/paperboy.yml")
    parser.add_argument("--date", default="2024-11-28")
    parser.add_argument("--work", help="a scratch folder, emptied first (default: a temporary folder, removed after)")
    parser.add_argument("--max-pages", type=int, default=400)
    args = parser.parse_args()
    chromium = browser_check.find_chromium()
    if not chromium:
        return check_skips.skip("sub-path check", browser_check.NO_CHROMIUM)

    work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="paperboy-subpath-")
    if args.work:
        shutil.rmtree(work, ignore_errors=True)
    root = os.path.join(work, "root")
    os.makedirs(root, exist_ok=True)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(PagesHandler, directory=root))
    origin = "http://127.0.0.1:%d" % server.server_address[1]
    base = origin + PREFIX
    threading.Thread(target=server.serve_forever, daemon=True).start()
    profile = tempfile.mkdtemp(prefix="paperboy-chromium-")
    process = None
    problems = []
    pages = resources = 0
    try:
        build = subprocess.run([args.paperboy, "build", "--config", args.config, "--date", args.date, "--quiet",
                                "--base-url", base, "--output", os.path.join(root, PREFIX.strip("/")),
                                "--data", os.path.join(work, "data"), "--cache", os.path.join(work, "cache")],
                               capture_output=True, text=True)
        if build.returncode != 0:
            print("sub-path check: the build failed (%d): %s" % (build.returncode, build.stderr.strip()))
            return 1
        process, port = browser_check.start(chromium, profile)
        devtools = browser_check.DevTools(browser_check.WebSocket(browser_check.page_socket(port)))
        for domain in ("Page.enable", "Runtime.enable", "Log.enable", "Network.enable"):
            devtools.call(domain)
        devtools.call("Network.setCacheDisabled", cacheDisabled=True)  # every request reaches the server: 200, never 304

        queue = [base + path for path in START]
        seen = set(queue)
        loaded = set()  # pages opened in Chromium, a folder and its index.html as one
        referrer = {url: "start" for url in queue}

        def add(url, source):
            url = urllib.parse.urldefrag(url)[0]
            parts = urllib.parse.urlsplit(url)
            if parts.scheme not in ("http", "https") or "%s://%s" % (parts.scheme, parts.netloc) != origin:
                return  # another host: not ours to check (nothing loads from one: browser_check.py audits that)
            if not parts.path.startswith(PREFIX):
                problems.append("%s leaves %s: %s" % (source, PREFIX, url))
                return
            if url not in seen:
                seen.add(url)
                referrer[url] = source
                queue.append(url)

        while queue:
            url = queue.pop(0)
            path = urllib.parse.urlsplit(url).path
            expected = 404 if path == MISSING else 200
            page_key = path[:-len("index.html")] if path.endswith("/index.html") else path
            is_page = path.endswith("/") or path.endswith(".html")
            if not is_page or pages >= args.max_pages or page_key in loaded:
                status, body = status_of(url)
                resources += 1
                if status != expected:
                    problems.append("%s answers %d (linked from %s)" % (url, status, referrer[url]))
                elif path.endswith((".xml", ".json")):
                    for link in links_in_document(url, body):
                        add(link, url)
                continue
            pages += 1
            loaded.add(page_key)
            devtools.events.clear()
            devtools.call("Page.navigate", url=url)
            devtools.wait_for("Page.loadEventFired")
            if page_key == PREFIX + "search/":
                problems += ["%s: %s" % (url, p) for p in browser_check.search_problems(devtools)]
                for link in browser_check.evaluate(devtools, "Array.from(document.querySelectorAll('.search-results a'))"
                                                             ".slice(0, 20).map(function (a) { return a.href; })"):
                    add(link, url + " (search result)")
            for event in devtools.events:
                method, params = event.get("method"), event.get("params", {})
                if method == "Network.responseReceived":
                    response = params["response"]
                    status = response.get("status")
                    if response["url"] == origin + "/favicon.ico":
                        continue  # Chromium asks the host for it by itself; no page links it
                    if response["url"].startswith(origin) and status != 200 and not (response["url"] == url and status == expected):
                        problems.append("%s: request for %s answered %s" % (url, response["url"], status))
                elif method == "Network.loadingFailed" and not params.get("canceled"):
                    problems.append("%s: a request failed: %s" % (url, params.get("errorText")))
                elif method == "Runtime.exceptionThrown":
                    problems.append("%s: exception: %s" % (url, params["exceptionDetails"].get("text")))
            status = browser_check.evaluate(devtools, "performance.getEntriesByType('navigation')[0].responseStatus || 0")
            if status and status != expected:
                problems.append("%s answers %d (linked from %s)" % (url, status, referrer[url]))
            for link in browser_check.evaluate(devtools, COLLECT):
                if link.startswith("invalid: "):
                    problems.append("%s: unreadable link %r" % (url, link[len("invalid: "):]))
                else:
                    add(link, url)
    finally:
        if process:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print("FAIL " + problem)
    print("sub-path check: %d pages and %d other files under %s, %d problems"
          % (pages, resources, base, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
