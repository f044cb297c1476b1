"""The speed case: a 2,000-item day scored against a 5,000-entry library and 500 ratings (400 likes,
100 dislikes of the day's items), built at run time from real titles; `paperboy rank` timed (median of the runs after a first, cold one) with its peak RSS, and every
run's output compared byte for byte."""

import os
import statistics
import xml.etree.ElementTree as ET

import libraries_data
from listing import SHARED, insert_items, item_xml, parse_items
from runner import prepare_day, rank_argv, timed

DAY_ITEMS = 2000
LIBRARY_ENTRIES = 5000
RATINGS = 500
ATOM = {"a": "http://www.w3.org/2005/Atom"}
TIME_TARGET_S = 0.5
RSS_TARGET_MB = 100


def api_entries():
    """Title, abstract, authors and year of every entry of the arXiv API fixtures (deduplicated by title)."""
    folder = os.path.join(SHARED, "arxiv-api")
    found = []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        try:
            root = ET.parse(os.path.join(folder, name)).getroot()
        except ET.ParseError:
            continue
        for entry in root.findall("a:entry", ATOM):
            title = " ".join((entry.findtext("a:title", "", ATOM)).split())
            if title and title.lower() != "error":
                found.append({"title": title, "abstract": " ".join(entry.findtext("a:summary", "", ATOM).split()),
                              "authors": ", ".join(a.findtext("a:name", "", ATOM) for a in entry.findall("a:author", ATOM)),
                              "year": int((entry.findtext("a:published", "2015", ATOM) or "2015")[:4])})
    return found


def unique(entries):
    seen, kept = set(), []
    for entry in entries:
        key = libraries_data.fold(entry["title"])
        if key and key not in seen:
            seen.add(key)
            kept.append(entry)
    return kept


def build_inputs(listing, folder):
    """Write folder/listing.xml (2,000 items) and folder/library.bib (5,000 entries); (library path, items)."""
    listing_items = parse_items(listing)
    documents = [entry for _, doc in libraries_data.load_libraries() for entry in doc["entries"]]
    extra_pool = unique(api_entries() + documents)
    extra = extra_pool[:DAY_ITEMS - len(listing_items)]
    xml = [item_xml(f"2411.{80000 + n:05d}", e["title"], e.get("abstract", ""), e.get("authors", ""), "cs.LG")
           for n, e in enumerate(extra)]
    with open(os.path.join(folder, "listing.xml"), "w", encoding="utf-8") as f:
        f.write(insert_items(listing, xml, seed="speed"))
    # Real titles, repeated as needed: the listing's, the API fixtures' and the libraries'; years spread over a decade.
    pool = unique([{"title": i.title, "authors": i.authors} for i in listing_items] + extra_pool)
    library = []
    for n in range(LIBRARY_ENTRIES):
        entry = dict(pool[n % len(pool)])
        entry["year"] = 2015 + n % 10
        library.append(entry)
    path = os.path.join(folder, "library.bib")
    libraries_data.write_bibtex(library, path)
    write_ratings([i.id for i in listing_items][::3], os.path.join(folder, "ratings"))
    return path, len(listing_items) + len(extra)


def write_ratings(ids, folder):
    """RATINGS rating files in the format `paperboy rate` writes: every fifth a dislike, the rest likes."""
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        os.remove(os.path.join(folder, name))
    for n, identifier in enumerate(ids[:RATINGS]):
        verdict = "down" if n % 5 == 0 else "up"
        with open(os.path.join(folder, f"2024-11-28-{verdict}-arxiv-{identifier}.yml"), "w", encoding="utf-8") as f:
            f.write(f'rating: {verdict}\nitem: "arxiv:{identifier}"\ndate: 2024-11-28\n')


def speed_check(paperboy, listing, workdir, runs):
    """Time and measure `paperboy rank` on the speed case; a dict for the results file."""
    folder = os.path.join(workdir, "speed")
    os.makedirs(folder, exist_ok=True)
    library, items = build_inputs(listing, folder)
    config = prepare_day(paperboy, folder, {"ratings": "ratings"})
    argv = rank_argv(paperboy, config, library, items)
    samples, outputs = [], []
    for run in range(runs + 1):
        out = os.path.join(folder, f"rank-{run}.json")
        wall, peak = timed(argv, folder, out)
        samples.append({"wall_s": wall, "peak_rss_kib": peak})
        with open(out, "rb") as f:
            outputs.append(f.read())
    warm = [s["wall_s"] for s in samples[1:]]
    peaks = [s["peak_rss_kib"] for s in samples if s["peak_rss_kib"] is not None]
    median = statistics.median(warm)
    peak_mb = max(peaks) / 1024 if peaks else None
    identical = all(output == outputs[0] for output in outputs)
    return {
        "day_items": items, "library_entries": LIBRARY_ENTRIES, "ratings": RATINGS, "command": " ".join(argv), "folder": folder,
        "samples": samples, "cold_s": samples[0]["wall_s"], "median_s": median, "peak_rss_mb": peak_mb,
        "byte_identical_runs": len(outputs) if identical else 0, "deterministic": identical,
        "targets": [
            {"name": f"rank {items} items x {LIBRARY_ENTRIES} entries + {RATINGS} ratings < {TIME_TARGET_S} s (median of {runs})",
             "status": "PASS" if median < TIME_TARGET_S else "FAIL", "detail": f"{median:.3f} s"},
            {"name": f"rank peak RSS < {RSS_TARGET_MB} MB",
             "status": "SKIP" if peak_mb is None else ("PASS" if peak_mb < RSS_TARGET_MB else "FAIL"),
             "detail": "no /usr/bin/time" if peak_mb is None else f"{peak_mb:.1f} MB"},
            {"name": "same inputs, byte-identical output", "status": "PASS" if identical else "FAIL",
             "detail": f"{len(outputs)} runs"},
        ],
    }
