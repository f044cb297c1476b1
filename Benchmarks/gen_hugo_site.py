#!/usr/bin/env python3
"""Turn a Paperboy archive (data/) into a Hugo site with the same day pages and category lists.

    gen_hugo_site.py DATA_DIR OUT_DIR

One content page per archived day (JSON front matter holding that day's items:
title, link, authors, categories, comment, abstract and links), rendered by a
single-page template much like Paperboy's day page; the `categories` taxonomy
gives one list page per category, as Paperboy's category pages. Run as a child
process by Benchmarks/run.py so that its memory does not count against the script.
"""
import json
import os
import sys

SINGLE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1>
{{ range .Params.items }}<article class="item"><h3><a href="{{ .url }}">{{ .title }}</a></h3>
<p class="meta">{{ .primary }} arXiv:{{ .id }}</p>
<p class="authors">{{ delimit .authors ", " }}</p>
{{ with .comment }}<p class="comment">{{ . }}</p>{{ end }}
<p class="links"><a href="{{ .abs }}">Abstract page</a> · <a href="{{ .pdf }}">PDF</a> · <a href="{{ .html }}">HTML</a></p>
<details><summary>Abstract</summary><p>{{ .summary }}</p></details>
</article>
{{ end }}</main></body></html>
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
[taxonomies]
category = "categories"
"""


def main():
    data, out = sys.argv[1], sys.argv[2]
    for folder in ("content/days", "layouts/_default"):
        os.makedirs(os.path.join(out, folder), exist_ok=True)
    with open(os.path.join(out, "config.toml"), "w") as f:
        f.write(CONFIG)
    with open(os.path.join(out, "layouts/_default/single.html"), "w") as f:
        f.write(SINGLE)
    for name in ("list.html", "terms.html", "taxonomy.html", "term.html"):
        with open(os.path.join(out, "layouts/_default", name), "w") as f:
            f.write(LIST)
    items_total = 0
    days = os.path.join(data, "days")
    for root, _, names in sorted(os.walk(days)):
        for name in sorted(names):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(root, name)) as f:
                day = json.load(f)
            items, categories = [], set()
            for entry in day.get("items", []) + day.get("updates", []):
                item = entry.get("item", entry)
                paper = item.get("paper") or {}
                categories.update(item.get("categories", []))
                items.append({"title": item.get("title", ""), "url": item.get("url", ""), "id": paper.get("arxivID", ""),
                              "primary": paper.get("primaryCategory", ""), "comment": paper.get("comment", ""),
                              "authors": [a.get("name", "") for a in item.get("authors", [])],
                              "summary": item.get("summary", ""), "abs": paper.get("absURL", ""),
                              "pdf": paper.get("pdfURL", ""), "html": paper.get("htmlURL", "")})
            items_total += len(items)
            front = {"title": day["day"], "date": day["day"], "categories": sorted(categories), "items": items}
            with open(os.path.join(out, "content/days", day["day"] + ".md"), "w") as f:
                json.dump(front, f)
                f.write("\n")
    print(json.dumps({"items": items_total}))


if __name__ == "__main__":
    main()
