"""The e-mail scenarios of run_workflow_test.py (which imports this module).

Each runs a whole morning: the build job with the PAPERBOY_MAIL_* secrets, then the
deploy job and the mail job when their `needs:` and `if:` let them run, as GitHub would.
The mail job's curl reaches smtp.example.org at a local SMTP server (aiosmtpd) through
the job's $HOME/.curlrc (`connect-to`, and `cacert` for the server's throw-away
certificate); the workflow's step is not changed.

  mail-plain      a server without TLS or login, no user secret: it receives exactly one
                  message, with the .eml's From, To and Subject, for the two recipients.
  mail-starttls   STARTTLS required, then AUTH with a password holding a quote and a
                  backslash: one message, sent over TLS by the right user.
  mail-refused    the server refuses the login (535): the send step fails and the run is
                  red, after the archive was pushed and the site uploaded and deployed.
  mail-dropped    the server closes the connection after the greeting: the same.
  mail-unset      no secrets: the mail job does not run, the run is green.
  mail-no-edition the secrets are set but paperboy.yml writes no e-mail: the mail job
                  fails and says why, after the push and the deploy.
"""

from __future__ import annotations

import dataclasses
import re

import run_workflow_test as wt
from run_workflow_test import check
from smtp_servers import HOST, PASSWORD, USER, DroppingServer, SMTPServer

RECIPIENTS = ["reader@example.org", "second@example.org"]
# The demo config's e-mail headers (Examples/paperboy.yml, email:).
HEADERS = {"From": "Paperboy demo <digest@example.org>", "To": "reader@example.org",
           "Subject": f"Paperboy demo digest: {wt.DAY}"}


def secrets(port: int, login: bool) -> dict:
    values = {"PAPERBOY_MAIL_URL": f"smtp://{HOST}:{port}", "PAPERBOY_MAIL_FROM": "Digest <digest@example.org>",
              "PAPERBOY_MAIL_TO": ", ".join(RECIPIENTS)}
    if login:
        values |= {"PAPERBOY_MAIL_USER": USER, "PAPERBOY_MAIL_PASSWORD": PASSWORD}
    return values


def job_runs(job: dict, needs: dict[str, wt.JobRun]) -> bool:
    """GitHub's rule for a job: every job it needs succeeded, and its `if:` (one comparison) holds."""
    needed = job.get("needs") or []
    if any(needs.get(name) is None or needs[name].failed for name in ([needed] if isinstance(needed, str) else needed)):
        return False
    condition = job.get("if")
    if condition is None:
        return True
    m = re.fullmatch(r"needs\.(\w+)\.outputs\.(\w+)\s*==\s*'([^']*)'", str(condition).strip())
    check(m is not None, f"the workflow test does not know the job condition '{condition}'")
    return needs[m[1]].outputs.get(m[2], "") == m[3]


@dataclasses.dataclass
class Morning:
    build: wt.JobRun
    deploy: wt.JobRun | None
    mail: wt.JobRun | None
    archived: bool        # the remote had the archive when the mail job started
    messages: list
    mail_needs: list

    def transcript(self) -> str:
        jobs = [("build", self.build), ("deploy", self.deploy), ("mail", self.mail)]
        return "\n".join(f"  {name}:\n{job.transcript()}" for name, job in jobs if job)


def morning(workflow: dict, world: wt.World, paperboy: str, server=None, login: bool = False) -> Morning:
    """The build, deploy and mail jobs of one run, each started when GitHub would start it."""
    values = secrets(server.port, login) if server else {}
    try:
        build = wt.run_job(workflow, world, paperboy, "workflow_dispatch", secrets=values)
        ran = {"build": build}
        deploy = mail = None
        if job_runs(workflow["jobs"]["deploy"], ran):
            deploy = wt.Job(workflow, "deploy", world, paperboy, "workflow_dispatch", {}, {},
                            needs={"build": build.outputs}).run()
            ran["deploy"] = deploy
        archived = wt.git(world.remote, "cat-file", "-t", f"main:{wt.DAY_FILE}", check_status=False) == "blob"
        if "mail" in workflow["jobs"] and job_runs(workflow["jobs"]["mail"], ran):
            check(server is not None, "the mail job runs without its secrets")
            curlrc = f'connect-to = "{HOST}:{server.port}:127.0.0.1:{server.port}"\n'
            if server.cert:
                curlrc += f'cacert = "{server.cert}"\n'
            (world.home / ".curlrc").write_text(curlrc, encoding="utf-8")
            # The mail job starts on a fresh runner: no checkout, only the artifact.
            fresh = dataclasses.replace(world, work=world.root / "mail-job")
            fresh.work.mkdir()
            mail = wt.Job(workflow, "mail", fresh, paperboy, "workflow_dispatch", {}, {}, secrets=values,
                          needs={"build": build.outputs, "deploy": deploy.outputs if deploy else {}}).run()
        return Morning(build, deploy, mail, archived, server.inbox.messages if isinstance(server, SMTPServer) else [],
                       list(workflow["jobs"].get("mail", {}).get("needs") or []))
    finally:
        if server:
            server.stop()


def published_first(run: Morning) -> None:
    check(set(run.mail_needs) >= {"build", "deploy"}, "the mail job does not need both the build and the deploy job")
    check(not run.build.failed, "the build job failed:\n" + run.transcript())
    check(run.build.step("Upload the site").status == "success", "the site was not uploaded")
    check(run.archived, "the archive was not on the remote when the mail job started")
    check(run.deploy is not None and not run.deploy.failed, "the site was not deployed:\n" + run.transcript())


def sent_once(run: Morning) -> dict:
    published_first(run)
    check(run.mail is not None, "the mail job did not run:\n" + run.transcript())
    check(not run.mail.failed, "the mail job failed:\n" + run.transcript())
    check(len(run.messages) == 1, f"the server received {len(run.messages)} messages, not 1")
    received = run.messages[0]
    for header, value in HEADERS.items():
        check(str(received["message"][header]) == value, f"{header}: {received['message'][header]!r}, expected {value!r}")
    check(received["from"] == "digest@example.org", f"envelope sender {received['from']!r}")
    check(received["to"] == RECIPIENTS, f"envelope recipients {received['to']}")
    check(received["message"].is_multipart(), "the message is not the .eml's multipart/alternative")
    return received


def failed_after_publishing(run: Morning, what: str) -> str:
    published_first(run)
    check(run.mail is not None, "the mail job did not run:\n" + run.transcript())
    send = run.mail.step("Send the e-mail edition")
    check(run.mail.failed and send.status == "failure", f"the send step stayed green after {what}:\n" + run.transcript())
    check(not run.messages, "the server received a message")
    check(PASSWORD not in run.transcript(), "the password appears in the job's log")
    said = [line for line in send.log.splitlines() if line.startswith("curl:")]
    check(bool(said), "curl did not say why it failed:\n" + send.log)
    return said[-1]


def scenario_mail_plain(workflow: dict, world: wt.World, paperboy: str) -> str:
    received = sent_once(morning(workflow, world, paperboy, SMTPServer(world.root)))
    check(not received["tls"] and received["login"] is None, "expected a plain session without login")
    return "one message, From/To/Subject of the .eml, two recipients, after the push and the deploy"


def scenario_mail_starttls(workflow: dict, world: wt.World, paperboy: str) -> str:
    received = sent_once(morning(workflow, world, paperboy, SMTPServer(world.root, tls=True), login=True))
    check(received["tls"], "the message did not arrive over TLS")
    check(received["login"] == USER.encode(), f"logged in as {received['login']!r}")
    return "one message over STARTTLS, logged in (password with a quote and a backslash)"


def scenario_mail_refused(workflow: dict, world: wt.World, paperboy: str) -> str:
    run = morning(workflow, world, paperboy, SMTPServer(world.root, tls=True, accept_login=False), login=True)
    last = failed_after_publishing(run, "a refused login")
    return f"red after the push and the deploy ({last.strip()})"


def scenario_mail_dropped(workflow: dict, world: wt.World, paperboy: str) -> str:
    last = failed_after_publishing(morning(workflow, world, paperboy, DroppingServer()), "a dropped connection")
    return f"red after the push and the deploy ({last.strip()})"


def scenario_mail_unset(workflow: dict, world: wt.World, paperboy: str) -> str:
    run = morning(workflow, world, paperboy)
    check(not run.build.failed and run.deploy is not None and not run.deploy.failed, "the run failed:\n" + run.transcript())
    check(run.mail is None, "the mail job ran without its secrets")
    check("No PAPERBOY_MAIL_URL secret" in run.build.step("Find the e-mail edition").log, "no note that e-mail is off")
    return "no mail job, green"


def scenario_mail_no_edition(workflow: dict, world: wt.World, paperboy: str) -> str:
    config = world.work / "paperboy.yml"
    text = config.read_text(encoding="utf-8")
    check("email:\n  enabled: true" in text, "the demo config no longer enables e-mail: update mail_scenarios.py")
    config.write_text(text.replace("email:\n  enabled: true", "email:\n  enabled: false"), encoding="utf-8")
    wt.git(world.work, "commit", "--quiet", "-am", "No e-mail edition")
    wt.git(world.work, "push", "--quiet", "origin", "main")
    run = morning(workflow, world, paperboy, SMTPServer(world.root))
    published_first(run)
    check(run.mail is not None and run.mail.failed, "the mail job did not fail without an edition:\n" + run.transcript())
    said = run.mail.step("Check the e-mail edition").log
    check("set email: enabled: true" in said, "the mail job does not say what to set:\n" + said)
    check(not run.messages, "the server received a message")
    return "red after the push and the deploy, saying to set email: enabled: true"


SCENARIOS = [
    ("mail-plain", scenario_mail_plain),
    ("mail-starttls", scenario_mail_starttls),
    ("mail-refused", scenario_mail_refused),
    ("mail-dropped", scenario_mail_dropped),
    ("mail-unset", scenario_mail_unset),
    ("mail-no-edition", scenario_mail_no_edition),
]
