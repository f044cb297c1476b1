#!/usr/bin/env python3
"""A stand-in for every upstream Paperboy reads, on 127.0.0.1, for `make release-check`.

    python3 Scripts/release/upstream/server.py --port-file FILE --log FILE

It answers in each service's real format from the demo's feeds (Examples/feeds) and
this folder's own feeds:

    /rss/<categories>                 the arXiv announcement listing (rss.arxiv.org)
    /api/query?...                    the arXiv API (id_list and search_query alike)
    /search/repositories?...          GitHub repository search
    /<owner>/<repo>/releases.atom     GitHub releases
    /notes.rss, /notes.atom           an RSS 2.0 and an Atom feed

Anything else is a 404. It writes its port to --port-file once it listens, logs one
line per request (`kind status path`) to --log, and stops on SIGTERM or after
--lifetime seconds, whichever comes first.
"""
import argparse
import http.server
import signal
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
FEEDS = HERE.parent.parent.parent / "Examples" / "feeds"


def route(path: str):
    """(kind, file, content type) for a request path, or None."""
    if path.startswith("/rss/"):
        return "arxiv-listing", FEEDS / "arxiv-listing.xml", "application/rss+xml"
    if path == "/api/query":
        return "arxiv-api", FEEDS / "arxiv-api.xml", "application/atom+xml"
    if path == "/search/repositories":
        return "github-search", FEEDS / "github-search.json", "application/json"
    if path.endswith("/releases.atom"):
        return "github-releases", FEEDS / "swift-releases.atom", "application/atom+xml"
    if path == "/notes.rss":
        return "rss", HERE / "notes.rss", "application/rss+xml"
    if path == "/notes.atom":
        return "atom", HERE / "notes.atom", "application/atom+xml"
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port-file", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--lifetime", type=float, default=600)
    args = parser.parse_args()
    log = open(args.log, "a", buffering=1, encoding="utf-8")
    lock = threading.Lock()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):  # noqa: N802 - the base class's name
            path = urlsplit(self.path).path
            found = route(path)
            if found is None:
                kind, status, body, ctype = "unknown", 404, b"not found\n", "text/plain"
            else:
                kind, file, ctype = found
                status, body = 200, file.read_bytes()
            with lock:
                log.write(f"{kind} {status} {self.path}\n")
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format, *args):  # noqa: A002 - the base class's name
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    signal.signal(signal.SIGTERM, lambda *_: threading.Thread(target=server.shutdown).start())
    timer = threading.Timer(args.lifetime, server.shutdown)
    timer.daemon = True
    timer.start()
    Path(args.port_file).write_text(str(server.server_address[1]))
    server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
