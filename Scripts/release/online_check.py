#!/usr/bin/env python3
"""The release binary's network path, end to end, for `make release-check`.

    python3 Scripts/release/online_check.py --paperboy BINARY --work DIR

Starts the local stand-in for every upstream (Scripts/release/upstream/server.py) and:

1. builds a digest with one source of every network kind (arXiv listing with its API
   details, an arXiv search, GitHub search, GitHub releases, an RSS and an Atom feed);
2. writes `paperboy init`'s starter project and builds it, its endpoints and feed URLs
   pointed at the stand-in (`fetch.endpoints`, each `url:` on the local host).

Each build runs the binary with a bare environment, must exit 0, and must have filed
items from every source of its config with status ok; the script prints each source with
its item count, and fails naming the source, the exit status and the output otherwise. A
config without sources, a report without sources and a stand-in that answered no request
are failures too: an empty list checks nothing.
"""
import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import yaml

ROOT = Path(__file__).resolve().parent.parent.parent
SERVER = ROOT / "Scripts" / "release" / "upstream" / "server.py"
DAY = "2024-11-28"


class Failure(Exception):
    pass


def all_kinds_config(base: str) -> dict:
    return {
        "title": "Release check",
        "time_zone": "America/New_York",
        "fetch": {"endpoints": endpoints(base)},
        "sources": [
            {"name": "arxiv-listing", "kind": "arxiv", "categories": ["cs.CL", "cs.CV", "cs.LG"]},
            {"name": "arxiv-search", "kind": "arxiv_query", "query": 'abs:"language model"', "max_results": 20},
            {"name": "github-search", "kind": "github_search", "query": "language:swift created:>={{day-7}}", "max_results": 10},
            {"name": "github-releases", "url": f"{base}/swiftlang/swift/releases.atom"},
            {"name": "rss-feed", "url": f"{base}/notes.rss"},
            {"name": "atom-feed", "url": f"{base}/notes.atom"},
        ],
        "sections": [{"title": "Everything", "sources": ["arxiv-listing", "arxiv-search", "github-search",
                                                          "github-releases", "rss-feed", "atom-feed"]}],
    }


def endpoints(base: str) -> dict:
    return {"arxiv_rss": f"{base}/rss/", "arxiv_api": f"{base}/api/query", "github_api": base}


def pointed_at(config: dict, base: str) -> dict:
    """`config` with its endpoints and every source URL on the stand-in."""
    config.setdefault("fetch", {})["endpoints"] = endpoints(base)
    for source in config.get("sources", []):
        if "url" in source:
            parts = urlsplit(source["url"])
            source["url"] = base + parts.path + (f"?{parts.query}" if parts.query else "")
    return config


def run(binary: str, args: list, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([binary, *args], cwd=cwd, env={"PATH": "/usr/bin:/bin", "HOME": str(cwd)},
                          capture_output=True, text=True, timeout=600)


def configured_sources(name: str, project: Path) -> list:
    config = yaml.safe_load((project / "paperboy.yml").read_text()) or {}
    names = [str(source.get("name")) for source in config.get("sources") or []]
    if not names:
        raise Failure(f"{name}: {project / 'paperboy.yml'} lists no sources, so there is nothing to check")
    return names


def build(binary: str, name: str, project: Path) -> None:
    configured = configured_sources(name, project)
    result = run(binary, ["build", "--config", "paperboy.yml", "--date", DAY], project)
    if result.returncode != 0:
        raise Failure(f"{name}: paperboy build exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    report = json.loads((project / "site" / "report.json").read_text())
    print(f"{name}: paperboy build --date {DAY} exited 0")
    reported = report.get("sources") or []
    if not reported:
        raise Failure(f"{name}: report.json lists no sources, so nothing was checked\n{result.stderr}")
    print(f"  {'source':<24} {'kind':<14} {'status':<8} items")
    bad = [f"{source} (not in report.json)" for source in configured if source not in {s["name"] for s in reported}]
    for source in reported:
        print(f"  {source['name']:<24} {source['kind']:<14} {source['status']:<8} {source['items']}")
        if source["status"] != "ok" or source["items"] == 0:
            bad.append(source["name"])
    if bad:
        raise Failure(f"{name}: no items, or not ok, from {', '.join(bad)}\n{result.stderr}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--paperboy", required=True)
    parser.add_argument("--work", required=True, type=Path)
    args = parser.parse_args()
    binary = str(Path(args.paperboy).resolve())
    args.work.mkdir(parents=True, exist_ok=True)
    port_file, log = args.work / "upstream.port", args.work / "upstream.log"
    port_file.unlink(missing_ok=True)
    server = subprocess.Popen([sys.executable, str(SERVER), "--port-file", str(port_file), "--log", str(log)])
    try:
        deadline = time.monotonic() + 30
        while not port_file.exists() or not port_file.read_text():
            if time.monotonic() > deadline or server.poll() is not None:
                raise Failure("the upstream stand-in did not start")
            time.sleep(0.1)
        base = f"http://127.0.0.1:{port_file.read_text().strip()}"

        kinds = args.work / "every-kind"
        kinds.mkdir(exist_ok=True)
        (kinds / "paperboy.yml").write_text(yaml.safe_dump(all_kinds_config(base), sort_keys=False))
        build(binary, "every source kind", kinds)

        starter = args.work / "starter"
        result = run(binary, ["init", "--paperboy-repository", "octo/paperboy", str(starter)], args.work)
        if result.returncode != 0:
            raise Failure(f"paperboy init exited {result.returncode}\n{result.stdout}\n{result.stderr}")
        config = yaml.safe_load((starter / "paperboy.yml").read_text())
        (starter / "paperboy.yml").write_text(yaml.safe_dump(pointed_at(config, base), sort_keys=False))
        build(binary, "init's starter project", starter)
        kinds_seen = sorted({line.split()[0] for line in log.read_text().splitlines() if line.strip()})
        if not kinds_seen:
            raise Failure(f"the stand-in answered no request (see {log}), so no source was fetched from it")
        print(f"online check: the stand-in answered {', '.join(kinds_seen)}")
        if "unknown" in kinds_seen:
            raise Failure(f"requests the stand-in does not know (see {log})")
    except Failure as failure:
        print(f"online check: {failure}", file=sys.stderr)
        return 1
    finally:
        server.terminate()
        server.wait(timeout=10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
