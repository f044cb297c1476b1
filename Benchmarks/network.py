"""The network sections of the benchmarks (registered in run.py's SECTIONS): download, bomb, stall, sources50.

Each serves its bodies from a local server in a child process (python3 -m http.server, or
fault_server.py for what no well-behaved server sends) and times `paperboy fetch --dry-run`
with a fresh cache every run, beside curl fetching the same URLs in the same rounds. Without
curl the comparison is SKIP and paperboy is still measured.
"""

import contextlib
import os
import shutil
import sys
import zlib

from run import MIB, TEMPLATES, Check, ChildFailed, Row, SectionReport, measure

FAULT_SERVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fault_server.py")
FETCH_DATE = "2024-11-28"
RSS_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Bench</title>'
            "<link>https://feeds.example/</link><description>bench</description>\n")
RSS_ITEM = ("<item><title>Item {n}</title><link>https://feeds.example/{n}</link><guid>https://feeds.example/{n}</guid>"
            "<pubDate>Thu, 28 Nov 2024 10:00:00 GMT</pubDate><description>{text}</description></item>\n")
RSS_TAIL = "</channel></rss>\n"


def find_curl(report, check_name):
    """curl's path; without curl, None and a SKIP check named `check_name`."""
    curl = shutil.which("curl")
    if not curl:
        report.checks.append(Check(check_name, "SKIP", "curl missing (apt-get install curl)"))
    return curl


def write_config(path, fetch, sources):
    """Write a fetch config: `fetch` is the fetch block as a YAML flow mapping, `sources` [(name, url)]. Returns path."""
    lines = ["title: Network benchmark", "time_zone: UTC", f"templates: {TEMPLATES}", "output: site", "data: data",
             "cache: cache", f"fetch: {fetch}", "sources:"]
    for name, url in sources:
        lines += [f"  - name: {name}", f"    url: {url}"]
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return path


def fetch_argv(ctx, config, *flags):
    # Progress on, as a scheduled run has it (plain lines to a file): the meter's path is timed too.
    return [ctx.paperboy, "fetch", "--config", config, "--dry-run", "--date", FETCH_DATE, *flags]


def local_url(port, path):
    return f"http://127.0.0.1:{port}/{os.path.basename(path)}"


@contextlib.contextmanager
def serving(argv, log_path):
    """Run `python3 -u ARGV` in a child process, a server that prints "Serving HTTP on 127.0.0.1 port N"; yields N."""
    import subprocess  # only here: an import at the top would raise every other section's RSS floor
    with open(log_path, "w") as log:
        server = subprocess.Popen([sys.executable, "-u"] + argv, stdout=subprocess.PIPE, stderr=log, text=True)
    try:
        line = server.stdout.readline()  # "Serving HTTP on 127.0.0.1 port N (http://127.0.0.1:N/) ..."
        words = line.split()
        if "port" not in words:
            raise ChildFailed(f"{' '.join(argv)} did not start: {line.strip()}")
        yield int(words[words.index("port") + 1])
    finally:
        server.kill()
        server.wait()


def file_server(folder):
    """python3 -m http.server (threaded) serving `folder` on 127.0.0.1, an ephemeral port: a context yielding the port."""
    return serving(["-m", "http.server", "--bind", "127.0.0.1", "--directory", folder, "0"], os.path.join(folder, "server.log"))


def run_rounds(ctx, folder, commands, label=""):
    """ctx.runs rounds of every (name, argv, accepted exit statuses) in turn, FOLDER/cache removed before each run.

    Returns ({name: [Sample]}, {name: [each run's stdout]})."""
    samples = {name: [] for name, _, _ in commands}
    outputs = {name: [] for name, _, _ in commands}
    stdout_path = os.path.join(folder, "stdout.txt")
    for round_number in range(ctx.runs):
        for name, argv, accept in commands:
            shutil.rmtree(os.path.join(folder, "cache"), ignore_errors=True)
            samples[name].append(measure(argv, ctx.workdir, stdout_path=stdout_path, accept=accept))
            with open(stdout_path, errors="replace") as f:
                outputs[name].append(f.read())
        print(f"  {label}round {round_number + 1}/{ctx.runs} done", flush=True)
    return samples, outputs


def failure_reason(output):
    """The first line under a fetch report's table that names a URL ("NAME: URL: why ..."), else the whole output."""
    return next((line for line in output.splitlines() if "://" in line), output.strip())


def reasons_say(outputs, words):
    """Whether every run's failure reason contains `words`, and a reason to show (the first that does not, else the first)."""
    reasons = [failure_reason(output) for output in outputs]
    odd = [reason for reason in reasons if words not in reason]
    return not odd, (odd or reasons)[0]


DOWNLOAD_SIZES_MB = (10, 20, 40, 80)
DOWNLOAD_CURL_TARGET = 2  # paperboy's download may take at most this many times curl's, at every size
DOWNLOAD_FETCH = "{max_bytes: 268435456, max_entries: 1000000, retries: 0}"


def write_download_bodies(folder):
    """Write, once, a non-feed body and an RSS feed of each size: {(kind, mb): path}."""
    os.makedirs(folder, exist_ok=True)
    text = ("Paperboy downloads this feed from a local server to time the fetch path. " * 20).strip()
    paths = {}
    for mb in DOWNLOAD_SIZES_MB:
        size = mb * MIB
        junk = os.path.join(folder, f"junk-{mb}mb.bin")
        if not os.path.exists(junk) or os.path.getsize(junk) != size:
            with open(junk, "wb") as f:
                block = b"x" * MIB
                for _ in range(mb):
                    f.write(block)
        rss = os.path.join(folder, f"feed-{mb}mb.xml")
        if not os.path.exists(rss) or os.path.getsize(rss) < size:
            with open(rss, "w") as f:
                f.write(RSS_HEAD)
                written, n = 0, 0
                while written < size:
                    n += 1
                    written += f.write(RSS_ITEM.format(n=n, text=text))
                f.write(RSS_TAIL)
        paths[("junk", mb)] = junk
        paths[("rss", mb)] = rss
    return paths


def slopes(rows):
    """Seconds per 10 MB between consecutive sizes."""
    return [(b.wall - a.wall) / ((b.input_bytes - a.input_bytes) / MIB / 10) for a, b in zip(rows, rows[1:])]


def fitted_slope(rows):
    """Least-squares seconds per 10 MB over every size."""
    xs = [row.input_bytes / MIB / 10 for row in rows]
    ys = [row.wall for row in rows]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def bench_download(ctx):
    """Download 10-80 MB bodies from a local http.server: paperboy fetch beside curl (time linear in size)."""
    report = SectionReport()
    curl_check = f"download within {DOWNLOAD_CURL_TARGET}x curl at every size"
    curl = find_curl(report, curl_check)
    folder = os.path.join(ctx.workdir, "download")
    paths = write_download_bodies(folder)
    rows = {"curl": [], "curl-file": [], "junk": [], "rss": [], "parse": []}
    kept = os.path.join(folder, "curl-body")
    with file_server(folder) as port:
        for mb in DOWNLOAD_SIZES_MB:
            url = local_url(port, paths[("junk", mb)])
            commands = []
            if curl:
                # curl keeping the body on disk, as paperboy keeps it in its HTTP cache (written and fsynced).
                commands = [("curl", [curl, "-s", "-f", "-o", "/dev/null", url], (0,)),
                            ("curl-file", ["/bin/sh", "-c", f'"$0" -s -f -o "$1" "$2" && sync -d "$1"', curl, kept, url], (0,))]
            for kind in ("junk", "rss"):
                config = write_config(os.path.join(folder, f"{kind}-{mb}mb.yml"), DOWNLOAD_FETCH,
                                      [("body", local_url(port, paths[(kind, mb)]))])
                # The non-feed body fails to parse at its first byte: every source failed is exit status 4.
                commands.append((kind, fetch_argv(ctx, config), (4,) if kind == "junk" else (0,)))
            commands.append(("parse", [ctx.paperboy, "parse", paths[("rss", mb)], "--count"], (0,)))
            samples, _ = run_rounds(ctx, folder, commands, f"{mb} MB ")
            for name, _, _ in commands:
                body = paths[("rss" if name in ("rss", "parse") else "junk", mb)]
                rows[name].append(Row(f"{name} {mb} MB", samples[name], os.path.getsize(body), 0))
    labels = {"curl": "curl -o /dev/null", "curl-file": "curl -o FILE, then sync -d FILE (the body kept on disk, as paperboy's cache keeps it)",
              "junk": "paperboy fetch, non-feed body (download, cache write, no parse)",
              "rss": "paperboy fetch, RSS feed (download + parse)", "parse": "paperboy parse --count, same RSS from disk"}
    for name, label in labels.items():
        if rows[name]:
            report.rows.extend(rows[name])
            report.notes.append(f"{name}: {label}; s per 10 MB: {fitted_slope(rows[name]):.3f} fitted, between sizes "
                                + ", ".join(f"{s:.3f}" for s in slopes(rows[name])))
    report.notes.append(f"server: python3 -m http.server on 127.0.0.1; medians of {ctx.runs}; fetch with --dry-run, "
                        "progress on and a fresh cache each run")
    junk = rows["junk"]
    # Linear time makes 8x the bytes cost at most 8x the time (less, with a fixed start-up); quadratic, up to 64x.
    growth = junk[-1].wall / junk[0].wall
    report.checks.append(Check("download time linear in size (80 MB <= 10 x 10 MB)", "PASS" if growth <= 10 else "FAIL",
                               f"{growth:.1f}x; fitted {fitted_slope(junk):.3f} s per 10 MB"))
    if curl:
        ratios = [j.wall / c.wall for j, c in zip(junk, rows["curl"])]
        report.checks.append(Check(curl_check, "PASS" if max(ratios) <= DOWNLOAD_CURL_TARGET else "FAIL",
                                   ", ".join(f"{mb} MB {r:.2f}x" for mb, r in zip(DOWNLOAD_SIZES_MB, ratios))))
        kept_ratios = [j.wall / c.wall for j, c in zip(junk, rows["curl-file"])]
        report.notes.append("paperboy download / curl keeping the body on disk: "
                            + ", ".join(f"{mb} MB {r:.2f}x" for mb, r in zip(DOWNLOAD_SIZES_MB, kept_ratios)))
    return report


BOMB_CHUNKS = 1024  # MiB of zeros: 1 GiB
BOMB_MAX_BYTES = 64 * MIB
BOMB_WALL_TARGET_S = 1
BOMB_RSS_TARGET_MB = BOMB_MAX_BYTES // MIB + 64


def write_bomb(path):
    """Write, once, the gzip of 1 GiB of zeros (about 1 MB), compressed 1 MiB at a time so this process stays small."""
    if os.path.exists(path):
        return
    print(f"Generating {path}...", flush=True)
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)  # wbits 31: the gzip format
    block = bytes(MIB)
    with open(path + ".part", "wb") as f:
        for _ in range(BOMB_CHUNKS):
            f.write(packer.compress(block))
        f.write(packer.flush())
    os.replace(path + ".part", path)


def bench_bomb(ctx):
    """A gzip bomb (1 GiB of zeros, about 1 MB on the wire): paperboy fetch must refuse it at once, in bounded memory."""
    report = SectionReport()
    curl = find_curl(report, "curl beside paperboy")
    folder = os.path.join(ctx.workdir, "bomb")
    os.makedirs(folder, exist_ok=True)
    bomb = os.path.join(ctx.workdir, "bomb-1gib.gz")
    write_bomb(bomb)
    with serving([FAULT_SERVER, bomb], os.path.join(folder, "server.log")) as port:
        url = f"http://127.0.0.1:{port}/bomb"
        config = write_config(os.path.join(folder, "bomb.yml"), f"{{max_bytes: {BOMB_MAX_BYTES}, retries: 0}}", [("bomb", url)])
        # Refused, the only source failed: exit status 4.
        commands = [("paperboy fetch", fetch_argv(ctx, config), (4,))]
        if curl:  # exit status 63: --max-filesize exceeded
            commands.insert(0, ("curl --compressed", [curl, "-s", "--compressed", "--max-filesize", str(BOMB_MAX_BYTES),
                                                      "-o", "/dev/null", url], (0, 63)))
        samples, outputs = run_rounds(ctx, folder, commands)
    report.rows = [Row(name, samples[name], os.path.getsize(bomb), 0) for name, _, _ in commands]
    paperboy = report.rows[-1]
    refused, reason = reasons_say(outputs["paperboy fetch"], "too large")
    report.notes.append(f"served by fault_server.py with Content-Encoding: gzip and Content-Length {os.path.getsize(bomb)}; "
                        f"config fetch: max_bytes {BOMB_MAX_BYTES}, retries 0; MB/s counts the compressed bytes")
    report.notes.append(f"paperboy's reason: {reason}")
    if curl:
        report.notes.append("curl --compressed --max-filesize max_bytes -o /dev/null, for scale: its limit checks the "
                            "Content-Length, so it may decode the whole GiB")
    report.notes.append(f"RSS floor (what run.py holds when it forks; no child reads lower): {ctx.rss_floor_mb():.1f} MB")
    wrong = "" if refused else "; a run failed for another reason than too large"
    report.checks.append(Check(f"refused as too large within {BOMB_WALL_TARGET_S} s",
                               "PASS" if refused and paperboy.wall <= BOMB_WALL_TARGET_S else "FAIL",
                               f"{paperboy.wall:.2f} s median{wrong}"))
    report.checks.append(Check(f"peak RSS <= max_bytes + 64 MB ({BOMB_RSS_TARGET_MB} MB)",
                               "PASS" if refused and paperboy.peak_rss_mb <= BOMB_RSS_TARGET_MB else "FAIL",
                               f"{paperboy.peak_rss_mb:.1f} MB{wrong}"))
    return report


STALL_TIMEOUT_S = 3
STALL_REQUEST_DEADLINE_S = 10  # later than the timeout, so the one try's timeout is the deadline that ends the run
STALL_FAULTS = {"stall": "headers (Content-Length: 1000), then nothing, held 60 s",
                "drip": "headers (Content-Length: 1000), then one byte a second"}


def bench_stall(ctx):
    """Servers that stall after the headers or drip a byte a second: paperboy fetch must end at its timeout."""
    report = SectionReport()
    curl = find_curl(report, "curl beside paperboy")
    folder = os.path.join(ctx.workdir, "stall")
    os.makedirs(folder, exist_ok=True)
    fetch = f"{{timeout: {STALL_TIMEOUT_S}, request_deadline: {STALL_REQUEST_DEADLINE_S}, retries: 0}}"
    commands = []
    with serving([FAULT_SERVER], os.path.join(folder, "server.log")) as port:
        for fault in STALL_FAULTS:
            url = f"http://127.0.0.1:{port}/{fault}"
            if curl:  # exit status 28: timed out
                commands.append((f"curl {fault}", [curl, "-s", "-m", str(STALL_TIMEOUT_S), "-o", "/dev/null", url], (28,)))
            config = write_config(os.path.join(folder, f"{fault}.yml"), fetch, [(fault, url)])
            # Timed out, the only source failed: exit status 4.
            commands.append((f"paperboy {fault}", fetch_argv(ctx, config), (4,)))
        samples, outputs = run_rounds(ctx, folder, commands)
    report.rows = [Row(name, samples[name], 0, 0) for name, _, _ in commands]
    walls = {row.name: row.wall for row in report.rows}
    report.notes.append(f"config fetch: {fetch}; the deadline is the {STALL_TIMEOUT_S} s timeout of the one try")
    for fault, description in STALL_FAULTS.items():
        wall = walls[f"paperboy {fault}"]
        timed_out, reason = reasons_say(outputs[f"paperboy {fault}"], "timed out")
        report.notes.append(f"/{fault}: {description}; paperboy's reason: {reason}")
        report.checks.append(Check(f"{fault}: ends within 1 s of the {STALL_TIMEOUT_S} s deadline",
                                   "PASS" if timed_out and wall <= STALL_TIMEOUT_S + 1 else "FAIL",
                                   f"{wall:.2f} s median, {wall - STALL_TIMEOUT_S:+.2f} s past the deadline"
                                   + ("" if timed_out else "; a run did not fail as timed out")))
    if curl:
        report.notes.append(f"curl -m {STALL_TIMEOUT_S} -o /dev/null ended past its deadline by "
                            + ", ".join(f"{walls['curl ' + fault] - STALL_TIMEOUT_S:+.2f} s ({fault})" for fault in STALL_FAULTS))
    return report


FEEDS = 50
FEED_ITEMS = 40
SOURCES_CURL_TARGET = 1.5


def write_feeds(folder):
    """FEEDS small RSS feeds of FEED_ITEMS items each, FOLDER/feed01.xml and on: their source names."""
    os.makedirs(folder, exist_ok=True)
    text = "Paperboy fetches fifty small feeds from one local server to time a run of many sources. " * 3
    names = [f"feed{i:02d}" for i in range(1, FEEDS + 1)]
    for name in names:
        with open(os.path.join(folder, f"{name}.xml"), "w") as f:
            f.write(RSS_HEAD)
            for n in range(1, FEED_ITEMS + 1):
                f.write(RSS_ITEM.format(n=f"{name}/{n}", text=text.strip()))
            f.write(RSS_TAIL)
    return names


def bench_sources50(ctx):
    """50 small feeds from a local http.server: paperboy fetch beside one curl fetching the 50 URLs in turn."""
    report = SectionReport()
    curl_check = f"50 sources within {SOURCES_CURL_TARGET}x curl"
    curl = find_curl(report, curl_check)
    folder = os.path.join(ctx.workdir, "sources50")
    names = write_feeds(folder)
    with file_server(folder) as port:
        urls = [local_url(port, f"{name}.xml") for name in names]
        config = write_config(os.path.join(folder, "sources50.yml"), '{retries: 0, pacing: {"127.0.0.1": 0}}', zip(names, urls))
        # --strict: a failed source is exit status 3, so no run passes with a source missing.
        commands = [("paperboy fetch", fetch_argv(ctx, config, "--strict"), (0,))]
        if curl:
            commands.insert(0, ("curl, one for all", [curl, "-s", "-f"] + [arg for url in urls for arg in ("-o", "/dev/null", url)], (0,)))
        samples, _ = run_rounds(ctx, folder, commands)
    size = sum(os.path.getsize(os.path.join(folder, f"{name}.xml")) for name in names)
    report.rows = [Row(name, samples[name], size, FEEDS * FEED_ITEMS) for name, _, _ in commands]
    report.notes.append(f"{FEEDS} RSS feeds of {FEED_ITEMS} items, {size / FEEDS / 1024:.1f} KB each, from python3 -m http.server; "
                        "config pacing 127.0.0.1: 0, retries 0")
    report.notes.append("on top of curl's 50 GETs (one at a time, as paperboy's: one lane per host:port), paperboy parses the 50 feeds, "
                        "files their items in memory (--dry-run) and writes its HTTP cache and source snapshots")
    if curl:
        ratio = report.rows[-1].wall / report.rows[0].wall
        report.checks.append(Check(curl_check, "PASS" if ratio <= SOURCES_CURL_TARGET else "FAIL", f"{ratio:.2f}x"))
    return report


SECTIONS = [
    ("download", bench_download),
    ("bomb", bench_bomb),
    ("stall", bench_stall),
    ("sources50", bench_sources50),
]
