"""The readers' libraries: loading, choosing the held-out papers, the exclusion check, and writing library files.

Each libraries/<slug>.json holds one real reference list as its document gives it (titles, authors, years,
arXiv ids, DOIs), the format the harness writes it in, the arXiv category a paper of that topic is
announced under, and any abstracts found for the held-out papers (keyed by arXiv id).
"""

import json
import os
import re
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
LIBRARIES = os.path.join(HERE, "libraries")
NEW_ID = re.compile(r"^(\d{2})(\d{2})\.(\d{4,5})$")
OLD_ID = re.compile(r"^[a-z-]+(?:\.[A-Z]{2})?/(\d{2})(\d{2})(\d{3})$")


def fold(text):
    """Lower case, accents removed, runs of anything but letters and digits as one space."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return " ".join(re.findall(r"[a-z0-9]+", text))


def arxiv_key(identifier):
    """(year, month, number) of an arXiv id, or None when it is not one."""
    if not identifier:
        return None
    match = NEW_ID.match(identifier)
    if match:
        return 2000 + int(match[1]), int(match[2]), int(match[3])
    match = OLD_ID.match(identifier)
    if match:
        year = int(match[1])
        return (1900 + year if year > 90 else 2000 + year), int(match[2]), int(match[3])
    return None


def load_libraries(only=None):
    """Every library document, sorted by slug: [(slug, document)]."""
    found = []
    for name in sorted(os.listdir(LIBRARIES)):
        if name.endswith(".json") and (not only or name[:-5] in only):
            with open(os.path.join(LIBRARIES, name), encoding="utf-8") as f:
                found.append((name[:-5], json.load(f)))
    return found


def held_out(document):
    """The wanted papers: the latest entries with an arXiv id, by the year the document gives
    (else the id's year), then by arXiv id; four of them, three for a library under 40 titles."""
    titles = {fold(e["title"]) for e in document["entries"]}
    wanted = 4 if len(titles) >= 40 else 3
    eligible = [e for e in document["entries"] if arxiv_key(e.get("arxiv"))]
    eligible.sort(key=lambda e: (e.get("year") or arxiv_key(e["arxiv"])[0], arxiv_key(e["arxiv"])), reverse=True)
    chosen, seen = [], set()
    for entry in eligible:
        title = fold(entry["title"])
        if title not in seen:
            seen.add(title)
            chosen.append(entry)
        if len(chosen) == wanted:
            break
    return chosen


def without(document, wanted):
    """The library minus the held-out papers (and any other entry with the same id or title)."""
    ids = {e["arxiv"] for e in wanted}
    titles = {fold(e["title"]) for e in wanted}
    return [e for e in document["entries"] if e.get("arxiv") not in ids and fold(e["title"]) not in titles]


def listing_overlap(document, listing_ids, listing_titles):
    """Entries of the document that are papers of the excluded listing day, by arXiv id or title."""
    return [e for e in document["entries"]
            if (e.get("arxiv") and e["arxiv"] in listing_ids) or fold(e["title"]) in listing_titles]


def split_authors(text):
    """A document's author string as a list of names ("A, B and C", "Last, I., Last, J., & Last, K.")."""
    if not text:
        return []
    text = text.replace("&", " and ")
    if ";" in text:
        parts = text.split(";")
    elif re.search(r"[A-Z]\.,\s", text) and "," in text.split(",", 1)[1]:
        parts = re.split(r"(?<=\.),\s+(?:and\s+)?", text)
    else:
        parts = re.split(r",\s*|\s+and\s+", text)
    return [p.strip(" ,.") if not p.strip().endswith(".") else p.strip(" ,") for p in parts if p.strip(" ,.")]


def entry_key(index, entry):
    return f"e{index:04d}" + (f"-{entry['arxiv'].replace('/', '-')}" if entry.get("arxiv") else "")


def bibtex_escape(text):
    return re.sub(r"(?<!\\)([&%#])", r"\\\1", text)


def write_bibtex(entries, path):
    with open(path, "w", encoding="utf-8") as f:
        for index, entry in enumerate(entries):
            f.write(f"@article{{{entry_key(index, entry)},\n  title = {{{bibtex_escape(entry['title'])}}},\n")
            authors = split_authors(entry.get("authors", ""))
            if authors:
                f.write(f"  author = {{{bibtex_escape(' and '.join(authors))}}},\n")
            if entry.get("year"):
                f.write(f"  year = {{{entry['year']}}},\n")
            if entry.get("arxiv"):
                f.write(f"  eprint = {{{entry['arxiv']}}},\n  archiveprefix = {{arXiv}},\n")
            if entry.get("doi"):
                f.write(f"  doi = {{{entry['doi']}}},\n")
            f.write("}\n\n")


def csl_name(name):
    if "," in name:
        family, given = name.split(",", 1)
        return {"family": family.strip(), "given": given.strip()}
    parts = name.rsplit(" ", 1)
    return {"family": parts[-1], "given": parts[0]} if len(parts) == 2 else {"literal": name}


def write_csl_json(entries, path):
    items = []
    for index, entry in enumerate(entries):
        item = {"id": entry_key(index, entry), "type": "article", "title": entry["title"]}
        authors = split_authors(entry.get("authors", ""))
        if authors:
            item["author"] = [csl_name(a) for a in authors]
        if entry.get("year"):
            item["issued"] = {"date-parts": [[entry["year"]]]}
        if entry.get("arxiv"):
            item["number"] = f"arXiv:{entry['arxiv']}"
            item["URL"] = f"https://arxiv.org/abs/{entry['arxiv']}"
        if entry.get("doi"):
            item["DOI"] = entry["doi"]
        items.append(item)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False, indent=1)
        f.write("\n")


def write_ris(entries, path):
    with open(path, "w", encoding="utf-8") as f:
        for entry in entries:
            f.write("TY  - JOUR\n" f"TI  - {entry['title']}\n")
            for author in split_authors(entry.get("authors", "")):
                f.write(f"AU  - {author}\n")
            if entry.get("year"):
                f.write(f"PY  - {entry['year']}\n")
            if entry.get("arxiv"):
                f.write(f"UR  - https://arxiv.org/abs/{entry['arxiv']}\n")
            if entry.get("doi"):
                f.write(f"DO  - {entry['doi']}\n")
            f.write("ER  - \n\n")


WRITERS = {"bibtex": (write_bibtex, ".bib"), "csl-json": (write_csl_json, ".json"), "ris": (write_ris, ".ris")}


def write_library(entries, folder, fmt):
    """Write entries as a library file of the format; returns its path."""
    writer, extension = WRITERS[fmt]
    path = os.path.join(folder, "library" + extension)
    writer(entries, path)
    return path
