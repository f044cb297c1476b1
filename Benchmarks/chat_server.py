#!/usr/bin/env python3
"""A fake OpenAI-compatible chat endpoint for the summaries benchmark, on 127.0.0.1 and an ephemeral port.

    python3 Benchmarks/chat_server.py [--delay SECONDS]

    POST /v1/chat/completions  a chat completion whose one sentence names the paper's title
                               (from the user message's `Title: ...` line), after --delay seconds
    GET /count                 how many chat completions were asked for so far, as text
    anything else              404

Once listening it prints "Serving HTTP on 127.0.0.1 port N", as python3 -m http.server does.
"""

import argparse
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class ChatHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body are two writes: no 40 ms wait for a delayed ACK between them

    def log_message(self, format, *args):
        pass  # a line per request would only slow the server down

    def reply(self, status, body, content_type):
        """Send `body` (bytes) with its Content-Length."""
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path != "/count":
            self.send_error(404)
            return
        self.reply(200, str(self.server.count).encode(), "text/plain; charset=utf-8")

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))  # all of it, before any reply
        if self.path != "/v1/chat/completions":
            self.send_error(404)
            return
        with self.server.lock:
            self.server.count += 1
            number = self.server.count
        try:
            answer = completion(json.loads(body), number, len(body))
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            self.send_error(400, "not a chat completion request")
            return
        time.sleep(self.server.delay)
        self.reply(200, json.dumps(answer).encode(), "application/json")


def completion(request, number, request_bytes):
    """A chat.completion answering `request` with a sentence that names its paper's title."""
    user = request["messages"][-1]["content"]
    title = user.split("\n", 1)[0].removeprefix("Title: ").strip()
    content = f"{title} gives a simple method that beats the usual baselines on standard benchmarks."
    prompt_tokens, completion_tokens = request_bytes // 4, len(content) // 4
    return {
        "id": f"chatcmpl-bench-{number}",
        "object": "chat.completion",
        "created": 1732700000,
        "model": request.get("model", "bench-model"),
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                  "total_tokens": prompt_tokens + completion_tokens},
    }


def main():
    parser = argparse.ArgumentParser(description="A fake OpenAI-compatible chat endpoint on 127.0.0.1.")
    parser.add_argument("--delay", type=float, default=0, help="seconds to wait before each reply (default 0)")
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), ChatHandler)
    server.delay, server.count, server.lock = args.delay, 0, threading.Lock()
    print(f"Serving HTTP on 127.0.0.1 port {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
