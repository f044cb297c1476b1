#!/usr/bin/env python3
"""An HTTP server of faults for the network benchmarks, on 127.0.0.1 and an ephemeral port.

    python3 Benchmarks/fault_server.py [BOMB]

    /bomb   (with BOMB) the gzip file BOMB as is, with Content-Encoding: gzip and its compressed Content-Length
    /stall  the status line and headers (Content-Length: 1000), then nothing, the connection held 60 s
    /drip   the same headers, then one byte a second for 60 s

Once listening it prints "Serving HTTP on 127.0.0.1 port N", as python3 -m http.server does.
"""

import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HOLD_SECONDS = 60
PROMISED_BYTES = 1000


class FaultHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        faults = {"/stall": self.stall, "/drip": self.drip}
        if self.server.bomb:
            faults["/bomb"] = self.bomb
        if self.path not in faults:
            self.send_error(404)
            return
        self.close_connection = True  # one request per connection: a fault leaves it unusable
        try:
            faults[self.path]()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up: what the benchmark waits for

    def head(self, length, encoding=None):
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml")
        self.send_header("Content-Length", str(length))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.end_headers()
        self.wfile.flush()

    def bomb(self):
        with open(self.server.bomb, "rb") as f:
            body = f.read()
        self.head(len(body), encoding="gzip")
        self.wfile.write(body)

    def stall(self):
        self.head(PROMISED_BYTES)
        time.sleep(HOLD_SECONDS)

    def drip(self):
        self.head(PROMISED_BYTES)
        for _ in range(HOLD_SECONDS):
            self.wfile.write(b" ")
            self.wfile.flush()
            time.sleep(1)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), FaultHandler)
    server.bomb = sys.argv[1] if len(sys.argv) > 1 else None
    print(f"Serving HTTP on 127.0.0.1 port {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
