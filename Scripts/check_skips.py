#!/usr/bin/env python3
"""The one rule for a check whose tool or fixture is missing: a skip that says so, or, under CI, a failure.

Locally the check prints its summary line with the skip counted and its reason, and exits 0.
Under CI (CI set, and not to "", "0" or "false", as paperboy itself reads it) every tool and
fixture is there, so the same absence fails the run. The checks import it:

    import check_skips
    return check_skips.skip("bigday check", "../shared/fixtures/... is absent")

and shell scripts run it, exiting with its status (Scripts/workflow/check.sh):

    python3 Scripts/check_skips.py "workflow-check (zizmor)" "zizmor is not installed"
"""
import os
import sys


def in_ci():
    return os.environ.get("CI", "").lower() not in ("", "0", "false")


def summary(check, passed, failed, skipped, reason=None):
    """`check: 1 passed, 0 failed, 0 skipped (reason)`."""
    line = "%s: %d passed, %d failed, %d skipped" % (check, passed, failed, skipped)
    return line + (" (%s)" % reason if reason else "")


def skip(check, reason):
    """Prints the skip, or under CI the failure, as `check`'s summary line; returns the exit status."""
    if in_ci():
        print(summary(check, 0, 1, 0, "%s; CI=%s, where nothing is skipped" % (reason, os.environ["CI"])),
              file=sys.stderr, flush=True)
        return 1
    print(summary(check, 0, 0, 1, reason), flush=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: Scripts/check_skips.py CHECK REASON")
    sys.exit(skip(sys.argv[1], sys.argv[2]))
