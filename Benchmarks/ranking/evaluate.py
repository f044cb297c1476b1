#!/usr/bin/env python3
"""Leave-out evaluation of `paperboy rank` on real readers' libraries, beside three baselines.

    python3 Benchmarks/ranking/evaluate.py --paperboy PATH [--workdir DIR] [--runs 3] [--json FILE]
                                           [--only SLUG]... [--no-speed]

For each library in libraries/: its latest entries are held out, inserted into the whole real 2024-11-28
arXiv listing as new announcements, and the rest of the library is written as a library file; paperboy
fetches the day and ranks it (`paperboy rank --format json`). Recall at 10 and 25 and the mean reciprocal
rank of the held-out papers are reported for paperboy, the listing order, the library's keyword query and
arxiv-sanity-lite's TF-IDF + linear SVM. Then the speed case (speed.py). See README.md.

Exit status: 0 when every command ran (a missed target is reported, not fatal), 1 when a paperboy command failed.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile

import baselines
import libraries_data
from listing import DAY, LISTING, insert_items, item_xml, listing_text, parse_items, synthetic_id, titles_only
from runner import PaperboyFailed, has_rank, prepare_day, rank_json, ranked_ids

PAPERBOY = "paperboy rank"
SVM = "svm (arxiv-sanity-lite)"
SVM_ALL_TERMS = "svm, min_df=1"
METHODS = [PAPERBOY, SVM, SVM_ALL_TERMS, "keyword query", "listing order"]
PROTOCOLS = ("full", "titles")


def metrics(ranking, wanted_ids):
    """Ranks (1-based, None when absent), recall at 10 and 25, and the mean over the wanted papers of 1/rank."""
    position = {identifier: index + 1 for index, identifier in enumerate(ranking)}
    ranks = [position.get(identifier) for identifier in wanted_ids]
    found = [r for r in ranks if r is not None]
    return {"ranks": ranks,
            "recall@10": sum(r <= 10 for r in found) / len(ranks),
            "recall@25": sum(r <= 25 for r in found) / len(ranks),
            "mrr": sum(1 / r for r in found) / len(ranks)}


def evaluate_library(slug, document, listing, args, sklearn, rank_available, number, protocol):
    """One library's row of the results under a protocol ("full": the listing as it is; "titles": every
    abstract emptied, so that held-out papers without an abstract look like the rest of the day)."""
    folder = os.path.join(args.workdir, protocol, slug)
    os.makedirs(folder, exist_ok=True)
    wanted = libraries_data.held_out(document)
    rest = libraries_data.without(document, wanted)
    abstracts = document.get("abstracts", {})
    heldout = []
    for index, entry in enumerate(wanted):
        heldout.append({"id": synthetic_id(number * 10 + index), "arxiv": entry["arxiv"], "title": entry["title"],
                        "abstract": entry["arxiv"] in abstracts})
    extra = [item_xml(h["id"], h["title"], abstracts.get(h["arxiv"], ""),
                      ", ".join(libraries_data.split_authors(e.get("authors", ""))), document["category"])
             for h, e in zip(heldout, wanted)]
    day = insert_items(listing, extra, seed=slug)
    day = titles_only(day) if protocol == "titles" else day
    with open(os.path.join(folder, "listing.xml"), "w", encoding="utf-8") as f:
        f.write(day)
    items = parse_items(day)
    library = libraries_data.write_library(rest, folder, args.library_format or document["format"])
    wanted_ids = [h["id"] for h in heldout]
    terms = baselines.keyword_query(rest)
    rankings = {"listing order": baselines.listing_order(items), "keyword query": baselines.keyword_rank(items, terms)}
    if sklearn:
        rankings[SVM] = baselines.svm_rank(sklearn, rest, items)
        rankings[SVM_ALL_TERMS] = baselines.svm_rank(sklearn, rest, items, min_df=1)
    if rank_available:
        config = prepare_day(args.paperboy, folder, args.params)
        raw, ranked = rank_json(args.paperboy, config, library, len(items), folder)
        with open(os.path.join(folder, "rank.json"), "wb") as f:
            f.write(raw)
        rankings[PAPERBOY] = ranked_ids(ranked)
    return {"slug": slug, "protocol": protocol, "topic": document["topic"], "source": document["source"],
            "format": args.library_format or document["format"], "library": library,
            "entries": len(document["entries"]), "library_entries": len(rest), "day_items": len(items),
            "heldout": heldout, "query": " OR ".join(terms),
            "methods": {name: metrics(ranking, wanted_ids) for name, ranking in rankings.items()}}


def means(rows):
    table = {}
    for method in METHODS:
        scored = [row["methods"][method] for row in rows if method in row["methods"]]
        if scored:
            table[method] = {key: sum(s[key] for s in scored) / len(scored) for key in ("recall@10", "recall@25", "mrr")}
    return table


def print_table(title, methods):
    print(f"\n{title}")
    print(f"   {'method':<26} {'R@10':>6} {'R@25':>6} {'MRR':>7}  ranks of the held-out papers")
    for method in METHODS:
        if method in methods:
            m = methods[method]
            ranks = ", ".join("-" if r is None else str(r) for r in m.get("ranks", []))
            print(f"   {method:<26} {m['recall@10']:>6.2f} {m['recall@25']:>6.2f} {m['mrr']:>7.4f}  {ranks}")


def targets(table):
    if PAPERBOY not in table or SVM not in table:
        why = "paperboy rank not available" if PAPERBOY not in table else "SVM baseline not run"
        return [{"name": "paperboy MRR > SVM MRR", "status": "SKIP", "detail": why},
                {"name": "paperboy recall@10 >= SVM recall@10", "status": "SKIP", "detail": why}]
    ours = table[PAPERBOY]
    best = {key: max(table[m][key] for m in (SVM, SVM_ALL_TERMS) if m in table) for key in ("mrr", "recall@10")}
    return [{"name": "paperboy MRR > SVM MRR (best SVM setting)", "status": "PASS" if ours["mrr"] > best["mrr"] else "FAIL",
             "detail": f"{ours['mrr']:.4f} vs {best['mrr']:.4f}"},
            {"name": "paperboy recall@10 >= SVM recall@10 (best SVM setting)",
             "status": "PASS" if ours["recall@10"] >= best["recall@10"] else "FAIL",
             "detail": f"{ours['recall@10']:.3f} vs {best['recall@10']:.3f}"}]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--paperboy", required=True, help="path to the paperboy executable")
    parser.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "paperboy-bench", "ranking"))
    parser.add_argument("--runs", type=int, default=3, help="timed runs of the speed case after a cold one")
    parser.add_argument("--json", help="write the results here (default: WORKDIR/results.json)")
    parser.add_argument("--only", action="append", help="evaluate only this library (repeatable)")
    parser.add_argument("--library-format", choices=sorted(libraries_data.WRITERS), help="write every library in this format")
    parser.add_argument("--protocol", choices=PROTOCOLS, help="run only this protocol (default: both)")
    parser.add_argument("--param", action="append", default=[], metavar="KEY=VALUE",
                        help="a library scoring key for paperboy (top_k=3, decay=0.5, ...; repeatable): tunes the defaults")
    parser.add_argument("--no-speed", action="store_true", help="skip the speed case")
    args = parser.parse_args(argv)
    args.paperboy = os.path.abspath(args.paperboy)
    args.params = dict(item.split("=", 1) for item in args.param)
    args.workdir = os.path.abspath(args.workdir)
    os.makedirs(args.workdir, exist_ok=True)
    out = args.json or os.path.join(args.workdir, "results.json")
    results = {"day": DAY, "listing": LISTING, "libraries": [], "excluded": [], "means": {}, "targets": [], "notes": []}
    args.protocols = [args.protocol] if args.protocol else list(PROTOCOLS)
    listing = listing_text()
    if listing is None:
        print(f"SKIP ranking evaluation: the listing fixture is absent ({LISTING}); it is read from ../shared/fixtures")
        results["notes"].append("listing fixture absent: nothing evaluated")
        return write(out, results, 0)
    rank_available = os.access(args.paperboy, os.X_OK) and has_rank(args.paperboy)
    if not rank_available:
        results["notes"].append(f"{args.paperboy} has no rank command: baselines only")
        print(f"NOTE {args.paperboy} has no `rank` command yet: only the baselines are evaluated")
    sklearn, why = baselines.load_sklearn(args.workdir)
    if not sklearn:
        results["notes"].append(f"SVM baseline skipped: {why}")
        print(f"NOTE SVM baseline skipped: {why}")
    fixture = parse_items(listing)
    listing_ids = {item.id for item in fixture}
    listing_titles = {libraries_data.fold(item.title) for item in fixture}
    status = 0
    for number, (slug, document) in enumerate(libraries_data.load_libraries(args.only)):
        overlap = libraries_data.listing_overlap(document, listing_ids, listing_titles)
        if overlap:
            results["excluded"].append({"slug": slug, "papers_of_the_day": [e["title"] for e in overlap]})
            print(f"EXCLUDED {slug}: cites {len(overlap)} paper(s) of the {DAY} listing")
            continue
        for protocol in args.protocols:
            try:
                row = evaluate_library(slug, document, listing, args, sklearn, rank_available, number, protocol)
            except PaperboyFailed as error:
                print(f"ERROR {slug} ({protocol}): {error}", file=sys.stderr)
                status = 1
                continue
            results["libraries"].append(row)
            print_table(f"{slug} [{protocol}]: {row['topic']} ({row['library_entries']} entries as {row['format']}, "
                        f"{len(row['heldout'])} held out, {sum(h['abstract'] for h in row['heldout'])} with abstract, "
                        f"{row['day_items']} items; query: {row['query']})", row["methods"])
    for protocol in args.protocols:
        rows = [row for row in results["libraries"] if row["protocol"] == protocol]
        results["means"][protocol] = means(rows)
        print_table(f"Means over {len(rows)} libraries [{protocol}]", results["means"][protocol])
        results["targets"] += [dict(t, name=f"[{protocol}] {t['name']}") for t in targets(results["means"][protocol])]
    if rank_available and not args.no_speed:
        from speed import speed_check
        try:
            results["speed"] = speed_check(args.paperboy, listing, args.workdir, args.runs)
            speed = results["speed"]
            print(f"\nspeed: {speed['day_items']} items x {speed['library_entries']} entries + {speed['ratings']} ratings: cold {speed['cold_s']:.3f} s, "
                  f"median {speed['median_s']:.3f} s, peak RSS {speed['peak_rss_mb'] or 0:.1f} MB\n   {speed['command']}")
            results["targets"] += speed["targets"]
        except PaperboyFailed as error:
            print(f"ERROR speed case: {error}", file=sys.stderr)
            status = 1
    for target in results["targets"]:
        print(f"   {target['status']} {target['name']} ({target['detail']})")
    return write(out, results, status)


def write(path, results, status):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(results, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"\nresults: {path}")
    return status


if __name__ == "__main__":
    sys.exit(main())
