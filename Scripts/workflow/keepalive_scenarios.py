"""The keepalive scenario of run_workflow_test.py (which imports this module).

  keepalive  scheduled runs with nothing to do: while the branch's last commit is recent,
             the step "Keep the schedule on" pushes nothing; once it is 55 days old
             (past the workflow's KEEPALIVE_DAYS, 50), it pushes one empty commit by
             github-actions[bot] on top of it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time

import run_workflow_test as wt
from run_workflow_test import check, git

STEP = "Keep the schedule on"


def age_last_commit(world: wt.World, days: int) -> str:
    """Rewrites the remote's last commit as made `days` days ago (the test's only way to move time)."""
    git(world.other, "fetch", "--quiet", "origin")
    git(world.other, "reset", "--quiet", "--hard", "origin/main")
    date = f"{int(time.time()) - days * 86400} +0000"   # git's internal format: seconds and zone
    env = dict(os.environ, GIT_COMMITTER_DATE=date, GIT_COMMITTER_NAME="Tester", GIT_COMMITTER_EMAIL="tester@example.org")
    subprocess.run(["git", "commit", "--quiet", "--amend", "--no-edit", f"--date={date}"], cwd=world.other, env=env,
                   check=True, capture_output=True)
    git(world.other, "push", "--quiet", "--force", "origin", "main")
    return git(world.other, "rev-parse", "HEAD")


def nothing_to_do(workflow: dict, world: wt.World, paperboy: str) -> wt.JobRun:
    """A scheduled catch-up run from a fresh checkout, for a day already archived."""
    shutil.rmtree(world.work)
    git(world.root, "clone", "--quiet", str(world.remote), str(world.work))
    job = wt.run_job(workflow, world, paperboy, "schedule", schedule=wt.crons(workflow)[-1])
    check(not job.failed, "the catch-up run failed:\n" + job.transcript())
    check(job.step("Commit and push the archive").status == "skipped", "the catch-up run committed the archive")
    return job


def scenario_keepalive(workflow: dict, world: wt.World, paperboy: str) -> str:
    first = wt.run_job(workflow, world, paperboy, "workflow_dispatch")
    check(not first.failed, "the first run failed:\n" + first.transcript())
    recent = age_last_commit(world, 3)
    quiet = nothing_to_do(workflow, world, paperboy)
    check(quiet.step(STEP).status == "success", f"'{STEP}' did not run:\n" + quiet.transcript())
    check(world.remote_main() == recent, "a commit was pushed although the last one is 3 days old:\n" + quiet.transcript())
    old = age_last_commit(world, 55)
    job = nothing_to_do(workflow, world, paperboy)
    check(job.step(STEP).status == "success", f"'{STEP}' failed:\n" + job.transcript())
    main = world.remote_main()
    check(main != old, "nothing was pushed although the last commit is 55 days old:\n" + job.transcript())
    check(git(world.remote, "rev-parse", f"{main}^") == old, "the keepalive commit is not on top of the old one")
    check(git(world.remote, "rev-parse", f"{main}^{{tree}}") == git(world.remote, "rev-parse", f"{old}^{{tree}}"),
          "the keepalive commit changed files")
    made = git(world.remote, "log", "-1", "--format=%ae %s", main)
    check(made == f"{wt.BOT_EMAIL} Keep the schedule on", f"unexpected keepalive commit: {made}")
    return "3 days old: nothing pushed; 55 days old: one empty commit by github-actions[bot]"


SCENARIOS = [("keepalive", scenario_keepalive)]
