#!/usr/bin/env python3
"""Runs the jobs of a Paperboy workflow in a scratch git repository.

    python3 Scripts/workflow/run_workflow_test.py --paperboy .build/debug/paperboy \
        [--workflow [LABEL=]FILE ...] [--keep]

For each workflow, and each scenario below, it makes a local bare remote (`remote.git`)
with a small digest project (the demo config, Examples/paperboy.yml, reading the
offline demo feeds), clones it as the job's workspace (what actions/checkout does),
and runs the build job's steps in order the way the runner does:

- `run:` steps with the runner's shell command (`shell: bash` is
  `bash --noprofile --norc -eo pipefail`) in the workspace, with
  GITHUB_OUTPUT, GITHUB_ENV and RUNNER_TEMP, the workflow's and the step's `env:`,
  and every `${{ }}` expression replaced by a test value (an expression the test does
  not know is an error, so a new one is noticed);
- `if:` conditions on steps (`steps.<id>.outputs.<name> == '<value>'`);
- `uses:` steps are emulated: checkout is the clone, caches restore nothing, the
  Pages upload checks that the folder holds a site, the deploy succeeds, artifacts are
  folders shared by the run's jobs; a step with `continue-on-error` does not fail the job;
- `secrets.*` are the scenario's (an unset secret is empty), `github.event.*` its event's
  payload; a later job (deploy, mail)
  sees `needs.<job>.outputs` and runs when GitHub would (keepalive_scenarios.py and
  mail_scenarios.py hold the scenarios that need it, with their own docstrings);
- the steps that need the network or root are emulated by id: installing the system
  packages does nothing, building Paperboy from source outputs the binary given by
  --paperboy;
- a step `tool` that downloads a release (the workflow `paperboy init` writes) runs for
  real against a local stand-in for GitHub: a fake release (the --paperboy binary packed
  as paperboy-<version>-linux-x86_64.tar.gz, with its .sha256) served over HTTPS on
  127.0.0.1 with a throw-away certificate for github.com, which curl reaches through the
  job's $HOME/.curlrc (`connect-to`, `cacert`). The step itself is not changed.

The binary runs with `--date 2024-11-28` (through the workflow_dispatch input `date`).

Scenarios:
  concurrent-push  someone pushes a commit while the job runs (between the build and
                   the push): the job succeeds, the remote's main has their commit and
                   the archive commit (data/days/2024/11/28.json), none of their files lost.
  catch-up         a scheduled run for a day already archived: "Nothing to do:", no
                   commit, no upload, no deploy.
  late-rebuild     arXiv's listing is still the day before's: the first scheduled run
                   (the workflow's first cron) says "Nothing to do yet:" and stays green,
                   with no commit and no upload; the last one (its last cron) goes red.
  push-rejected    the remote refuses every push: the job fails, nothing is pushed.
  build-fails      the config is broken: the build step fails (non-zero), nothing is
                   committed, pushed or uploaded.
  bad-checksum     (release download only) the release's .sha256 does not match the
                   archive: the download step fails before unpacking, nothing is built,
                   committed or pushed.
  keepalive        (keepalive_scenarios.py) nothing to do, last commit 3 then 55 days old.
  mail-*           (mail_scenarios.py) the mail job against a local SMTP server: plain,
                   STARTTLS with a login, a refused login, a dropped connection, no secrets.
  rating-*         (rating_scenarios.py) a pull request adding a rating file, by a stranger
                   and by a collaborator: only the rating job runs, with no permission and
                   no checkout, and its notice says whether the rating counts.

Prints one line per scenario and `workflow test: N passed, M failed`; exits 1 on a failure.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import os
import re
import shutil
import ssl
import subprocess
import sys
import tarfile
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

try:
    import yaml
except ImportError:  # pragma: no cover
    sys.exit("run_workflow_test.py needs PyYAML: python3 -m pip install PyYAML")

ROOT = Path(__file__).resolve().parents[2]
DAY = "2024-11-28"
DAY_FILE = "data/days/2024/11/28.json"
BASE_URL = "https://octo.github.io/digest/"
BOT_EMAIL = "41898282+github-actions[bot]@users.noreply.github.com"

# Steps emulated by id: they need root, the network or a Swift toolchain of their own.
EMULATED_RUN_STEPS = {"system-packages", "tool"}


class Failure(Exception):
    """A failed assertion: the scenario fails with this message."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise Failure(message)


def git(cwd: Path, *args: str, check_status: bool = True) -> str:
    env = dict(os.environ, GIT_AUTHOR_NAME="Tester", GIT_AUTHOR_EMAIL="tester@example.org",
               GIT_COMMITTER_NAME="Tester", GIT_COMMITTER_EMAIL="tester@example.org")
    result = subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True)
    if check_status and result.returncode != 0:
        raise Failure(f"git {' '.join(args)} failed in {cwd}: {result.stderr.strip()}")
    return result.stdout.strip()


# --- the scratch world -------------------------------------------------------------------

def demo_config() -> str:
    """Examples/paperboy.yml, with its paths pointing into this repository (feeds, theme)
    and its output and archive inside the scratch workspace (site/, data/)."""
    text = (ROOT / "Examples/paperboy.yml").read_text(encoding="utf-8")
    replacements = {
        "templates: ../Templates": f"templates: {ROOT / 'Templates'}",
        "output: ../site": "output: site",
        "data: ../.build/demo-data": "data: data",
    }
    for old, new in replacements.items():
        check(old in text, f"Examples/paperboy.yml no longer has '{old}': update run_workflow_test.py")
        text = text.replace(old, new)
    text, count = re.subn(r"path: feeds/", f"path: {ROOT / 'Examples/feeds'}/", text)
    check(count >= 4, "Examples/paperboy.yml: expected its sources under feeds/")
    return text


@dataclass
class World:
    root: Path
    remote: Path
    work: Path
    other: Path
    home: Path
    initial: str = ""

    @classmethod
    def make(cls, root: Path) -> "World":
        world = cls(root=root, remote=root / "remote.git", work=root / "work", other=root / "other",
                    home=root / "home")
        world.home.mkdir()
        git(root, "init", "--quiet", "--bare", "--initial-branch=main", str(world.remote))
        seed = root / "seed"
        git(root, "clone", "--quiet", str(world.remote), str(seed))
        git(seed, "checkout", "--quiet", "-b", "main")
        (seed / "paperboy.yml").write_text(demo_config(), encoding="utf-8")
        shutil.copy(ROOT / ".gitignore", seed / ".gitignore")   # /data/ ignored, as in a fork
        (seed / "README.md").write_text("# A digest\n", encoding="utf-8")
        git(seed, "add", "--all")
        git(seed, "commit", "--quiet", "-m", "Initial digest")
        git(seed, "push", "--quiet", "origin", "main")
        world.initial = git(seed, "rev-parse", "HEAD")
        git(root, "clone", "--quiet", str(world.remote), str(world.work))
        git(root, "clone", "--quiet", str(world.remote), str(world.other))
        return world

    def remote_main(self) -> str:
        return git(self.remote, "rev-parse", "refs/heads/main")

    def reject_pushes(self) -> None:
        hook = self.remote / "hooks/pre-receive"
        hook.write_text("#!/bin/sh\necho 'push refused by the workflow test' >&2\nexit 1\n", encoding="utf-8")
        hook.chmod(0o755)

    def push_from_elsewhere(self) -> str:
        """Someone edits the config in the web editor and adds a page while the job runs."""
        config = self.other / "paperboy.yml"
        config.write_text(config.read_text(encoding="utf-8").replace(
            "title: Paperboy demo digest", "title: Paperboy demo digest (edited on the web)"), encoding="utf-8")
        (self.other / "docs").mkdir(exist_ok=True)
        (self.other / "docs/edited-on-the-web.md").write_text("Pushed while the job ran.\n", encoding="utf-8")
        git(self.other, "add", "--all")
        git(self.other, "commit", "--quiet", "-m", "Edit the config on the web")
        git(self.other, "push", "--quiet", "origin", "main")
        return git(self.other, "rev-parse", "HEAD")


# --- the job -----------------------------------------------------------------------------

@dataclass
class StepResult:
    name: str
    status: str           # "success", "failure" or "skipped"
    outputs: dict = field(default_factory=dict)
    log: str = ""
    tolerated: bool = False   # a failure under `continue-on-error: true`


@dataclass
class JobRun:
    results: list
    outputs: dict

    def step(self, step_id_or_name: str) -> StepResult:
        for result in self.results:
            if result.name == step_id_or_name:
                return result
        raise Failure(f"no step '{step_id_or_name}' in the job")

    @property
    def failed(self) -> bool:
        return any(r.status == "failure" and not r.tolerated for r in self.results)

    def transcript(self) -> str:
        lines = []
        for r in self.results:
            lines.append(f"    [{r.status}] {r.name}")
            lines += [f"        {line}" for line in r.log.splitlines()]
        return "\n".join(lines)


EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


class Job:
    """Runs one job's steps like the runner does, with emulated actions."""

    def __init__(self, workflow: dict, job_id: str, world: World, paperboy: str, event: str,
                 inputs: dict, env_overrides: dict, before_push=None, schedule: str = "",
                 secrets: dict | None = None, needs: dict | None = None, payload: dict | None = None):
        self.workflow = workflow
        # The event's payload, for `github.event.<path>` (github.event.schedule is `schedule`).
        self.payload = payload or {}
        self.job_id = job_id
        self.job = workflow["jobs"][job_id]
        self.secrets = secrets or {}
        # The outputs of the jobs this one needs, by job id.
        self.needs = {"setup": {"swift": (ROOT / ".swift-version").read_text().strip(), "base_url": BASE_URL}}
        self.needs.update(needs or {})
        self.world = world
        self.paperboy = paperboy
        self.event = event
        self.schedule = schedule
        self.inputs = inputs
        self.env_overrides = env_overrides
        self.before_push = before_push
        self.step_outputs: dict[str, dict] = {}
        self.github_env: dict[str, str] = {}
        self.runner_temp = world.root / "runner-temp"
        self.runner_temp.mkdir(exist_ok=True)

    # ${{ }} expressions
    def value(self, expression: str) -> str:
        github = {"event_name": self.event, "ref_name": "main", "run_id": "4242", "run_attempt": "1",
                  "repository": "octo/digest", "workspace": str(self.world.work)}
        if m := re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression):
            return self.step_outputs.get(m[1], {}).get(m[2], "")
        if m := re.fullmatch(r"needs\.(\w+)\.outputs\.(\w+)", expression):
            return self.needs[m[1]].get(m[2], "")
        if expression == "github.event.schedule":
            return self.schedule
        if m := re.fullmatch(r"github\.event\.([\w.]+)", expression):
            found = functools.reduce(lambda value, key: (value or {}).get(key) if isinstance(value, dict) else None,
                                     m[1].split("."), self.payload)
            check(found is not None, f"the scenario's event has no {m[1]}")
            return str(found)
        if m := re.fullmatch(r"github\.(\w+)", expression):
            return github[m[1]]
        if m := re.fullmatch(r"inputs\.(\w+)", expression):
            # The test gives the date to scheduled runs too (on GitHub they build "today").
            return self.inputs.get(m[1], "")
        if m := re.fullmatch(r"env\.(\w+)", expression):
            return str((self.workflow.get("env") or {})[m[1]])
        if expression == "secrets.GITHUB_TOKEN":
            return "test-token-not-a-secret"
        if m := re.fullmatch(r"secrets\.(\w+)", expression):
            return self.secrets.get(m[1], "")   # an unset secret reads as empty
        if expression == "runner.os":
            return "Linux"
        if expression.startswith("hashFiles("):
            return "0123abcd"
        raise Failure(f"the workflow test does not know the expression ${{{{ {expression} }}}}: "
                      "teach Job.value in run_workflow_test.py")

    def substitute(self, text) -> str:
        return EXPRESSION.sub(lambda m: self.value(m[1]), str(text))

    def condition(self, step: dict) -> bool:
        """Steps run after success only; `if:` may add `steps.<id>.outputs.<name> == '<v>'` (or `!=`)."""
        expression = step.get("if")
        if expression is None:
            return True
        expression = EXPRESSION.sub(lambda m: m[1], str(expression)).strip()
        if m := re.fullmatch(r"(steps\.[\w-]+\.outputs\.[\w-]+)\s*(==|!=)\s*'([^']*)'", expression):
            return (self.value(m[1]) == m[3]) == (m[2] == "==")
        if expression == "success()":
            return True
        raise Failure(f"the workflow test does not know the condition '{expression}'")

    def emulate_action(self, step: dict) -> StepResult:
        name = step.get("name") or step["uses"]
        action = step["uses"].split("@")[0]
        inputs = {k: self.substitute(v) for k, v in (step.get("with") or {}).items()}
        if action == "actions/checkout":
            return StepResult(name, "success", log=f"(emulated) checkout {inputs.get('repository', 'the digest')}")
        if action == "actions/cache":
            return StepResult(name, "success", log=f"(emulated) cache miss for {inputs.get('key')}")
        if action == "actions/upload-pages-artifact":
            site = self.world.work / inputs.get("path", "_site")
            if not (site / "index.html").is_file():
                return StepResult(name, "failure", log=f"(emulated) no site to upload at {site}")
            return StepResult(name, "success", log=f"(emulated) uploaded {site}")
        if action == "actions/deploy-pages":
            return StepResult(name, "success", log="(emulated) deployed the uploaded site")
        if action in ("actions/upload-artifact", "actions/download-artifact"):
            return self.emulate_artifact(name, action, inputs)
        raise Failure(f"the workflow test cannot emulate {step['uses']}")

    def emulate_artifact(self, name: str, action: str, inputs: dict) -> StepResult:
        """Artifacts of the run are folders under the scratch root, shared by its jobs."""
        stored = self.world.root / "artifacts" / inputs["name"]
        if action == "actions/upload-artifact":
            source = self.world.work / inputs["path"]
            if not source.is_file():
                return StepResult(name, "failure", log=f"(emulated) no file to upload at {source}")
            stored.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, stored / source.name)
            return StepResult(name, "success", log=f"(emulated) uploaded {source.name} as {inputs['name']}")
        if not stored.is_dir():
            return StepResult(name, "failure", log=f"(emulated) no artifact named {inputs['name']}")
        shutil.copytree(stored, self.world.work / inputs.get("path", "."), dirs_exist_ok=True)
        return StepResult(name, "success", log=f"(emulated) downloaded {inputs['name']}")

    def emulate_run(self, step: dict) -> StepResult:
        name = step.get("name") or step["id"]
        if step["id"] == "tool":
            return StepResult(name, "success", {"paperboy": self.paperboy}, "(emulated) paperboy is " + self.paperboy)
        return StepResult(name, "success", log="(emulated) system packages are installed")

    def shell_command(self, step: dict, script: Path) -> list[str]:
        """The runner's command for a `run:` step: `shell: bash` is bash -eo pipefail;
        with no shell, a container job runs `sh -e` and a host job `bash -e`."""
        shell = (step.get("shell") or ((self.job.get("defaults") or {}).get("run") or {}).get("shell")
                 or ((self.workflow.get("defaults") or {}).get("run") or {}).get("shell"))
        if shell == "bash":
            return ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)]
        if shell is None:
            return ["sh", "-e", str(script)] if "container" in self.job else ["bash", "-e", str(script)]
        raise Failure(f"the workflow test does not know the shell '{shell}'")

    def run_step(self, index: int, step: dict) -> StepResult:
        name = step.get("name") or step.get("id") or f"step {index}"
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(self.world.home),
            "LANG": "C.UTF-8",
            "CI": "true",
            "GITHUB_ACTIONS": "true",
            "GITHUB_WORKSPACE": str(self.world.work),
            "RUNNER_TEMP": str(self.runner_temp),
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_TERMINAL_PROMPT": "0",
        }
        for key, value in (self.workflow.get("env") or {}).items():
            env[key] = self.substitute(value)
        for key, value in (self.job.get("env") or {}).items():
            env[key] = self.substitute(value)
        env.update(self.github_env)
        for key, value in (step.get("env") or {}).items():
            env[key] = self.substitute(value)
        for key, value in self.env_overrides.items():
            if key in env:
                env[key] = value
        output_file = self.runner_temp / f"output-{index}"
        env_file = self.runner_temp / f"env-{index}"
        output_file.write_text("")
        env_file.write_text("")
        env["GITHUB_OUTPUT"], env["GITHUB_ENV"] = str(output_file), str(env_file)
        script = self.runner_temp / f"step-{index}.sh"
        script.write_text(str(step["run"]), encoding="utf-8")
        check("${{" not in step["run"], f"step '{name}': an expression inside run: (pass it through env:)")
        shell = self.shell_command(step, script)
        result = subprocess.run(shell, cwd=self.world.work, env=env, capture_output=True, text=True)
        outputs = parse_key_values(output_file.read_text())
        self.github_env.update(parse_key_values(env_file.read_text()))
        log = (result.stdout + result.stderr).rstrip()
        if result.returncode != 0:
            log += f"\n(exit status {result.returncode})"
        return StepResult(name, "success" if result.returncode == 0 else "failure", outputs, log)

    def run(self) -> JobRun:
        results = []
        failed = False
        emulated = {s.get("id") for s in self.job["steps"] if s.get("id") in EMULATED_RUN_STEPS}
        check(self.job_id != "build" or emulated == EMULATED_RUN_STEPS,
              f"the build job should have run steps with the ids {sorted(EMULATED_RUN_STEPS)}")
        for index, step in enumerate(self.job["steps"]):
            name = step.get("name") or step.get("id") or f"step {index}"
            if failed or not self.condition(step):
                results.append(StepResult(name, "skipped"))
                continue
            if "git push" in str(step.get("run", "")) and self.before_push:
                self.before_push()
                self.before_push = None   # before the archive's push only, not the keepalive's
            if "uses" in step:
                result = self.emulate_action(step)
            elif step.get("id") in EMULATED_RUN_STEPS and not downloads_release(step):
                result = self.emulate_run(step)
            else:
                result = self.run_step(index, step)
            if step.get("id"):
                self.step_outputs[step["id"]] = result.outputs
            result.tolerated = bool(step.get("continue-on-error"))
            results.append(result)
            failed = result.status == "failure" and not result.tolerated
        outputs = {} if failed else {k: self.substitute(v) for k, v in (self.job.get("outputs") or {}).items()}
        return JobRun(results, outputs)


def parse_key_values(text: str) -> dict:
    values, lines = {}, iter(text.splitlines())
    for line in lines:
        if m := re.fullmatch(r"([\w-]+)<<(.+)", line):   # name<<DELIMITER multi-line values
            body = []
            for more in lines:
                if more == m[2]:
                    break
                body.append(more)
            values[m[1]] = "\n".join(body)
        elif "=" in line:
            key, value = line.split("=", 1)
            values[key] = value
    return values


# --- the paperboy binary -----------------------------------------------------------------

def downloads_release(step: dict) -> bool:
    """The `tool` step of the init workflow: it downloads a release instead of building."""
    return step.get("id") == "tool" and "releases/download" in str(step.get("run", ""))


class FakeRelease:
    """GitHub's release downloads, served from a local folder over HTTPS on 127.0.0.1."""

    def __init__(self, root: Path, workflow: dict, paperboy: str, tamper: bool = False):
        env = workflow.get("env") or {}
        repository, version = str(env["PAPERBOY_REPOSITORY"]), str(env["PAPERBOY_VERSION"])
        self.root = root
        files = root / "files" / repository / "releases/download" / f"v{version}"
        files.mkdir(parents=True)
        archive = f"paperboy-{version}-linux-x86_64.tar.gz"
        packed, digest = FakeRelease.pack(paperboy, version)
        os.link(packed, files / archive)
        if tamper:
            digest = digest[::-1]
        (files / f"{archive}.sha256").write_text(f"{digest}  {archive}\n", encoding="utf-8")
        self.cert, key = self_signed(root, "github.com")
        handler = functools.partial(QuietHandler, directory=str(root / "files"))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(self.cert, key)
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    PACKED: dict = {}
    PACK_ROOT: Path = Path(tempfile.gettempdir())   # main() sets the run's scratch folder

    @staticmethod
    def pack(paperboy: str, version: str) -> tuple[Path, str]:
        """The release archive of `paperboy` and its SHA-256, packed once per run (a job each is slow)."""
        key = (paperboy, version)
        if key not in FakeRelease.PACKED:
            archive = Path(tempfile.mkdtemp(prefix="release-pack-", dir=FakeRelease.PACK_ROOT)) / f"paperboy-{version}-linux-x86_64.tar.gz"
            with tarfile.open(archive, "w:gz", compresslevel=1) as tar:
                tar.add(paperboy, arcname=f"paperboy-{version}-linux-x86_64/paperboy")
            FakeRelease.PACKED[key] = (archive, hashlib.sha256(archive.read_bytes()).hexdigest())
        return FakeRelease.PACKED[key]

    def point_curl_here(self, home: Path) -> None:
        """curl in the job (HOME=home) reaches github.com:443 at this server and trusts its certificate."""
        port = self.server.server_address[1]
        (home / ".curlrc").write_text(f'connect-to = "github.com:443:127.0.0.1:{port}"\ncacert = "{self.cert}"\n',
                                      encoding="utf-8")

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def self_signed(root: Path, host: str) -> tuple[Path, Path]:
    """A throw-away certificate for `host` and its key, valid for a day, in `root`."""
    cert, key = root / f"{host}.pem", root / f"{host}.key"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", f"/CN={host}",
                    "-addext", f"subjectAltName=DNS:{host}", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return cert, key


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

# --- scenarios ---------------------------------------------------------------------------

def run_job(workflow: dict, world: World, paperboy: str, event: str, before_push=None,
            extra_overrides: dict | None = None, tamper: bool = False, schedule: str = "", day: str = DAY,
            secrets: dict | None = None) -> JobRun:
    overrides = {"PUSH_BACKOFF_SECONDS": "0"}
    overrides.update(extra_overrides or {})
    release = None
    if any(downloads_release(step) for step in workflow["jobs"]["build"]["steps"]):
        folder = Path(tempfile.mkdtemp(prefix="release-", dir=world.root))
        release = FakeRelease(folder, workflow, paperboy, tamper)
        release.point_curl_here(world.home)
    try:
        return Job(workflow, "build", world, paperboy, event, {"date": day}, overrides, before_push, schedule,
                   secrets=secrets).run()
    finally:
        if release:
            release.stop()


def changed_paths(world: World, commit: str) -> list[str]:
    return git(world.remote, "diff-tree", "--no-commit-id", "--name-only", "-r", commit).splitlines()


def scenario_concurrent_push(workflow: dict, world: World, paperboy: str) -> str:
    pushed = {}
    job = run_job(workflow, world, paperboy, "workflow_dispatch",
                  before_push=lambda: pushed.setdefault("commit", world.push_from_elsewhere()))
    check(not job.failed, "a step failed:\n" + job.transcript())
    check("commit" in pushed, "the push step never ran (no step runs `git push`)")
    main = world.remote_main()
    other = pushed["commit"]
    check(subprocess.run(["git", "merge-base", "--is-ancestor", other, main], cwd=world.remote).returncode == 0,
          "the commit pushed during the run is not in the remote's main: it was lost")
    check(git(world.remote, "cat-file", "-t", f"{main}:{DAY_FILE}", check_status=False) == "blob",
          f"the remote's main has no {DAY_FILE}: the archive did not arrive")
    for path in changed_paths(world, other):
        theirs = git(world.remote, "rev-parse", f"{other}:{path}")
        ours = git(world.remote, "rev-parse", f"{main}:{path}", check_status=False)
        check(ours == theirs, f"{path} of the concurrent commit was changed or lost on main")
    archive = git(world.remote, "log", "-1", "--format=%ae %s", main)
    check(archive.startswith(BOT_EMAIL), f"the archive commit is not by github-actions[bot]: {archive}")
    check(git(world.remote, "rev-list", "--count", f"{other}..{main}") == "1",
          "expected exactly one archive commit on top of the concurrent commit")
    check(job.step("Upload the site").status == "success", "the site was not uploaded")
    check(job.outputs.get("built") == "true", "the job does not tell the deploy job to deploy")
    downloaded = check_download(job)
    return f"archive {archive.split(' ', 1)[1]!r} rebased on top of the concurrent commit{downloaded}"


def scenario_catch_up(workflow: dict, world: World, paperboy: str) -> str:
    # The day is archived first, by a normal run.
    first = run_job(workflow, world, paperboy, "workflow_dispatch")
    check(not first.failed, "the first run failed:\n" + first.transcript())
    archived = world.remote_main()
    # The catch-up run starts from a fresh checkout, like a new job.
    shutil.rmtree(world.work)
    git(world.root, "clone", "--quiet", str(world.remote), str(world.work))
    job = run_job(workflow, world, paperboy, "schedule", schedule=crons(workflow)[-1])
    check(not job.failed, "the catch-up run failed:\n" + job.transcript())
    digest = job.step("Build the digest")
    check(re.search(r"^Nothing to do:", digest.log, re.M) is not None,
          "the scheduled run did not stop at 'Nothing to do:':\n" + job.transcript())
    check(world.remote_main() == archived, "the catch-up run pushed a commit")
    check(job.step("Commit and push the archive").status == "skipped", "the commit step ran")
    check(job.step("Upload the site").status == "skipped", "the site was uploaded")
    check(job.outputs.get("built") == "false", "the deploy job would run")
    return "Nothing to do: no commit, no upload, no deploy"


def crons(workflow: dict) -> list[str]:
    """The workflow's schedules, in order (PyYAML reads the key `on` as True)."""
    return [entry["cron"] for entry in (workflow.get("on") or workflow[True])["schedule"]]


def scenario_late_rebuild(workflow: dict, world: World, paperboy: str) -> str:
    listing = (ROOT / "Examples/feeds/arxiv-listing.xml").read_text(encoding="utf-8")
    (world.root / "listing.xml").write_text(listing.replace("Thu, 28 Nov 2024", "Wed, 27 Nov 2024"), encoding="utf-8")
    (world.work / "paperboy.yml").write_text(
        f"templates: {ROOT / 'Templates'}\noutput: site\ndata: data\nsources:\n"
        f"  - name: arxiv\n    path: {world.root / 'listing.xml'}\n    format: arxiv-listing\n", encoding="utf-8")
    git(world.work, "commit", "--quiet", "-am", "Read only the arXiv listing")
    git(world.work, "push", "--quiet", "origin", "main")
    first = run_job(workflow, world, paperboy, "workflow_dispatch", day="2024-11-27")
    check(not first.failed, "the run of 2024-11-27 failed:\n" + first.transcript())
    archived = world.remote_main()
    early = run_job(workflow, world, paperboy, "schedule", schedule=crons(workflow)[0])
    check(not early.failed, "the first scheduled run went red on a listing not rebuilt yet:\n" + early.transcript())
    check(re.search(r"^Nothing to do yet: arXiv has not rebuilt its listing for 2024-11-28", early.step("Build the digest").log, re.M)
          is not None, "the first scheduled run did not say 'Nothing to do yet:':\n" + early.transcript())
    check(early.step("Commit and push the archive").status == "skipped", "the commit step ran")
    check(early.step("Upload the site").status == "skipped", "the site was uploaded")
    check(world.remote_main() == archived, "the first scheduled run pushed a commit")
    last = run_job(workflow, world, paperboy, "schedule", schedule=crons(workflow)[-1])
    digest = last.step("Build the digest")
    check(last.failed and digest.status == "failure", "the last scheduled run stayed green on a stale listing:\n" + last.transcript())
    check("(exit status 4)" in digest.log and "every source failed" in digest.log, "not exit status 4:\n" + digest.log)
    return "first run green with 'Nothing to do yet:', last run red (exit 4), nothing committed"


def scenario_push_rejected(workflow: dict, world: World, paperboy: str) -> str:
    world.reject_pushes()
    job = run_job(workflow, world, paperboy, "workflow_dispatch")
    check(job.failed, "the job succeeded although every push was refused")
    push = job.step("Commit and push the archive")
    check(push.status == "failure", "the push step did not fail:\n" + job.transcript())
    attempts = len(re.findall(r"^Push attempt \d+ of \d+ failed", push.log, re.M))
    check(attempts >= 3, f"expected several push attempts, saw {attempts}:\n{push.log}")
    check(world.remote_main() == world.initial, "something was pushed")
    check(job.step("Upload the site").status == "skipped", "the site was uploaded after a failed push")
    check(job.outputs == {}, "a failed job has outputs (the deploy job would run)")
    return f"red after {attempts} attempts, nothing pushed"


def scenario_build_fails(workflow: dict, world: World, paperboy: str) -> str:
    config = world.work / "paperboy.yml"
    config.write_text(config.read_text(encoding="utf-8") + "\nno_such_key: true\n", encoding="utf-8")
    git(world.work, "commit", "--quiet", "-am", "Break the config (not pushed)")
    before = git(world.work, "rev-parse", "HEAD")
    job = run_job(workflow, world, paperboy, "workflow_dispatch")
    digest = job.step("Build the digest")
    check(digest.status == "failure", "the build step did not fail on a broken config:\n" + job.transcript())
    status = re.search(r"\(exit status (\d+)\)", digest.log)
    check(job.step("Commit and push the archive").status == "skipped", "the commit step ran after a failed build")
    check(job.step("Upload the site").status == "skipped", "the site was uploaded after a failed build")
    check(git(world.work, "rev-parse", "HEAD") == before, "a commit was made after a failed build")
    check(world.remote_main() == world.initial, "something was pushed after a failed build")
    check(job.outputs == {}, "a failed job has outputs (the deploy job would run)")
    return f"red (paperboy exit status {status[1] if status else '?'}), nothing committed or pushed"


def scenario_bad_checksum(workflow: dict, world: World, paperboy: str) -> str:
    if not any(downloads_release(step) for step in workflow["jobs"]["build"]["steps"]):
        return "not applicable: this workflow builds Paperboy from source"
    job = run_job(workflow, world, paperboy, "workflow_dispatch", tamper=True)
    download = job.step("Download Paperboy")
    check(download.status == "failure", "the download step did not fail on a wrong checksum:\n" + job.transcript())
    check("FAILED" in download.log, "sha256sum did not report the mismatch:\n" + download.log)
    check(not any((world.root / "runner-temp/paperboy-tool").glob("paperboy-*/paperboy")),
          "the archive was unpacked although its checksum did not match")
    check(job.step("Build the digest").status == "skipped", "the digest was built with an unchecked binary")
    check(world.remote_main() == world.initial, "something was pushed")
    check(job.outputs == {}, "a failed job has outputs (the deploy job would run)")
    return "red at the checksum, nothing unpacked, built or pushed"


def check_download(job: JobRun) -> str:
    """For a download workflow: the binary the build step ran is the unpacked release."""
    try:
        download = job.step("Download Paperboy")
    except Failure:
        return ""
    check(download.status == "success", "the download step failed:\n" + job.transcript())
    check("OK" in download.log, "sha256sum did not check the archive:\n" + download.log)
    check("/paperboy-tool/" in download.outputs.get("paperboy", ""), "the step did not output the unpacked binary")
    return ", with the release downloaded and checked"


SCENARIOS = [
    ("concurrent-push", scenario_concurrent_push),
    ("catch-up", scenario_catch_up),
    ("late-rebuild", scenario_late_rebuild),
    ("push-rejected", scenario_push_rejected),
    ("build-fails", scenario_build_fails),
    ("bad-checksum", scenario_bad_checksum),
]


def all_scenarios() -> list:
    """SCENARIOS, then those kept in their own modules (they import this one as run_workflow_test)."""
    sys.modules.setdefault("run_workflow_test", sys.modules[__name__])
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import keepalive_scenarios
    import mail_scenarios
    import rating_scenarios
    return SCENARIOS + keepalive_scenarios.SCENARIOS + mail_scenarios.SCENARIOS + rating_scenarios.SCENARIOS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--paperboy", required=True, help="the built paperboy binary")
    parser.add_argument("--workflow", action="append", metavar="[LABEL=]FILE",
                        help="a workflow file (default: .github/workflows/paperboy.yml); repeatable")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folders")
    args = parser.parse_args()
    workflows = []
    for argument in args.workflow or [".github/workflows/paperboy.yml"]:
        label, _, path = argument.rpartition("=")
        workflows.append((label or path, Path(path)))
    binary = str(Path(args.paperboy).resolve())
    if not os.access(binary, os.X_OK):
        print(f"workflow test: {binary} is not an executable", file=sys.stderr)
        return 1

    scratch = Path(tempfile.mkdtemp(prefix="paperboy-workflow-test-"))
    FakeRelease.PACK_ROOT = scratch
    passed = failed = 0
    try:
        paperboy = binary
        for label, workflow_path in workflows:
            workflow = yaml.safe_load(workflow_path.read_text(encoding="utf-8"))
            for name, scenario in all_scenarios():
                folder = scratch / f"{len(os.listdir(scratch))}-{name}"
                folder.mkdir()
                try:
                    detail = scenario(workflow, World.make(folder), paperboy)
                    passed += 1
                    print(f"  ok    {label}: {name}: {detail}")
                except Failure as failure:
                    failed += 1
                    print(f"  FAIL  {label}: {name}: {failure}")
    finally:
        if args.keep:
            print(f"workflow test: scratch folders kept in {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    print(f"workflow test: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
