"""The rating scenarios of run_workflow_test.py (which imports this module).

A reader without write access who presses 👍 on the site gets a fork and a pull request
adding one file under ratings/. The workflow runs on it (`pull_request`, paths
`ratings/**`, never `pull_request_target`) only to say whose rating it is: the rating job
alone runs (setup is skipped, and build, deploy and mail need it), with no permission
and no checkout, and nothing is committed or pushed.

  rating-stranger      authors with no write access (NONE, FIRST_TIME_CONTRIBUTOR,
                       CONTRIBUTOR): the notice says the rating is skipped and that the
                       pull request changes nothing unless merged. A login that looks like
                       shell code is printed, never run.
  rating-collaborator  OWNER, MEMBER, COLLABORATOR: the notice says the rating counts once
                       merged.
"""

from __future__ import annotations

import re

import run_workflow_test as wt
from run_workflow_test import check

JOB = "rating"
SKIPPED = ("::notice::The rating from {login} is skipped: only the owner and collaborators rate; "
           "the pull request changes nothing unless merged.")
COUNTS = "::notice::The rating from {login} ({association}) counts once this pull request is merged."


def runs_on(workflow: dict, event: str) -> set[str]:
    """The jobs GitHub starts for `event`: a job's `if:` (`github.event_name == '…'` or `!=`,
    or none) holds and every job it needs runs."""
    jobs = workflow["jobs"]
    running: dict[str, bool] = {}

    def runs(name: str) -> bool:
        if name not in running:
            job = jobs[name]
            needed = job.get("needs") or []
            needed = [needed] if isinstance(needed, str) else needed
            condition = job.get("if")
            holds = True
            if condition is not None:
                m = re.fullmatch(r"github\.event_name\s*(==|!=)\s*'([^']*)'", str(condition).strip())
                if m is None:   # a condition on other jobs' outputs: it needs them, so they decide
                    check(bool(needed), f"the workflow test does not know the job condition '{condition}'")
                else:
                    holds = (event == m[2]) == (m[1] == "==")
            running[name] = holds and all(runs(other) for other in needed)
        return running[name]

    return {name for name in jobs if runs(name)}


def check_trigger(workflow: dict) -> None:
    on = workflow.get("on") or workflow[True]   # PyYAML reads the key `on` as True
    check("pull_request_target" not in on, "the workflow runs on pull_request_target: a pull request's code would get secrets")
    check(on.get("pull_request") == {"paths": ["ratings/**"]},
          f"expected `pull_request: paths: [\"ratings/**\"]`, found {on.get('pull_request')!r}")
    check(runs_on(workflow, "pull_request") == {JOB}, f"on a pull request, these jobs run: {sorted(runs_on(workflow, 'pull_request'))}")
    check(JOB not in runs_on(workflow, "workflow_dispatch") and JOB not in runs_on(workflow, "schedule"),
          "the rating job runs on a build")
    job = workflow["jobs"][JOB]
    check(job.get("permissions") in ({}, {"contents": "read"}), f"the rating job asks for {job.get('permissions')!r}")
    check(all("uses" not in step for step in job["steps"]), "the rating job uses an action (a checkout of the pull request?)")


def pull_request(workflow: dict, world: wt.World, paperboy: str, login: str, association: str) -> wt.JobRun:
    payload = {"pull_request": {"number": 7, "author_association": association, "user": {"login": login}}}
    job = wt.Job(workflow, JOB, world, paperboy, "pull_request", {}, {}, payload=payload).run()
    check(not job.failed, f"the rating job failed for {association}:\n" + job.transcript())
    check(world.remote_main() == world.initial, "a commit was pushed on a rating's pull request")
    check(wt.git(world.work, "status", "--porcelain") == "", "the rating job changed the workspace")
    return job


def notice(job: wt.JobRun) -> str:
    return "\n".join(line for result in job.results for line in result.log.splitlines() if line.startswith("::"))


def scenario_stranger(workflow: dict, world: wt.World, paperboy: str) -> str:
    check_trigger(workflow)
    for association in ["NONE", "FIRST_TIME_CONTRIBUTOR", "CONTRIBUTOR"]:
        job = pull_request(workflow, world, paperboy, "drive-by", association)
        said = notice(job)
        check(said == SKIPPED.format(login="drive-by"), f"for {association}, the job said:\n{said}")
    hostile = "x$(touch pwned)`touch pwned`"
    job = pull_request(workflow, world, paperboy, hostile, "NONE")
    check(notice(job) == SKIPPED.format(login=hostile), "a login with shell code is not printed as it is:\n" + job.transcript())
    check(not (world.work / "pwned").exists(), "the login was run as shell code")
    return "only the rating job runs (no permission, no checkout): skipped, changes nothing unless merged"


def scenario_collaborator(workflow: dict, world: wt.World, paperboy: str) -> str:
    check_trigger(workflow)
    for association in ["OWNER", "MEMBER", "COLLABORATOR"]:
        job = pull_request(workflow, world, paperboy, "octo-friend", association)
        said = notice(job)
        check(said == COUNTS.format(login="octo-friend", association=association), f"for {association}, the job said:\n{said}")
    return "counts once merged, for the owner, members and collaborators"


SCENARIOS = [("rating-stranger", scenario_stranger), ("rating-collaborator", scenario_collaborator)]
