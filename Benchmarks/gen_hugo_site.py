#!/usr/bin/env python3
"""Turn a Paperboy archive (data/) into a Hugo site with the pages Paperboy's site has.

    gen_hugo_site.py DATA_DIR OUT_DIR [--item-days N]

Like for like with `paperboy render` of Benchmarks/site_bench.py's SITE_CONFIG:
- one content page per archived day (JSON front matter holding that day's items by
  section: title, link, authors, categories, comment, abstract and links), written three
  times as Paperboy writes a day: `YYYY/MM/DD/index.html`, `compact.html` and `index.md`;
- the `sections` taxonomy: one list page per section (Paperboy's `sections/<id>/`);
- the `categories` taxonomy: one list page per category (Paperboy's `categories/<id>/`);
- one page per item of the last N archived days (Paperboy's `item_pages:`, 30 days by
  default): title, authors, abstract, links, categories and the day that listed it, as
  `items/<slug>.html` (Hugo's ugly URLs for the section, Paperboy's item page paths).
What Hugo does not build here and Paperboy does: the A-Z author index, the search
shards, the Atom and JSON feeds, the archive chart and the sitemap. The templates are
simpler than Paperboy's theme (no sharing tags, no library reasons), so Hugo's side of
the comparison is the lighter one. Run as a child process by Benchmarks/site_bench.py so that
its memory does not count against the script.
"""
import argparse
import json
import os

DAY = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1>
{{ range .Params.groups }}<section><h2>{{ .title }}</h2>
{{ range .items }}<article class="item"><h3><a href="{{ .url }}">{{ .title }}</a></h3>
<p class="meta">{{ .primary }} arXiv:{{ .id }}</p>
<p class="authors">{{ delimit .authors ", " }}</p>
{{ with .comment }}<p class="comment">{{ . }}</p>{{ end }}
<p class="links"><a href="{{ .abs }}">Abstract page</a> · <a href="{{ .pdf }}">PDF</a> · <a href="{{ .html }}">HTML</a></p>
<details><summary>Abstract</summary><p>{{ .summary }}</p></details>
</article>
{{ end }}</section>
{{ end }}</main></body></html>
"""

COMPACT = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1>
{{ range .Params.groups }}<section><h2>{{ .title }}</h2><ul>
{{ range .items }}<li><a href="{{ .url }}">{{ .title }}</a> <span class="authors">{{ delimit .authors ", " }}</span></li>
{{ end }}</ul></section>
{{ end }}</main></body></html>
"""

MARKDOWN = """# {{ .Title }}
{{ range .Params.groups }}
## {{ .title }}
{{ range .items }}
### [{{ .title }}]({{ .url }})

{{ .primary }} · arXiv:{{ .id }} · {{ delimit .authors ", " }}
{{ with .comment }}
{{ . }}
{{ end }}
{{ .summary }}

[Abstract page]({{ .abs }}) · [PDF]({{ .pdf }}) · [HTML]({{ .html }})
{{ end }}{{ end }}"""

ITEM = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><article><h1>{{ .Title }}</h1>
<p class="authors">{{ delimit .Params.authors ", " }}</p>
<p class="meta">{{ .Params.primary }} arXiv:{{ .Params.id }} · listed on <a href="{{ .Params.dayurl }}">{{ .Params.day }}</a></p>
{{ with .Params.comment }}<p class="comment">{{ . }}</p>{{ end }}
<p class="abstract">{{ .Params.summary }}</p>
<p class="links"><a href="{{ .Params.abs }}">Abstract page</a> · <a href="{{ .Params.pdf }}">PDF</a> · <a href="{{ .Params.html }}">HTML</a></p>
<ul class="categories">{{ range .Params.itemcategories }}<li>{{ . }}</li>{{ end }}</ul>
</article></main></body></html>
"""

LIST = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1><ul>
{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{ end }}</ul></main></body></html>
"""

CONFIG = """baseURL = "https://example.org/"
title = "Benchmark digest"
disableKinds = ["RSS", "sitemap", "robotsTXT", "404"]
relativeURLs = true
[uglyURLs]
items = true
[taxonomies]
category = "categories"
section = "sections"
[mediaTypes."text/markdown"]
suffixes = ["md"]
[outputFormats.compact]
mediaType = "text/html"
baseName = "compact"
isHTML = true
[outputFormats.markdown]
mediaType = "text/markdown"
baseName = "index"
isPlainText = true
"""

#: Benchmarks/site_bench.py's sections: a paper with one of these categories is "Machine learning",
#: any other "All papers" (a section without categories takes what the ones above left).
MACHINE_LEARNING = {"cs.LG", "stat.ML", "cs.AI"}

LAYOUTS = {
    "days/single.html": DAY, "days/single.compact.html": COMPACT, "days/single.markdown.md": MARKDOWN,
    "items/single.html": ITEM,
    **{f"_default/{name}": LIST for name in ("list.html", "terms.html", "taxonomy.html", "term.html")},
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def day_files(data):
    """The archive's day files, oldest first."""
    days = os.path.join(data, "days")
    found = [os.path.join(root, name) for root, _, names in os.walk(days) for name in names if name.endswith(".json")]
    return sorted(found)


def item_fields(entry):
    item = entry.get("item", entry)
    paper = item.get("paper") or {}
    return {"title": item.get("title", ""), "url": item.get("url", ""), "id": paper.get("arxivID", item.get("id", "")),
            "primary": paper.get("primaryCategory", ""), "comment": paper.get("comment", ""),
            "authors": [a.get("name", "") for a in item.get("authors", [])], "categories": item.get("categories", []),
            "summary": item.get("summary", ""), "abs": paper.get("absURL", ""),
            "pdf": paper.get("pdfURL", ""), "html": paper.get("htmlURL", "")}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("out")
    parser.add_argument("--item-days", type=int, default=30)
    args = parser.parse_args()
    write(os.path.join(args.out, "config.toml"), CONFIG)
    for name, text in LAYOUTS.items():
        write(os.path.join(args.out, "layouts", name), text)
    files = day_files(args.data)
    counts = {"days": 0, "items": 0, "item_pages": 0}
    pages = {}
    for index, path in enumerate(files):
        with open(path) as f:
            day = json.load(f)
        iso = day["day"]
        items = [item_fields(e) for e in day.get("items", []) + day.get("updates", [])]
        learning = [i for i in items if MACHINE_LEARNING & set(i["categories"])]
        rest = [i for i in items if not MACHINE_LEARNING & set(i["categories"])]
        sections = [s for s in ({"title": "Machine learning", "items": learning}, {"title": "All papers", "items": rest}) if s["items"]]
        day_url = "/" + iso.replace("-", "/") + "/"
        # `sections` and `categories` are the taxonomies (the list pages); the items go under `groups`.
        front = {"title": iso, "date": iso, "url": day_url, "outputs": ["html", "compact", "markdown"],
                 "categories": sorted({c for i in items for c in i["categories"]}),
                 "sections": [s["title"] for s in sections], "groups": sections}
        write(os.path.join(args.out, "content/days", iso + ".md"), json.dumps(front) + "\n")
        counts["days"] += 1
        counts["items"] += len(items)
        if index >= len(files) - args.item_days:
            for item in items:  # a later day's listing of the same paper replaces the page, as in Paperboy
                pages[item["id"]] = {"title": item["title"], "url": f"/items/{item['id']}/", "day": iso, "dayurl": day_url,
                                     "itemcategories": item["categories"],
                                     **{k: item[k] for k in ("authors", "primary", "id", "comment", "summary", "abs", "pdf", "html")}}
    for id, page in sorted(pages.items()):
        write(os.path.join(args.out, "content/items", id.replace("/", "-") + ".md"), json.dumps(page) + "\n")
    counts["item_pages"] = len(pages)
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
