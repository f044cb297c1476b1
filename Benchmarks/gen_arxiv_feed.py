#!/usr/bin/env python3
"""Generate a large, deterministic arXiv API Atom response for benchmarks.

The output has the shape of a current (2025+) export.arxiv.org/api/query
response: a <feed> with opensearch:itemsPerPage/totalResults/startIndex, then
entries with id, title, updated, alternate/pdf links, summary, categories,
published, optional arxiv:comment, arxiv:primary_category, optional
arxiv:journal_ref, authors (some with arxiv:affiliation) and an optional
arxiv:doi with its doi link. The text is made up from the word lists in arxiv_words.py;
it has TeX ($\\alpha$), XML-escaped characters and non-ASCII letters, like
real abstracts.

Usage as a script:  gen_arxiv_feed.py OUT.xml [--size-mb 50] [--seed N] [--json]
Usage as a module:  write_feed(path, size_mb, seed) -> {"entries": n, "bytes": b}
"""

import argparse
import base64
import json
import os
import random
import sys
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from arxiv_words import (  # noqa: E402  (the sibling word lists)
    ADJECTIVES, AFFILIATIONS, CATEGORIES, CONNECTORS, DOI_PREFIXES, FIRST, LAST, NAMES,
    NOUNS, OTHER_CODES, RESULTS, SYMBOLS, TEX, UNITS, VENUES, VERBS,
)

MIB = 1 << 20
DEFAULT_SEED = 20241128
ATOM_SCHEME = "http://arxiv.org/schemas/atom"


def _plural(noun):
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "o", "u"):
        return noun[:-1] + "ies"
    if noun.endswith(("s", "x", "sh", "ch")):
        return noun + "es"
    return noun + "s"


class ArxivFeedGenerator:
    """Makes entries one at a time from a seeded random source."""

    def __init__(self, seed=DEFAULT_SEED):
        self.rng = random.Random(seed)
        self.seen_ids = set()

    def _phrase(self):
        r = self.rng
        words = [r.choice(ADJECTIVES), r.choice(NOUNS)]
        if r.random() < 0.3:
            words.append("for " + _plural(r.choice(NOUNS)))
        if r.random() < 0.15:
            words.insert(0, r.choice(NAMES))
        if r.random() < 0.12:
            words.append("with " + r.choice(TEX))
        return " ".join(words)

    def _sentence(self):
        r = self.rng
        kind = r.random()
        if kind < 0.35:
            s = f"We {r.choice(VERBS)} a {self._phrase()} that {r.choice(RESULTS)}"
        elif kind < 0.6:
            s = f"{r.choice(CONNECTORS)} the {self._phrase()} {r.choice(RESULTS)} when {r.choice(TEX)}"
        elif kind < 0.8:
            s = (f"Using {self._phrase()} and {self._phrase()}, we {r.choice(VERBS)} "
                 f"the {r.choice(NOUNS)} at {r.choice(SYMBOLS)} ≈ {r.randint(2, 999)} {r.choice(UNITS)} (± {r.randint(1, 9)}%)")
        else:
            s = (f"The {self._phrase()} — unlike the {self._phrase()} — "
                 f"{r.choice(RESULTS)} & {r.choice(RESULTS)}")
        return s[0].upper() + s[1:] + "."

    def _summary(self):
        target = self.rng.randint(1000, 2000)
        parts, size = [], 0
        while size < target:
            sentence = self._sentence()
            parts.append(sentence)
            size += len(sentence) + 1
        return " ".join(parts)

    def _title(self):
        r = self.rng
        title = " ".join(w.capitalize() if w.islower() else w for w in self._phrase().split())
        if r.random() < 0.4:
            title += ": " + r.choice(("A", "Towards", "On", "Beyond")) + " " + self._phrase()
        return title

    def _arxiv_id(self):
        r = self.rng
        while True:
            yy, mm = r.randint(15, 25), r.randint(1, 12)
            ident = f"{yy:02d}{mm:02d}.{r.randint(1, 29999):05d}"
            if ident not in self.seen_ids:
                self.seen_ids.add(ident)
                return ident, 2000 + yy, mm

    def _timestamp(self, year, month, day_offset=0):
        r = self.rng
        day = min(28, r.randint(1, 28) + day_offset)
        return f"{year:04d}-{month:02d}-{day:02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"

    def _author(self):
        r = self.rng
        name = f"{r.choice(FIRST)} {r.choice(LAST)}"
        lines = ["    <author>", f"      <name>{escape(name)}</name>"]
        if r.random() < 0.15:
            for affiliation in r.sample(AFFILIATIONS, r.randint(1, 2)):
                lines.append(f"      <arxiv:affiliation>{escape(affiliation)}</arxiv:affiliation>")
        lines.append("    </author>")
        return "\n".join(lines)

    def entry(self):
        """One `<entry>` element as text, ending in a newline."""
        r = self.rng
        ident, year, month = self._arxiv_id()
        version = r.choices((1, 2, 3, 4), weights=(70, 20, 7, 3))[0]
        published = self._timestamp(year, month)
        # A later version was submitted in a later year (at most 2026, as in the real fixtures).
        updated = published if version == 1 else self._timestamp(min(2026, year + r.randint(1, 2)), month)
        categories = r.sample(CATEGORIES, r.randint(1, 4))
        if r.random() < 0.03:
            categories.append(r.choice(OTHER_CODES))
        lines = [
            "  <entry>",
            f"    <id>http://arxiv.org/abs/{ident}v{version}</id>",
            f"    <title>{escape(self._title())}</title>",
            f"    <updated>{updated}</updated>",
            f'    <link href="https://arxiv.org/abs/{ident}v{version}" rel="alternate" type="text/html"/>',
            f'    <link href="https://arxiv.org/pdf/{ident}v{version}" rel="related" type="application/pdf" title="pdf"/>',
            f"    <summary>{escape(self._summary())}</summary>",
        ]
        lines += [f'    <category term="{c}" scheme="{ATOM_SCHEME}"/>' for c in categories]
        lines.append(f"    <published>{published}</published>")
        if r.random() < 0.7:
            comment = f"{r.randint(4, 60)} pages, {r.randint(1, 15)} figures"
            if r.random() < 0.3:
                comment += f"; accepted at {r.choice(VENUES)} & presented at a workshop"
            lines.append(f"    <arxiv:comment>{escape(comment)}</arxiv:comment>")
        lines.append(f'    <arxiv:primary_category term="{categories[0]}"/>')
        has_journal = r.random() < 0.2
        if has_journal:
            ref = f"{r.choice(VENUES)} {r.randint(1, 120)}, {r.randint(1, 9999)} ({year + r.randint(0, 1)})"
            lines.append(f"    <arxiv:journal_ref>{escape(ref)}</arxiv:journal_ref>")
        lines += [self._author() for _ in range(r.choices(range(1, 13), weights=(8, 14, 29, 21, 16, 8, 2, 1, 1, 1, 1, 1))[0])]
        if has_journal or r.random() < 0.1:
            doi = f"{r.choice(DOI_PREFIXES)}/{r.choice('abcdefgh')}{r.randint(1000, 99999)}.{year}.{r.randint(100, 99999)}"
            lines.append(f"    <arxiv:doi>{doi}</arxiv:doi>")
            lines.append(f'    <link rel="related" href="https://doi.org/{doi}" title="doi"/>')
        lines.append("  </entry>\n")
        return "\n".join(lines)

    def header(self, count, query="cat:cs.LG"):
        """The feed's opening: XML declaration, feed metadata and opensearch counts."""
        token = base64.urlsafe_b64encode(self.rng.randbytes(20)).decode().rstrip("=")
        q = escape(f"search_query={query}&id_list=&start=0&max_results={count}")
        href = escape(f"https://arxiv.org/api/query?search_query={query}&start=0&max_results={count}&id_list=")
        return (
            "<?xml version='1.0' encoding='UTF-8'?>\n"
            '<feed xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" '
            'xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns="http://www.w3.org/2005/Atom">\n'
            f"  <id>https://arxiv.org/api/{token}</id>\n"
            f"  <title>arXiv Query: {q}</title>\n"
            "  <updated>2026-12-31T21:00:00Z</updated>\n"
            f'  <link href="{href}" type="application/atom+xml"/>\n'
            f"  <opensearch:itemsPerPage>{count}</opensearch:itemsPerPage>\n"
            f"  <opensearch:totalResults>{count + self.rng.randint(0, 5000)}</opensearch:totalResults>\n"
            "  <opensearch:startIndex>0</opensearch:startIndex>\n"
        )


FOOTER = "</feed>\n"


def generate(size_bytes, seed=DEFAULT_SEED):
    """Return (document bytes, entry count) for a feed of about `size_bytes`."""
    gen = ArxivFeedGenerator(seed)
    entries, total = [], 600  # header and footer, roughly
    while total < size_bytes:
        chunk = gen.entry().encode("utf-8")
        entries.append(chunk)
        total += len(chunk)
    body = gen.header(len(entries)).encode("utf-8") + b"".join(entries) + FOOTER.encode("utf-8")
    return body, len(entries)


def write_feed(path, size_mb, seed=DEFAULT_SEED):
    """Write a feed of about `size_mb` MiB to `path` atomically; return its entry and byte counts."""
    body, count = generate(int(size_mb * MIB), seed)
    tmp = f"{path}.tmp-{os.getpid()}"
    with open(tmp, "wb") as f:
        f.write(body)
    os.replace(tmp, path)
    return {"entries": count, "bytes": len(body)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="file to write")
    parser.add_argument("--size-mb", type=float, default=50, help="approximate size in MiB (default 50)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"random seed (default {DEFAULT_SEED})")
    parser.add_argument("--json", action="store_true", help='print {"entries": N, "bytes": B} instead of a sentence')
    args = parser.parse_args(argv)
    info = write_feed(args.out, args.size_mb, args.seed)
    print(json.dumps(info) if args.json else f"{args.out}: {info['entries']} entries, {info['bytes']} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
