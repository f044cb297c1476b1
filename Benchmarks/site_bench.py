"""The site sections of Benchmarks/run.py: a whole site rendered, re-rendered and rendered
the day after, beside Hugo building the same pages and a copy of the finished site.

`site` renders a generated one-year archive (1x, 4x and 10x the items; the 10x archive in
full only) with SITE_CONFIG and measures, in the same run:
- `site full Nx`: `paperboy render` writing the whole site from nothing;
- `copy Nx`: `cp -r` of that finished site, then `sync`: the physical floor for writing
  these bytes (the full render is held to 2x of it);
- `site unchanged Nx`: the same render again (0 files written);
- `site next day Nx`: the site of the archive without its last day (`data-before`), then
  the render of the whole archive: one more day, as a daily run renders it;
- `hugo full Nx`: Hugo building the like-for-like site of gen_hugo_site.py (its docstring
  says what is and is not alike).
`profile` records one full render of the 1x archive with perf and sums it by module.
"""
import json
import os
import shutil
import sys

from run import HERE, Check, Row, SectionReport, measure

SITE_CONFIG = """\
title: Benchmark digest
time_zone: UTC
base_url: https://example.org/digest/
output: site-full
data: data
sources:
  - name: arxiv
    path: listing.xml
    format: arxiv-listing
sections:
  - title: Machine learning
    categories: [cs.LG, stat.ML, cs.AI]
  - title: All papers
item_pages:
  enabled: true
"""
HUGO_GENERATOR = os.path.join(HERE, "gen_hugo_site.py")
PROFILER = os.path.join(HERE, "profile_modules.py")
#: Archive sizes the site section renders: Hugo, the copy, the unchanged re-render and the
#: day after run at the first two; the largest (about 450,000 items) is rendered in full
#: only, to show the cost grows at most linearly.
SITE_SCALES = (1, 4, 10)
#: Targets by scale (issue 25).
RSS_TARGET_MB = {1: 120, 4: 200}
NEXT_DAY_TARGET_S = {1: 0.2, 4: 0.4}
UNCHANGED_TARGET_S = 0.1
COPY_RATIO_TARGET = 2.0  # full render within this many times the copy's time
HUGO_SPEEDUP_TARGET = 2.0  # full render at least this many times faster than Hugo


def archive_before(folder, meta):
    """The archive without its last day, beside it as `data-before` (made once): the day files
    hard-linked (a render never writes them), the index without the last day's items and versions."""
    before = os.path.join(folder, "data-before")
    index_path = os.path.join(before, "index.json")
    if os.path.exists(index_path):
        return before
    last = meta["last_day"]
    shutil.rmtree(before, ignore_errors=True)
    shutil.copytree(os.path.join(folder, "data", "days"), os.path.join(before, "days"), copy_function=os.link)
    os.unlink(os.path.join(before, "days", *last.split("-")) + ".json")
    with open(os.path.join(folder, "data", "index.json")) as f:
        index = json.load(f)
    del index["days"][last]
    items = {}
    for ident, entry in index["items"].items():
        if entry["day"] == last:
            continue
        if entry.get("updated") == last:
            entry = {"day": entry["day"], "version": entry["version"] - 1}
        items[ident] = entry
    index["items"] = items
    with open(index_path + ".tmp", "w") as f:
        json.dump(index, f)
    os.rename(index_path + ".tmp", index_path)
    return before


def count_files(folder):
    return sum(len(names) for _, _, names in os.walk(folder))


def folder_bytes(folder):
    return sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(folder) for name in names)


def site_config(folder):
    """Write the site section's config beside an archive; returns its path."""
    config = os.path.join(folder, "site.yml")
    with open(config, "w") as f:
        f.write(SITE_CONFIG)
    return config


def fresh(folder):
    """Remove the site and what the last render was made from, so that the next render writes everything."""
    shutil.rmtree(os.path.join(folder, "site-full"), ignore_errors=True)
    shutil.rmtree(os.path.join(folder, ".site-full.paperboy-state"), ignore_errors=True)


def full_render(ctx, folder, argv):
    """A site written from scratch, ctx.runs times: the samples."""
    samples = []
    for _ in range(ctx.runs):
        fresh(folder)
        samples.append(measure(argv, ctx.workdir))
    return samples


def copy_floor(ctx, folder):
    """`cp -r` of the finished site and `sync`, ctx.runs times: the samples."""
    copy = os.path.join(folder, "site-copy")
    script = f'cp -r "{os.path.join(folder, "site-full")}" "{copy}" && sync'
    samples = []
    for _ in range(ctx.runs):
        shutil.rmtree(copy, ignore_errors=True)
        measure(["/bin/sync"], ctx.workdir)  # the removal's own writes are not the copy's
        samples.append(measure(["/bin/sh", "-c", script], ctx.workdir))
    shutil.rmtree(copy, ignore_errors=True)
    return samples


def last_line(path):
    with open(path) as f:
        lines = f.read().strip().splitlines()
    return lines[-1] if lines else ""


def written_count(line):
    return line.split(" written")[0].rsplit(" ", 1)[-1] if " written" in line else "?"


def daily_path(ctx, folder, argv, meta, report, scale):
    """The unchanged re-render and the day after, with their checks."""
    summary = os.path.join(ctx.workdir, "site-summary.txt")
    unchanged = [measure(argv, ctx.workdir, stdout_path=summary) for _ in range(ctx.runs)]
    line = last_line(summary)
    # The daily case: the site of the archive without its last day, then the render that adds it.
    before = archive_before(folder, meta)
    with open(os.path.join(before, "index.json")) as f:
        previous = max(json.load(f)["days"])
    next_day = []
    for _ in range(ctx.runs):
        measure(argv[:-1] + [previous, "--data", before], ctx.workdir)
        # A daily job runs a day after the last: the setup's writes are on the disk by then,
        # not flushed by the measured run's one sync (the copy's floor is measured the same way).
        measure(["/bin/sync"], ctx.workdir)
        next_day.append(measure(argv, ctx.workdir, stdout_path=summary))
    next_line = last_line(summary)
    again_row = Row(f"site unchanged {scale}x", unchanged, 0, meta["items"] + meta["updates"])
    next_row = Row(f"site next day {scale}x", next_day, 0, meta["items"] + meta["updates"])
    report.rows += [again_row, next_row]
    report.notes.append(f"{scale}x unchanged re-render: {line}")
    report.notes.append(f"{scale}x next day (site of the archive up to {previous}, then with {meta['last_day']}): {next_line}")
    written = written_count(line)
    report.checks.append(Check(f"{scale}x unchanged re-render writes 0 files in < {UNCHANGED_TARGET_S} s",
                               "PASS" if written == "0" and again_row.wall < UNCHANGED_TARGET_S else "FAIL",
                               f"{written} files, {again_row.wall:.3f} s"))
    target = NEXT_DAY_TARGET_S[scale]
    report.checks.append(Check(f"site next day {scale}x < {target} s",
                               "PASS" if next_row.wall < target else "FAIL", f"{next_row.wall:.3f} s"))


def hugo_comparison(ctx, folder, full_row, report, scale):
    hugo = shutil.which("hugo")
    if not hugo:
        report.notes.append("hugo not installed (apt-get install hugo): no comparison")
        report.checks.append(Check(f"{scale}x full render >= {HUGO_SPEEDUP_TARGET}x faster than hugo", "SKIP", "no hugo"))
        return
    hugo_dir = os.path.join(folder, "hugo")
    shutil.rmtree(hugo_dir, ignore_errors=True)
    measure([sys.executable, HUGO_GENERATOR, os.path.join(folder, "data"), hugo_dir], ctx.workdir)
    samples = []
    for _ in range(ctx.runs):
        shutil.rmtree(os.path.join(hugo_dir, "public"), ignore_errors=True)
        samples.append(measure([hugo, "--quiet", "-s", hugo_dir, "-d", "public"], ctx.workdir))
    row = Row(f"hugo full {scale}x", samples, 0, full_row.items)
    report.rows.append(row)
    public = os.path.join(hugo_dir, "public")
    report.notes.append(f"{scale}x hugo: {count_files(public)} files, {folder_bytes(public) / 2**20:.0f} MB; "
                        f"hugo / paperboy full = {row.wall / full_row.wall:.2f}x")
    report.checks.append(Check(f"{scale}x full render >= {HUGO_SPEEDUP_TARGET}x faster than hugo",
                               "PASS" if full_row.wall * HUGO_SPEEDUP_TARGET <= row.wall else "FAIL",
                               f"{row.wall / full_row.wall:.2f}x"))


def bench_site(ctx):
    """Render the whole site of a one-year archive, re-render it unchanged and the day after, beside Hugo and a copy."""
    report = SectionReport()
    growth = {}
    for scale in SITE_SCALES:
        folder, meta = ctx.archive(scale)
        argv = [ctx.paperboy, "render", "--config", site_config(folder), "--date", meta["last_day"]]
        items = meta["items"] + meta["updates"]
        full_row = Row(f"site full {scale}x", full_render(ctx, folder, argv), 0, items)
        report.rows.append(full_row)
        growth[scale] = full_row
        site = os.path.join(folder, "site-full")
        files, size = count_files(site), folder_bytes(site)
        report.notes.append(f"{scale}x: {items} items, {files} files, {size / 2**20:.0f} MB, "
                            f"{full_row.wall / items * 1e6:.1f} µs and {full_row.peak_rss_mb * 1024 / items:.2f} KB peak RSS per item")
        if scale in RSS_TARGET_MB:
            target = RSS_TARGET_MB[scale]
            report.checks.append(Check(f"site full {scale}x peak RSS <= {target} MB",
                                       "PASS" if full_row.peak_rss_mb <= target else "FAIL", f"{full_row.peak_rss_mb:.1f} MB"))
        if scale == SITE_SCALES[-1] and len(SITE_SCALES) > 2:
            continue  # the largest archive: the full render only (Hugo would need gigabytes)
        copy_row = Row(f"copy {scale}x", copy_floor(ctx, folder), 0, items)
        report.rows.append(copy_row)
        report.checks.append(Check(f"site full {scale}x within {COPY_RATIO_TARGET}x of the copy",
                                   "PASS" if full_row.wall <= copy_row.wall * COPY_RATIO_TARGET else "FAIL",
                                   f"{full_row.wall / copy_row.wall:.2f}x ({full_row.wall:.2f} s vs {copy_row.wall:.2f} s)"))
        daily_path(ctx, folder, argv, meta, report, scale)
        hugo_comparison(ctx, folder, full_row, report, scale)
    first = growth[SITE_SCALES[0]]
    for scale in SITE_SCALES[1:]:
        row = growth[scale]
        items_ratio = row.items / first.items
        time_ratio, rss_ratio = row.wall / first.wall, row.peak_rss_mb / first.peak_rss_mb
        report.notes.append(f"cost growth 1x -> {scale}x items ({items_ratio:.1f}x): {time_ratio:.2f}x wall time, {rss_ratio:.2f}x peak RSS")
        # Linear: the cost per item does not grow (10% allowed for noise on a shared machine).
        report.checks.append(Check(f"site full {scale}x cost at most linear in items",
                                   "PASS" if time_ratio <= items_ratio * 1.1 and rss_ratio <= items_ratio * 1.1 else "FAIL",
                                   f"{time_ratio:.2f}x time, {rss_ratio:.2f}x RSS for {items_ratio:.1f}x items"))
    report.notes.append(f"RSS floor: {ctx.rss_floor_mb():.1f} MB")
    return report


def bench_profile(ctx):
    """Profile one full render of the 1x archive with perf and sum it by module."""
    report = SectionReport()
    perf = shutil.which("perf")
    if not perf:
        report.checks.append(Check("profile by module", "SKIP", "perf missing (apt-get install linux-perf)"))
        return report
    folder, meta = ctx.archive(1)
    argv = [ctx.paperboy, "render", "--config", site_config(folder), "--date", meta["last_day"]]
    data = os.path.join(ctx.workdir, "profile-1x.data")
    record = [perf, "record", "-F", "999", "-g", "-o", data, "--"] + argv
    fresh(folder)
    sample = measure(record, ctx.workdir)
    table = os.path.join(ctx.workdir, "profile-1x.txt")
    summarise = [sys.executable, PROFILER, data, "--binary", os.path.basename(ctx.paperboy)]
    measure(summarise, ctx.workdir, stdout_path=table)
    report.notes.append("command: " + " ".join(record))
    report.notes.append("then: " + " ".join(summarise))
    report.notes.append(f"render under perf: {sample.wall_seconds:.2f} s")
    with open(table) as f:
        report.notes.extend(line.rstrip() for line in f if line.strip())
    return report


SECTIONS = [("site", bench_site), ("profile", bench_profile)]
