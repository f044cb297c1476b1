"""The local SMTP servers of mail_scenarios.py: aiosmtpd (plain, or STARTTLS with a login
that succeeds or is refused) and one that hangs up after its greeting."""

from __future__ import annotations

import email
import logging
import socket
import ssl
import threading
from email import policy
from pathlib import Path

try:
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult
except ImportError:  # pragma: no cover
    raise SystemExit("mail_scenarios.py needs aiosmtpd: python3 -m pip install aiosmtpd")

import run_workflow_test as wt

logging.getLogger("mail.log").setLevel(logging.ERROR)   # aiosmtpd's own deprecation notes

HOST = "smtp.example.org"
USER, PASSWORD = "digest", 'pa"ss\\word'


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Inbox:
    """aiosmtpd's handler: keeps every message it accepts, with how it arrived."""

    def __init__(self):
        self.messages: list[dict] = []

    async def handle_DATA(self, server, session, envelope):
        self.messages.append({"from": envelope.mail_from, "to": list(envelope.rcpt_tos), "tls": session.ssl is not None,
                              "login": session.auth_data, "message": email.message_from_bytes(envelope.content, policy=policy.default)})
        return "250 Message accepted"


class SMTPServer:
    """aiosmtpd on 127.0.0.1: plain, or STARTTLS plus a login that succeeds or is refused."""

    def __init__(self, root: Path, tls: bool = False, accept_login: bool = True):
        self.inbox, self.port, self.cert = Inbox(), free_port(), None
        options = {}
        if tls:
            self.cert, key = wt.self_signed(root, HOST)
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(self.cert, key)
            options = {"tls_context": context, "require_starttls": True, "auth_required": True,
                       "authenticator": self.authenticate if accept_login else self.refuse}
        self.controller = Controller(self.inbox, hostname="127.0.0.1", port=self.port, server_hostname=HOST, **options)
        self.controller.start()

    @staticmethod
    def authenticate(server, session, envelope, mechanism, data):
        if (data.login, data.password) != (USER.encode(), PASSWORD.encode()):
            return AuthResult(success=False, handled=False)
        return AuthResult(success=True, auth_data=data.login)

    @staticmethod
    def refuse(server, session, envelope, mechanism, data):
        return AuthResult(success=False, handled=False)   # handled=False: aiosmtpd answers 535

    def stop(self) -> None:
        self.controller.stop()


class DroppingServer:
    """Greets like an SMTP server, reads the client's first command, then hangs up."""

    def __init__(self):
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port, self.cert = self.listener.getsockname()[1], None
        threading.Thread(target=self.serve, daemon=True).start()

    def serve(self) -> None:
        try:
            while True:
                connection, _ = self.listener.accept()
                with connection:
                    connection.sendall(f"220 {HOST} ESMTP\r\n".encode())
                    connection.recv(1024)
        except OSError:
            pass   # the listener was closed: stop()

    def stop(self) -> None:
        self.listener.close()
