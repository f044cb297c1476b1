#!/usr/bin/env python3
"""Builds the seed corpus of each fuzz target (Fuzz/) from fixtures, at run time.

Seeds come from the project (Tests/*/Fixtures, Examples/, Templates/, the query
strings in Examples/*.yml) and, when it is there, from ../shared/fixtures (arXiv
API/RSS, GitHub search JSON, RSS/Atom feeds, the Mustache spec). Nothing is copied
into the repository: the corpus goes to --out (a git-ignored scratch folder).

    python3 Scripts/fuzz/seeds.py --out .build-fuzz/seeds [--shared ../shared/fixtures]
"""
import argparse
import hashlib
import html
import json
import pathlib
import re
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parents[2]
FEED_SUFFIXES = {".xml", ".atom", ".rss", ".rdf", ".json"}
# A seed longer than the target's -max_len would be cut by libFuzzer anyway; keep the head.
MAX_SEED = 256 * 1024


class Corpus:
    def __init__(self, out: pathlib.Path):
        self.out = out
        self.counts: dict[str, int] = {}

    def add(self, target: str, data: bytes | str) -> None:
        if isinstance(data, str):
            data = data.encode("utf-8")
        data = data[:MAX_SEED]
        folder = self.out / target
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / hashlib.sha1(data).hexdigest()
        if not path.exists():
            path.write_bytes(data)
            self.counts[target] = self.counts.get(target, 0) + 1


def files(folder: pathlib.Path, suffixes=None):
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*") if p.is_file() and (suffixes is None or p.suffix in suffixes))


def embedded_markup(data: bytes):
    """Feed content fields (description, summary, content, content:encoded), unescaped: HTML seeds."""
    text = data.decode("utf-8", errors="replace")
    for match in re.finditer(r"<((?:content:)?encoded|description|summary|content|title)\b[^>]*>(.*?)</\1>", text, re.S):
        body = match.group(2)
        if body.startswith("<![CDATA["):
            body = body[len("<![CDATA["):].removesuffix("]]>")
        else:
            body = html.unescape(body)
        if "<" in body or "&" in body:
            yield body


def yaml_queries(text: str):
    for match in re.finditer(r"^\s*query:\s*(['\"])(.*)\1\s*$", text, re.M):
        yield match.group(2).replace("''", "'") if match.group(1) == "'" else match.group(2)
    for match in re.finditer(r"^\s*(?:include|exclude):\s*\[(.*)\]\s*$", text, re.M):
        yield "\n".join(part.strip().strip("\"'") for part in match.group(1).split(","))


def mustache_spec(folder: pathlib.Path):
    for spec in files(folder, {".json"}):
        try:
            tests = json.loads(spec.read_text("utf-8")).get("tests", [])
        except (ValueError, OSError):
            continue
        for test in tests:
            yield test.get("template", "")
            yield from (test.get("partials") or {}).values()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, type=pathlib.Path)
    parser.add_argument("--shared", type=pathlib.Path, default=ROOT.parent / "shared" / "fixtures")
    args = parser.parse_args()
    corpus = Corpus(args.out)

    feeds = files(ROOT / "Tests" / "PaperboyServicesTests" / "Fixtures", FEED_SUFFIXES) + files(ROOT / "Examples" / "feeds")
    if args.shared.is_dir():
        for family in ["arxiv-api", "arxiv-rss", "atom", "github-releases", "github-search", "rss"]:
            feeds += files(args.shared / family)
    else:
        print(f"seeds: {args.shared} is absent; seeding from the project's own fixtures only")
    for feed in feeds:
        data = feed.read_bytes()
        corpus.add("FuzzFeedParser", data)
        for markup in embedded_markup(data):
            corpus.add("FuzzHTMLSanitizer", markup)
    corpus.add("FuzzHTMLSanitizer", '<p>a<script>x</script><a href="javascript:alert(1)" onclick="y">b</a><img src=x onerror=z></p>')

    configs = files(ROOT / "Examples", {".yml", ".yaml"}) + [ROOT / "paperboy.yml"]
    for config in configs:
        if config.is_file():
            text = config.read_text("utf-8")
            corpus.add("FuzzConfig", text)
            for query in yaml_queries(text):
                corpus.add("FuzzQuery", query)
    # The YAML in the config tests' multi-line string literals ("""...""").
    for test in files(ROOT / "Tests" / "PaperboyKitTests", {".swift"}):
        for block in re.findall(r'"""\n(.*?)\n\s*"""', test.read_text("utf-8"), re.S):
            if re.search(r"^\s*(sources|sections|title):", block, re.M) and "\\(" not in block:
                corpus.add("FuzzConfig", textwrap.dedent(block) + "\n")
    for query in ['("language model*" OR LLM) AND NOT survey', 'title:(diffusion OR "score matching") author:hinton',
                  'comment:"accepted at" NOT abstract:(a OR b)', "cafe Café ＧＰＵ 数据", "x AND", '"unclosed', "((a)"]:
        corpus.add("FuzzQuery", query)

    templates = files(ROOT / "Templates", {".mustache"}) + files(ROOT / "Tests" / "PaperboyViewsTests", {".mustache"})
    for template in templates:
        corpus.add("FuzzTemplate", template.read_bytes())
    if args.shared.is_dir():
        for template in mustache_spec(args.shared / "mustache-spec"):
            corpus.add("FuzzTemplate", template)

    for target in ["FuzzFeedParser", "FuzzHTMLSanitizer", "FuzzQuery", "FuzzConfig", "FuzzTemplate"]:
        print(f"seeds: {target}: {corpus.counts.get(target, 0)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
