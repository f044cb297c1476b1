#!/usr/bin/env python3
"""Generate a deterministic one-year Paperboy archive (data/) for the controller benchmark.

The archive has the exact layout `paperboy fetch` writes (see Sources/PaperboyStore):
index.json plus days/YYYY/MM/DD.json for every day of the year. Weekdays carry an
arXiv announcement; weekends are recorded as days without one, as a real year is.
Items are arXiv papers of realistic size, made by gen_arxiv_feed.py's text
generator: a title, a 1000-2000 character abstract (plain text, stored once, as
the parse stage stores arXiv abstracts), 1-12 authors from the shared name lists, 1-4
categories, comments, journal references and DOIs. About 8% of papers get a
later version, recorded as an update on a later weekday; about a quarter are
cross-lists.

Usage as a script:  gen_archive.py OUT_DIR [--items 42000] [--seed N] [--year 2024] [--json]
Prints (with --json) {"items": n, "updates": u, "days": d, "bytes": b, "first_day": ..., "last_day": ...}.
"""

import argparse
import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from arxiv_words import AFFILIATIONS, CATEGORIES, DOI_PREFIXES, FIRST, LAST, OTHER_CODES, VENUES  # noqa: E402
from gen_arxiv_feed import DEFAULT_SEED, ArxivFeedGenerator  # noqa: E402

SOURCE = "arxiv"
UPDATE_SHARE = 0.08
CROSS_SHARE = 0.25


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


class ArchiveGenerator(ArxivFeedGenerator):
    """Papers as archive records, from the feed generator's seeded text."""

    def __init__(self, seed):
        super().__init__(seed)
        self.counters = {}

    def new_id(self, day):
        key = (day.year % 100, day.month)
        self.counters[key] = self.counters.get(key, 0) + 1
        return f"{key[0]:02d}{key[1]:02d}.{self.counters[key]:05d}"

    def authors(self):
        r = self.rng
        count = r.choices(range(1, 13), weights=(8, 14, 29, 21, 16, 8, 2, 1, 1, 1, 1, 1))[0]
        people = []
        for _ in range(count):
            affiliations = sorted(r.sample(AFFILIATIONS, r.randint(1, 2))) if r.random() < 0.15 else []
            people.append({"affiliations": affiliations, "name": f"{r.choice(FIRST)} {r.choice(LAST)}"})
        return people

    def paper(self, ident, version, announced, announce_type):
        """The item record: what the parse stage makes of an API entry merged with its listing entry."""
        r = self.rng
        categories = r.sample(CATEGORIES, r.randint(1, 4))
        other_codes = [r.choice(OTHER_CODES)] if r.random() < 0.03 else []
        submitted = announced - datetime.timedelta(days=1, hours=r.randint(0, 23), minutes=r.randint(0, 59))
        summary = self._summary()
        paper = {
            "absURL": f"https://arxiv.org/abs/{ident}v{version}",
            "announceType": announce_type,
            "arxivID": ident,
            "htmlURL": f"https://arxiv.org/html/{ident}v{version}",
            "otherCodes": other_codes,
            "pdfURL": f"https://arxiv.org/pdf/{ident}v{version}",
            "primaryCategory": categories[0],
            "version": version,
        }
        if r.random() < 0.7:
            paper["comment"] = f"{r.randint(4, 60)} pages, {r.randint(1, 15)} figures"
        if r.random() < 0.2:
            paper["journalRef"] = f"{r.choice(VENUES)} {r.randint(1, 120)}, {r.randint(1, 9999)} ({announced.year})"
            paper["doi"] = f"{r.choice(DOI_PREFIXES)}/{r.choice('abcdefgh')}{r.randint(1000, 99999)}.{announced.year}.{r.randint(100, 99999)}"
        return {
            "authors": self.authors(),
            "categories": categories,
            "enclosures": [],
            "id": f"arxiv:{ident}",
            "kind": "paper",
            "paper": paper,
            "published": iso(submitted),
            "summary": summary,
            "title": self._title(),
            "updated": iso(submitted),
            "url": paper["absURL"],
        }


def weekday_weights(day):
    """Announcement sizes through the week: Mondays carry the weekend's submissions."""
    return {0: 1.6, 1: 1.0, 2: 1.0, 3: 0.95, 4: 0.9}.get(day.weekday(), 0.0)


def generate(out_dir, items, seed=DEFAULT_SEED, year=2024):
    gen = ArchiveGenerator(seed)
    r = gen.rng
    first = datetime.date(year, 1, 1)
    days = [first + datetime.timedelta(days=n) for n in range(365)]
    total_weight = sum(weekday_weights(d) for d in days)
    # Each weekday's share of the year's items, rounded so the total is exact.
    counts, carried = [], 0.0
    for d in days:
        carried += items * weekday_weights(d) / total_weight
        counts.append(int(round(carried)) - sum(counts))
    records = {d: {"items": [], "updates": []} for d in days}
    index_items = {}
    announce_order = []
    for d, count in zip(days, counts):
        announced = datetime.datetime(d.year, d.month, d.day, 1, 0, 0)
        for _ in range(count):
            ident = gen.new_id(d)
            cross = r.random() < CROSS_SHARE
            item = gen.paper(ident, 1, announced, "cross" if cross else "new")
            records[d]["items"].append({"item": item, "sources": [SOURCE]})
            index_items[item["id"]] = {"day": d.isoformat(), "version": 1}
            announce_order.append((d, item))
    # Later versions: an update on a later weekday within two months.
    updates = 0
    for d, item in announce_order:
        if r.random() >= UPDATE_SHARE:
            continue
        later = d + datetime.timedelta(days=r.randint(1, 60))
        while later.weekday() >= 5:
            later += datetime.timedelta(days=1)
        if later not in records:
            continue
        updated = json.loads(json.dumps(item))
        updated["paper"]["version"] = 2
        updated["paper"]["announceType"] = "replace-cross" if item["paper"]["announceType"] == "cross" else "replace"
        for key in ("absURL", "htmlURL", "pdfURL"):
            updated["paper"][key] = updated["paper"][key][:-1] + "2"
        updated["url"] = updated["paper"]["absURL"]
        updated["title"] = item["title"] + " (revised)"
        records[later]["updates"].append({"item": updated, "previousVersion": 1, "sources": [SOURCE]})
        index_items[item["id"]].update({"updated": later.isoformat(), "version": 2})
        updates += 1
    total_bytes = 0
    index_days = {}
    for d, count in zip(days, counts):
        rec = records[d]
        status = "announced" if count else "no-announcement"
        day_file = {
            "day": d.isoformat(),
            "format": 1,
            "items": sorted(rec["items"], key=lambda x: x["item"]["id"]),
            "revision": 1,
            "sources": [{"format": "arxiv-listing", "itemCount": count + len(rec["updates"]), "name": SOURCE,
                         "status": status, "title": "arXiv listing", "warnings": []}],
            "status": status,
            "updates": sorted(rec["updates"], key=lambda x: x["item"]["id"]),
        }
        path = os.path.join(out_dir, "days", f"{d.year:04d}", f"{d.month:02d}", f"{d.day:02d}.json")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        text = json.dumps(day_file, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        total_bytes += len(text.encode())
        index_days[d.isoformat()] = {"items": count, "revision": 1, "status": status, "updates": len(rec["updates"])}
    lines = ["{", '  "days": {']
    lines.append(",\n".join(f'    "{k}": {{"items": {v["items"]}, "revision": 1, "status": "{v["status"]}", "updates": {v["updates"]}}}'
                            for k, v in sorted(index_days.items())))
    lines.append("  },")
    lines.append('  "format": 1,')
    lines.append('  "items": {')
    entries = []
    for ident, e in sorted(index_items.items()):
        fields = [f'"day": "{e["day"]}"'] + ([f'"updated": "{e["updated"]}"'] if "updated" in e else []) + [f'"version": {e["version"]}']
        entries.append(f'    "{ident}": {{{", ".join(fields)}}}')
    lines.append(",\n".join(entries))
    lines.append("  }")
    lines.append("}")
    index_text = "\n".join(lines) + "\n"
    with open(os.path.join(out_dir, "index.json"), "w", encoding="utf-8") as f:
        f.write(index_text)
    total_bytes += len(index_text.encode())
    return {"items": items, "updates": updates, "days": len(days), "bytes": total_bytes,
            "first_day": days[0].isoformat(), "last_day": days[-1].isoformat()}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--items", type=int, default=42000)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--year", type=int, default=2024)
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    os.makedirs(args.out_dir, exist_ok=True)
    meta = generate(args.out_dir, args.items, args.seed, args.year)
    print(json.dumps(meta) if args.json else f"{meta['items']} items, {meta['updates']} updates, {meta['bytes'] / 2**20:.1f} MB in {args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
