#!/usr/bin/env python3
"""Tunes the library scoring defaults: runs the leave-out evaluation once per value of
each parameter (the others at their defaults) and prints mean recall@10 and MRR per
protocol, so each default can be read against its neighbours.

    python3 Benchmarks/ranking/sweep.py --paperboy .build/release/paperboy
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULTS = {"top_k": "5", "decay": "0.5", "title_weight": "2", "half_life_days": "1460", "author_boost": "0.05", "learned_weight": "0.8"}
VALUES = {
    "top_k": ["1", "3", "5", "10"],
    "decay": ["0.25", "0.5", "0.75"],
    "title_weight": ["1", "2", "3"],
    "half_life_days": ["0", "365", "730", "1460", "2920"],
    "author_boost": ["0", "0.05", "0.2"],
    "learned_weight": ["0", "0.5", "0.8", "1"],
}
PAPERBOY = "paperboy rank"


def evaluate(paperboy, workdir, params):
    out = os.path.join(workdir, "results.json")
    argv = [sys.executable, os.path.join(HERE, "evaluate.py"), "--paperboy", paperboy, "--workdir", workdir,
            "--no-speed", "--json", out] + [f"--param={k}={v}" for k, v in sorted(params.items())]
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
    with open(out) as f:
        return json.load(f)


def means(results):
    """{protocol: (recall@10, mrr)} of paperboy rank."""
    table = {}
    for protocol, methods in results["means"].items():
        m = methods.get(PAPERBOY)
        if m:
            table[protocol] = (m["recall@10"], m["mrr"])
    return table


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--paperboy", required=True)
    parser.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "paperboy-bench", "ranking-sweep"))
    args = parser.parse_args(argv)
    paperboy = os.path.abspath(args.paperboy)
    print(f"{'parameter':<16} {'value':>6}   {'full R@10':>9} {'full MRR':>8}   {'titles R@10':>11} {'titles MRR':>10}")
    for key, values in VALUES.items():
        for value in values:
            params = dict(DEFAULTS, **{key: value})
            table = means(evaluate(paperboy, os.path.join(args.workdir, f"{key}-{value}"), params))
            full, titles = table.get("full", (0, 0)), table.get("titles", (0, 0))
            mark = " (default)" if value == DEFAULTS[key] else ""
            print(f"{key:<16} {value:>6}   {full[0]:>9.3f} {full[1]:>8.4f}   {titles[0]:>11.3f} {titles[1]:>10.4f}{mark}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
