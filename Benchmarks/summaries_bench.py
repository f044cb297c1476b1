"""The summaries section of Benchmarks/run.py: a day's TL;DRs from a local fake chat endpoint.

`summaries` fetches a generated listing of LISTING_PAPERS papers into a fresh archive with a
config without `summaries:` (a build asks for its day's TL;DRs), keeps a pristine copy of
`data/`, then measures with the config that adds them (one section, `summaries: tldr: top: 20`,
pacing 0 for the endpoint), in the same rounds:
- `summarize 20 asked`: `paperboy summarize` on the pristine archive: 20 requests to
  chat_server.py, 20 TL;DRs written;
- `summarize cached`: the same command on the filled archive: 0 requests, 20 cached, the
  fixed cost of loading the config, the theme and the archive;
- `summarize --dry-run`: on the pristine archive, sending nothing.
The server's `/count` shows how many requests each run sent.
"""

import os
import shutil

from network import serving
from run import TEMPLATES, Check, ChildFailed, Row, SectionReport, measure

CHAT_SERVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "chat_server.py")
DAY = "2024-11-27"
DAY_RFC822 = "Wed, 27 Nov 2024 00:00:00 -0500"
LISTING_PAPERS = 25
TOP = 20
MODEL = "bench-model"
WALL_TARGET_S = 2.0

ADJECTIVES = ("Sparse", "Robust", "Adaptive", "Causal", "Low-rank", "Equivariant", "Bayesian")
SUBJECTS = ("attention", "graph networks", "diffusion models", "policy gradients", "kernel methods",
            "language models", "optimal transport", "quantum circuits", "tensor networks", "flow matching", "retrieval")
TASKS = ("long documents", "protein folding", "weather forecasts", "code search", "robot grasping")
FINDINGS = ("halves the error of the strongest baseline", "matches full fine-tuning at a tenth of the cost",
            "converges in a third of the steps", "stays stable where earlier methods diverge")

#: The fetch's config: a build asks for its digest day's TL;DRs, so the fetch runs without them.
FETCH_CONFIG = """\
title: Summaries benchmark
time_zone: UTC
templates: {templates}
output: site
data: data
cache: cache
sources:
  - name: arxiv
    path: listing.xml
    format: arxiv-listing
sections:
  - title: All papers
"""
#: The summarize runs' config: FETCH_CONFIG and the TL;DR endpoint, paced not at all.
TLDR_CONFIG = FETCH_CONFIG + """\
summaries:
  tldr:
    base_url: http://127.0.0.1:{port}/v1
    model: {model}
    top: {top}
    max_requests: 100
    max_tokens: 1000000
fetch:
  pacing: {{"127.0.0.1:{port}": 0}}
"""
ITEM = """\
    <item>
      <title>{title}</title>
      <link>https://arxiv.org/abs/{id}</link>
      <description>arXiv:{id}v1 Announce Type: new
Abstract: {abstract}</description>
      <guid isPermaLink="false">oai:arXiv.org:{id}v1</guid>
      <category>cs.LG</category>
      <pubDate>{date}</pubDate>
      <arxiv:announce_type>new</arxiv:announce_type>
      <dc:creator>Ada Lovelace, Alan Turing</dc:creator>
    </item>
"""
LISTING_HEAD = """\
<?xml version='1.0' encoding='UTF-8'?>
<rss xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0">
  <channel>
    <title>cs.LG updates on arXiv.org</title>
    <link>http://rss.arxiv.org/rss/cs.LG</link>
    <description>cs.LG updates on the arXiv.org e-print archive.</description>
    <pubDate>{date}</pubDate>
"""
LISTING_TAIL = "  </channel>\n</rss>\n"


def paper(n):
    """Paper n (0-based) of the listing: (title, abstract of 3 to 5 sentences), the same on every run."""
    adjective, subject = ADJECTIVES[n % len(ADJECTIVES)], SUBJECTS[n % len(SUBJECTS)]
    task, finding = TASKS[n % len(TASKS)], FINDINGS[n % len(FINDINGS)]
    title = f"{adjective} {subject} for {task} ({n + 1})"
    sentences = [
        f"We study {adjective.lower()} {subject} applied to {task}.",
        f"Our method {finding} on {n % 7 + 3} public benchmarks.",
        f"The analysis gives a bound that tightens as the data grow by a factor of {n % 5 + 2}.",
        f"Ablations show which part of the {subject} matters most for {task}.",
        "Code and trained models are released.",
    ]
    return title, " ".join(sentences[:3 + n % 3])


def write_listing(path):
    """Write the rss.arxiv.org listing of LISTING_PAPERS papers for DAY."""
    with open(path, "w") as f:
        f.write(LISTING_HEAD.format(date=DAY_RFC822))
        for n in range(LISTING_PAPERS):
            title, abstract = paper(n)
            f.write(ITEM.format(title=title, abstract=abstract, id=f"2411.{18001 + n}", date=DAY_RFC822))
        f.write(LISTING_TAIL)


def request_count(port):
    """The chat server's `/count`: how many chat completions it has answered."""
    import socket  # only here, like network.serving's subprocess: it would raise every section's RSS floor
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(b"GET /count HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
        response = b""
        while chunk := connection.recv(4096):
            response += chunk
    return int(response.split(b"\r\n\r\n", 1)[1])


def restore(pristine, data):
    """Put the archive back as the fetch left it: no TL;DRs, the day's budget untouched."""
    shutil.rmtree(data, ignore_errors=True)
    shutil.copytree(pristine, data)


def timed_run(ctx, argv, port, stdout_path):
    """Measure argv once: (sample, requests it sent, the last line it printed)."""
    before = request_count(port)
    sample = measure(argv, ctx.workdir, stdout_path=stdout_path)
    with open(stdout_path, errors="replace") as f:
        lines = f.read().strip().splitlines()
    return sample, request_count(port) - before, lines[-1] if lines else ""


def bench_summaries(ctx):
    """Summarise a day of 20 papers against a local fake chat endpoint (pacing aside)"""
    folder = os.path.join(ctx.workdir, "summaries")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    write_listing(os.path.join(folder, "listing.xml"))
    data, pristine = os.path.join(folder, "data"), os.path.join(folder, "data-pristine")
    config, fetch_config = os.path.join(folder, "paperboy.yml"), os.path.join(folder, "fetch.yml")
    stdout_path = os.path.join(folder, "stdout.txt")
    rounds = max(ctx.runs, 3)
    argv = [ctx.paperboy, "summarize", "--config", config, "--date", DAY]
    kinds = {"asked": argv, "cached": argv, "dry-run": argv + ["--dry-run"]}
    samples, sent, last = ({kind: [] for kind in kinds} for _ in range(3))
    with serving([CHAT_SERVER], os.path.join(folder, "server.log")) as port:
        for path, text in ((fetch_config, FETCH_CONFIG), (config, TLDR_CONFIG)):
            with open(path, "w") as f:
                f.write(text.format(templates=TEMPLATES, port=port, model=MODEL, top=TOP))
        measure([ctx.paperboy, "fetch", "--config", fetch_config, "--date", DAY], ctx.workdir, stdout_path=stdout_path)
        if request_count(port):
            raise ChildFailed(f"paperboy fetch --config {fetch_config} asked the chat endpoint: no pristine archive")
        shutil.copytree(data, pristine)
        for round_number in range(rounds):
            for kind, command in kinds.items():
                if kind != "cached":  # the cached run reads the archive the asking run just filled
                    restore(pristine, data)
                sample, requests, line = timed_run(ctx, command, port, stdout_path)
                samples[kind].append(sample)
                sent[kind].append(requests)
                last[kind].append(line)
            print(f"  round {round_number + 1}/{rounds} done", flush=True)
    return summaries_report(samples, sent, last, config)


def summaries_report(samples, sent, last, config):
    """Rows, checks and notes of the summaries section from each kind's samples, request counts and last lines."""
    asked = Row(f"summarize {TOP} asked", samples["asked"], 0, TOP)
    cached = Row("summarize cached", samples["cached"], 0, TOP)
    dry = Row("summarize --dry-run", samples["dry-run"], 0, TOP)
    report = SectionReport(rows=[asked, cached, dry])
    report.notes += [
        f"listing: {LISTING_PAPERS} papers on {DAY}, one section (all papers), summaries: tldr: top: {TOP}, "
        f"model {MODEL}, chat_server.py on 127.0.0.1 (no delay), fetch pacing 0 for it; config {config}",
        f"asked: paperboy summarize --config paperboy.yml --date {DAY}, on a pristine copy of data/ (made after "
        f"paperboy fetch --config fetch.yml --date {DAY}, the same config without summaries:); requests per run {sent['asked']}; {last['asked'][-1]}",
        f"cached: the same command again on the archive it filled; requests per run {sent['cached']}; {last['cached'][-1]}",
        f"dry-run: paperboy summarize --config paperboy.yml --date {DAY} --dry-run on a pristine copy; "
        f"requests per run {sent['dry-run']}; last line: {last['dry-run'][-1]}",
        f"asked / cached: {asked.wall / cached.wall:.2f}x; per request ((asked - cached) / {TOP}): "
        f"{(asked.wall - cached.wall) / TOP * 1000:.1f} ms",
    ]
    asked_ok = all(n == TOP for n in sent["asked"]) and all(f"{TOP} written" in line for line in last["asked"])
    cached_ok = all(n == 0 for n in sent["cached"]) and all(f"{TOP} cached" in line for line in last["cached"])
    report.checks += [
        Check(f"every asking run sent {TOP} requests and wrote {TOP}", "PASS" if asked_ok else "FAIL",
              f"requests {sent['asked']}"),
        Check(f"every cached run sent 0 requests, {TOP} cached", "PASS" if cached_ok else "FAIL",
              f"requests {sent['cached']}"),
        Check("every dry run sent 0 requests", "PASS" if not any(sent["dry-run"]) else "FAIL",
              f"requests {sent['dry-run']}"),
        Check(f"{TOP} TL;DRs < {WALL_TARGET_S:g} s wall", "PASS" if asked_ok and asked.wall < WALL_TARGET_S else "FAIL",
              f"{asked.wall:.3f} s median" + ("" if asked_ok else "; a run did not send and write 20")),
    ]
    return report


SECTIONS = [("summaries", bench_summaries)]
