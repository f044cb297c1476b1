"""Running paperboy for the evaluation: a day's archive from a listing file, then `paperboy rank`."""

import os
import re
import shutil
import subprocess
import time

from listing import DAY

CONFIG = """\
title: Ranking evaluation
time_zone: UTC
data: data
output: site
sources:
  - name: arxiv
    kind: feed
    path: listing.xml
    format: arxiv-listing
"""


class PaperboyFailed(Exception):
    """A paperboy command exited non-zero."""


def run(argv, cwd):
    done = subprocess.run(argv, cwd=cwd, capture_output=True)
    if done.returncode != 0:
        tail = done.stderr.decode("utf-8", "replace").strip()[-1500:]
        raise PaperboyFailed(f"{' '.join(argv)}: exit status {done.returncode}" + (f"\n{tail}" if tail else ""))
    return done.stdout


def has_rank(paperboy):
    """Whether this paperboy has the rank command (it is being built beside this evaluation)."""
    done = subprocess.run([paperboy, "rank", "--help"], capture_output=True)
    return done.returncode == 0 and b"--library" in done.stdout + done.stderr


def prepare_day(paperboy, folder, params=None):
    """A fresh archive in folder/data holding folder/listing.xml as the day's announcement; the config's path.

    params: library scoring keys (`top_k`, `decay`, ...) for the config's `library:` block; its
    `paths:` names an empty id list, since `paperboy rank --library` replaces them.
    """
    config = os.path.join(folder, "paperboy.yml")
    with open(config, "w") as f:
        f.write(CONFIG)
        if params:
            with open(os.path.join(folder, "no-library.txt"), "w") as empty:
                empty.write("# replaced by --library\n")
            f.write("library:\n  paths: [no-library.txt]\n" + "".join(f"  {k}: {v}\n" for k, v in sorted(params.items())))
    shutil.rmtree(os.path.join(folder, "data"), ignore_errors=True)
    shutil.rmtree(os.path.join(folder, ".paperboy-cache"), ignore_errors=True)
    run([paperboy, "fetch", "--config", config, "--date", DAY, "--quiet"], folder)
    return config


def rank_argv(paperboy, config, library, limit):
    return [paperboy, "rank", "--config", config, "--date", DAY, "--library", library, "--format", "json",
            "--limit", str(limit)]


def rank_json(paperboy, config, library, limit, folder):
    """`paperboy rank --format json` for the day: (raw bytes, decoded document)."""
    import json
    argv = rank_argv(paperboy, config, library, limit)
    raw = run(argv, folder)
    try:
        return raw, json.loads(raw)
    except ValueError as error:
        raise PaperboyFailed(f"{' '.join(argv)}: not JSON ({error}): {raw[:200]!r}")


def ranked_ids(document):
    """The ranked item ids, best first (paperboy sorts by score; rank breaks nothing here)."""
    items = sorted(document.get("items", []), key=lambda item: item.get("rank", 0))
    return [re.sub(r"v\d+$", "", str(item.get("id", ""))) for item in items]


def timed(argv, cwd, out_path):
    """Run argv under /usr/bin/time -v (stdout to out_path): (wall seconds, peak RSS in KiB or None)."""
    report = out_path + ".time"
    prefix = ["/usr/bin/time", "-v", "-o", report] if os.access("/usr/bin/time", os.X_OK) else []
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        done = subprocess.run(prefix + argv, cwd=cwd, stdout=out, stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
    if done.returncode != 0:
        raise PaperboyFailed(f"{' '.join(argv)}: exit status {done.returncode}\n"
                             + done.stderr.decode("utf-8", "replace")[-1500:])
    peak = None
    if prefix:
        with open(report) as f:
            for line in f:
                if "Maximum resident set size" in line:
                    peak = int(line.rsplit(":", 1)[1])
    return wall, peak
