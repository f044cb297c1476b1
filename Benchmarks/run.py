#!/usr/bin/env python3
"""Paperboy benchmarks: a report of parse and controller throughput and memory.

    python3 Benchmarks/run.py --paperboy PATH [--size-mb 50] [--archive-items 42000] [--runs 3] [--workdir DIR] [--only NAME]

Each benchmark is a named section (see SECTIONS at the bottom): a function
that takes the shared Context and returns a SectionReport of measured rows
and target checks (the network sections, which fetch from local servers, are
in network.py). Every measured command runs as a child process; its wall
time comes from time.perf_counter around the spawn and its peak RSS from
os.wait4's ru_maxrss (KiB on Linux). MB means 2**20 bytes throughout.

Linux carries the parent's resident pages into a forked child's peak RSS
(and, for vfork/posix_spawn, the parent's whole peak), and keeps it across
exec, so a child's ru_maxrss is never below what this script holds when it
forks. The script therefore stays small (it forks rather than vforks, runs
the generator as a separate process and never loads an input), and each
report prints that floor, measured with /bin/true.

Exit status: 0 when every command ran (a missed target is reported, not
fatal), 1 when a measured command failed, 2 for bad arguments.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
import zlib
from dataclasses import dataclass, field

# Not imported: its modules would raise this process's RSS, and with it every reading.
HERE = os.path.dirname(os.path.abspath(__file__))
GENERATOR = os.path.join(HERE, "gen_arxiv_feed.py")
GENERATOR_SOURCES = [GENERATOR, os.path.join(HERE, "arxiv_words.py")]
ARCHIVE_GENERATOR = os.path.join(HERE, "gen_archive.py")
TEMPLATES = os.path.join(os.path.dirname(HERE), "Templates")
SEED = 20241128
ARCHIVE_SCALES = (1, 4)

MIB = 1 << 20
RSS_TARGET_MB = 64
THROUGHPUT_TARGET = 0.6  # paperboy must reach this fraction of xmllint's throughput (issue 13)


class ChildFailed(Exception):
    """A measured command exited non-zero or was killed."""


@dataclass
class Sample:
    wall_seconds: float
    peak_rss_kib: int


@dataclass
class Row:
    """One measured command: its samples plus the input it worked on."""
    name: str
    samples: list
    input_bytes: int
    items: int

    @property
    def wall(self):
        times = sorted(s.wall_seconds for s in self.samples)
        middle = len(times) // 2
        return times[middle] if len(times) % 2 else (times[middle - 1] + times[middle]) / 2

    @property
    def mb_per_s(self):
        return self.input_bytes / MIB / self.wall if self.wall > 0 else float("inf")

    @property
    def items_per_s(self):
        return self.items / self.wall if self.wall > 0 else float("inf")

    @property
    def peak_rss_mb(self):
        return max(s.peak_rss_kib for s in self.samples) / 1024


@dataclass
class Check:
    """A target: PASS, FAIL or SKIP with a one-line detail."""
    name: str
    status: str
    detail: str


@dataclass
class SectionReport:
    rows: list = field(default_factory=list)
    checks: list = field(default_factory=list)
    notes: list = field(default_factory=list)


@dataclass
class Context:
    paperboy: str
    size_mb: float
    runs: int
    workdir: str
    archive_items: int = 42000
    _inputs: dict = field(default_factory=dict)

    def rss_floor_mb(self):
        """The peak RSS every child reports at least (inherited from this process), in MB."""
        if "floor" not in self._inputs:
            self._inputs["floor"] = measure([shutil.which("true") or "/bin/true"], self.workdir).peak_rss_kib / 1024
        return self._inputs["floor"]

    def generator_version(self, sources):
        """A checksum of the generator's sources: a changed generator means new inputs."""
        checksum = 0
        for source in sources:
            with open(source, "rb") as f:
                checksum = zlib.crc32(f.read(), checksum)
        return f"{checksum:08x}"

    def archive(self, scale):
        """A generated one-year archive with a bench config beside it: (folder, meta), cached by size, seed and generator."""
        key = f"archive{scale}"
        if key not in self._inputs:
            items = self.archive_items * scale
            version = self.generator_version(GENERATOR_SOURCES + [ARCHIVE_GENERATOR])
            folder = os.path.join(self.workdir, f"archive_{items}items_seed{SEED}_gen{version}")
            meta_path = os.path.join(folder, "meta.json")
            meta = None
            if os.path.exists(meta_path):
                with open(meta_path) as f:
                    meta = json.load(f)
                if not meta.get("complete"):
                    meta = None
            if meta is None:
                shutil.rmtree(folder, ignore_errors=True)
                os.makedirs(folder)
                print(f"Generating {folder} ({items} items)...", flush=True)
                argv = [sys.executable, ARCHIVE_GENERATOR, os.path.join(folder, "data"), "--items", str(items),
                        "--seed", str(SEED), "--json"]
                measure(argv, self.workdir, stdout_path=meta_path)
                with open(meta_path) as f:
                    meta = json.load(f)
                meta["complete"] = True
                with open(meta_path, "w") as f:
                    json.dump(meta, f)
            else:
                print(f"Using cached {folder}", flush=True)
            with open(os.path.join(folder, "paperboy.yml"), "w") as f:
                f.write(BENCH_CONFIG.format(templates=TEMPLATES))
            self._inputs[key] = (folder, meta)
        return self._inputs[key]

    def arxiv_feed(self):
        """The generated arXiv API feed: (path, bytes, entries), cached in the workdir by size, seed and generator."""
        if "arxiv" not in self._inputs:
            version = self.generator_version(GENERATOR_SOURCES)
            stem = f"arxiv-api_{self.size_mb:g}mb_seed{SEED}_gen{version}"
            path = os.path.join(self.workdir, stem + ".xml")
            meta_path = os.path.join(self.workdir, stem + ".json")
            meta = None
            if os.path.exists(path) and os.path.exists(meta_path):
                try:
                    with open(meta_path) as f:
                        meta = json.load(f)
                except ValueError:
                    meta = None
                if not meta or meta.get("bytes") != os.path.getsize(path):
                    meta = None
            if meta is None:
                print(f"Generating {path} (about {self.size_mb:g} MB)...", flush=True)
                # In a child process: holding the document here would raise every later RSS reading.
                argv = [sys.executable, GENERATOR, path, "--size-mb", str(self.size_mb), "--seed", str(SEED), "--json"]
                measure(argv, self.workdir, stdout_path=meta_path)
                with open(meta_path) as f:
                    meta = json.load(f)
            else:
                print(f"Using cached {path}", flush=True)
            self._inputs["arxiv"] = (path, meta["bytes"], meta["entries"])
        return self._inputs["arxiv"]


def measure(argv, workdir, stdout_path=os.devnull, accept=(0,)):
    """Run argv once (argv[0] an absolute path) with stdout sent to stdout_path; return a Sample or raise ChildFailed.

    Exit statuses in `accept` count as success."""
    err_path = os.path.join(workdir, "child-stderr.txt")
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # the child: redirect, then exec; never return into the script
        try:
            os.dup2(os.open(stdout_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 1)
            os.dup2(os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644), 2)
            os.execv(argv[0], argv)
        except BaseException as error:  # noqa: BLE001  (anything here must end in _exit)
            os.write(2, f"cannot start: {error}\n".encode())
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in accept:
        with open(err_path, errors="replace") as f:
            tail = f.read()[-2000:].strip()
        how = f"exit status {code}" if code > 0 else f"signal {-code}"
        raise ChildFailed(f"{' '.join(argv)}: {how}" + (f"\n{tail}" if tail else ""))
    return Sample(wall, usage.ru_maxrss)


def bench_arxiv_parse(ctx):
    """Parse a large arXiv API response: paperboy against xmllint's streaming reader."""
    path, size, entries = ctx.arxiv_feed()
    report = SectionReport(notes=[f"input: {path}, {size / MIB:.1f} MB, {entries} entries, {ctx.runs} run(s)"])
    xmllint = shutil.which("xmllint")
    # The parse stage alone (every item built, sanitised and dated, then counted) is what the
    # target compares with xmllint; the JSON Lines run adds writing every item out.
    commands = [
        ("paperboy parse --count", [ctx.paperboy, "parse", path, "--kind", "arxiv", "--count"]),
        ("paperboy parse → JSONL", [ctx.paperboy, "parse", path, "--kind", "arxiv"]),
    ]
    if xmllint:
        commands.insert(0, ("xmllint --stream", [xmllint, "--stream", "--noout", path]))
    else:
        report.notes.append("xmllint not found (install libxml2-utils): no baseline, the throughput ratio is skipped")
    samples = {name: [] for name, _ in commands}
    for round_number in range(ctx.runs):
        for name, argv in commands:
            samples[name].append(measure(argv, ctx.workdir))
        print(f"  round {round_number + 1}/{ctx.runs} done", flush=True)
    report.rows = [Row(name, samples[name], size, entries) for name, _ in commands]
    report.notes.append(f"RSS floor (what this script holds when it forks; no child reads lower): {ctx.rss_floor_mb():.1f} MB")
    paperboy = report.rows[-2]
    if xmllint:
        ratio = paperboy.mb_per_s / report.rows[0].mb_per_s
        report.notes.append(f"throughput ratio paperboy parse stage/xmllint: {ratio:.2f}")
        report.notes.append(f"throughput ratio paperboy parse to JSON Lines/xmllint: {report.rows[-1].mb_per_s / report.rows[0].mb_per_s:.2f}")
        report.checks.append(Check(
            f"throughput >= {THROUGHPUT_TARGET} x xmllint",
            "PASS" if ratio >= THROUGHPUT_TARGET else "FAIL",
            f"ratio {ratio:.2f}"))
    else:
        report.checks.append(Check(f"throughput >= {THROUGHPUT_TARGET} x xmllint", "SKIP", "xmllint missing"))
    peak = max(row.peak_rss_mb for row in report.rows[-2:])
    report.checks.append(Check(
        f"paperboy peak RSS < {RSS_TARGET_MB} MB",
        "PASS" if peak < RSS_TARGET_MB else "FAIL",
        f"{peak:.1f} MB"))
    return report


#: A realistic three-section config: categories with and without cross-lists, keyword
#: queries with phrases, prefixes, scopes and NOT, an author watchlist, highlights, sorts and limits.
BENCH_CONFIG = """\
title: Benchmark digest
time_zone: UTC
templates: {templates}
output: site
data: data
sources:
  - name: arxiv
    path: listing.xml
    format: arxiv-listing
sections:
  - title: Machine learning
    categories: [cs.LG, stat.ML, cs.AI]
    query: '(transformer* OR "attention mechanism" OR embedding* OR self-supervised OR "low-rank") AND NOT title:(survey OR benchmark*)'
    limit: 40
  - title: Physics
    categories: [hep-th, gr-qc, quant-ph, cond-mat]
    cross_lists: false
    query: 'title:(lattice OR Hamiltonian* OR "field theory" OR condensate*) OR abstract:"phase transition"'
    sort: date
    limit: 30
  - title: Watched authors
    authors: ["Müller, Anna", "Zhang, Wei", "H. Tanaka", "Priya Sharma", "García, José", "Kowalski, Łukasz", "Søren Lindqvist", "Ngozi Okafor"]
    sort: date
highlights:
  - label: Watched
    authors: ["Müller, Anna", "Zhang, Wei"]
  - label: Optimal transport
    keywords: [Wasserstein, "optimal transport"]
"""
CONTROLLER_RSS_TARGET_MB = 256
CONTROLLER_ITEMS_PER_S_TARGET = 10000


def bench_controllers(ctx):
    """Render a one-year archive (1x and 4x): load it, run three sections over every day, write every day page."""
    report = SectionReport()
    rows = []
    for scale in ARCHIVE_SCALES:
        folder, meta = ctx.archive(scale)
        items = meta["items"] + meta["updates"]
        report.notes.append(f"{scale}x: {folder}: {meta['items']} items + {meta['updates']} updates over {meta['days']} days "
                            f"({meta['first_day']} to {meta['last_day']}), {meta['bytes'] / MIB:.1f} MB of JSON")
        argv = [ctx.paperboy, "render", "--config", os.path.join(folder, "paperboy.yml"), "--date", meta["last_day"]]
        samples = []
        for round_number in range(ctx.runs):
            shutil.rmtree(os.path.join(folder, "site"), ignore_errors=True)  # every run writes a whole new site
            samples.append(measure(argv, ctx.workdir))
            print(f"  {scale}x round {round_number + 1}/{ctx.runs} done", flush=True)
        rows.append(Row(f"render {scale}x", samples, meta["bytes"], items))
    report.rows = rows
    report.notes.append("command: paperboy render --config ARCHIVE/paperboy.yml --date LAST_DAY (site written from scratch each run)")
    report.notes.append(f"RSS floor (what this script holds when it forks; no child reads lower): {ctx.rss_floor_mb():.1f} MB")
    largest = rows[-1]
    report.checks.append(Check(
        f"render {ARCHIVE_SCALES[-1]}x peak RSS < {CONTROLLER_RSS_TARGET_MB} MB",
        "PASS" if largest.peak_rss_mb < CONTROLLER_RSS_TARGET_MB else "FAIL", f"{largest.peak_rss_mb:.1f} MB"))
    report.checks.append(Check(
        f"render {ARCHIVE_SCALES[-1]}x >= {CONTROLLER_ITEMS_PER_S_TARGET} items/s",
        "PASS" if largest.items_per_s >= CONTROLLER_ITEMS_PER_S_TARGET else "FAIL", f"{largest.items_per_s:.0f} items/s"))
    return report


def print_report(title, report):
    print(f"\n== {title}")
    for note in report.notes:
        print(f"   {note}")
    header = f"   {'command':<24} {'median s':>9} {'MB/s':>9} {'items/s':>11} {'peak RSS MB':>12}"
    print(header)
    print("   " + "-" * (len(header) - 3))
    for row in report.rows:
        print(f"   {row.name:<24} {row.wall:>9.3f} {row.mb_per_s:>9.1f} {row.items_per_s:>11.0f} {row.peak_rss_mb:>12.1f}")
    for check in report.checks:
        print(f"   {check.status} {check.name} ({check.detail})")


RANKING_EVALUATION = os.path.join(HERE, "ranking", "evaluate.py")


def bench_ranking(ctx):
    """Rank a real listing day against readers' libraries (leave-out evaluation, baselines, speed); see ranking/README.md."""
    folder = os.path.join(ctx.workdir, "ranking")
    os.makedirs(folder, exist_ok=True)
    results_path = os.path.join(folder, "results.json")
    log = os.path.join(folder, "evaluate.log")
    argv = [sys.executable, RANKING_EVALUATION, "--paperboy", ctx.paperboy, "--workdir", folder,
            "--runs", str(ctx.runs), "--json", results_path]
    try:
        measure(argv, ctx.workdir, stdout_path=log)
    finally:
        with open(log, errors="replace") as f:
            print(f.read(), end="", flush=True)
    with open(results_path) as f:
        results = json.load(f)
    report = SectionReport(notes=[f"command: {' '.join(argv)}", f"results: {results_path}"] + results["notes"])
    speed = results.get("speed")
    if speed:
        samples = [Sample(s["wall_s"], s["peak_rss_kib"] or 0) for s in speed["samples"][1:]]
        report.rows.append(Row(f"rank {speed['day_items']}x{speed['library_entries']}", samples, 0, speed["day_items"]))
    report.checks = [Check(t["name"], t["status"], t["detail"]) for t in results["targets"]]
    return report


# network.py, site_bench.py and summaries_bench.py use the harness above, importing it as `run` (also when this file runs as a script).
sys.modules.setdefault("run", sys.modules[__name__])
import network  # noqa: E402
import site_bench  # noqa: E402
import summaries_bench  # noqa: E402

#: The benchmarks, in order: (name, function). Add new sections here.
SECTIONS = [
    ("arxiv-parse", bench_arxiv_parse),
    ("controllers", bench_controllers),
    *site_bench.SECTIONS,  # site, profile
    *network.SECTIONS,  # download, bomb, stall, sources50
    *summaries_bench.SECTIONS,  # summaries
    ("ranking", bench_ranking),
]


def main(argv=None):
    parser = argparse.ArgumentParser(description="Paperboy benchmarks (a report; exits 0 unless a command fails).")
    parser.add_argument("--paperboy", required=True, help="path to the paperboy executable")
    parser.add_argument("--size-mb", type=float, default=50, help="size of generated inputs in MB (default 50)")
    parser.add_argument("--archive-items", type=int, default=42000,
                        help="items in the 1x generated archive, at least 40000 (default 42000); 4x (and 10x for the site) are also run")
    parser.add_argument("--runs", type=int, default=3, help="rounds per command; the median is reported (default 3)")
    parser.add_argument("--workdir", help="where generated inputs are cached (default: a folder in the temp dir)")
    parser.add_argument("--only", action="append", choices=[name for name, _ in SECTIONS],
                        help="run only this section (repeatable)")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.size_mb <= 0 or args.archive_items < 1:
        parser.error("--runs must be at least 1, --size-mb and --archive-items positive")
    paperboy = os.path.abspath(args.paperboy)
    if not (os.path.isfile(paperboy) and os.access(paperboy, os.X_OK)):
        parser.error(f"--paperboy {args.paperboy}: not an executable file")
    workdir = args.workdir or os.path.join(tempfile.gettempdir(), "paperboy-bench")
    os.makedirs(workdir, exist_ok=True)
    ctx = Context(paperboy=paperboy, size_mb=args.size_mb, runs=args.runs, workdir=os.path.abspath(workdir),
                  archive_items=args.archive_items)

    failed = False
    for name, function in SECTIONS:
        if args.only and name not in args.only:
            continue
        print(f"\n[{name}] {function.__doc__.strip().splitlines()[0]}", flush=True)
        try:
            report = function(ctx)
        except ChildFailed as error:
            print(f"   ERROR {error}", file=sys.stderr)
            failed = True
            continue
        print_report(name, report)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
