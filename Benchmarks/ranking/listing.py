"""The real 2024-11-28 arXiv listing (read from ../shared/fixtures at run time, never copied) and the day
files the evaluation writes from it: the whole listing with the held-out papers inserted as new items."""

import os
import random
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "fixtures"))
LISTING = os.path.join(SHARED, "arxiv-rss", "aioarxiv_rss2_all-archives_2024-11-28_1504items.xml")
DAY = "2024-11-28"
NS = {"arxiv": "http://arxiv.org/schemas/atom", "dc": "http://purl.org/dc/elements/1.1/"}
ITEM = """    <item>
      <title>{title}</title>
      <link>https://arxiv.org/abs/{id}</link>
      <description>arXiv:{id}v1 Announce Type: new 
Abstract: {abstract}</description>
      <guid isPermaLink="false">oai:arXiv.org:{id}v1</guid>
      <category>{category}</category>
      <pubDate>Thu, 28 Nov 2024 00:00:00 -0500</pubDate>
      <arxiv:announce_type>new</arxiv:announce_type>
      <dc:rights>http://creativecommons.org/licenses/by/4.0/</dc:rights>
      <dc:creator>{authors}</dc:creator>
    </item>
"""


@dataclass
class Item:
    id: str
    title: str
    abstract: str
    authors: str
    category: str
    announce: str


def listing_text():
    """The fixture's text, or None when ../shared/fixtures is not beside the repository."""
    if not os.path.exists(LISTING):
        return None
    with open(LISTING, encoding="utf-8") as f:
        return f.read()


def parse_items(text):
    """Every item of an arXiv RSS document, in document order."""
    items = []
    for node in ET.fromstring(text.encode("utf-8")).iter("item"):
        guid = node.findtext("guid", "")
        identifier = re.sub(r"v\d+$", "", guid.rsplit(":", 1)[-1])
        description = node.findtext("description", "")
        abstract = description.split("Abstract:", 1)[1].strip() if "Abstract:" in description else description
        items.append(Item(identifier, (node.findtext("title") or "").strip(), abstract,
                          node.findtext("dc:creator", "", NS), node.findtext("category", ""),
                          node.findtext("arxiv:announce_type", "", NS)))
    return items


def item_xml(identifier, title, abstract, authors, category):
    return ITEM.format(id=identifier, title=escape(title), abstract=escape(abstract), authors=escape(authors),
                       category=escape(category))


def insert_items(text, extra, seed):
    """The listing with each (xml) of `extra` placed before a seeded-random item among the day's new
    announcements, as if announced that day; the rest of the document is unchanged."""
    starts = [m.start() for m in re.finditer(r"    <item>\n", text)]
    new_starts = [s for s in starts if "<arxiv:announce_type>new<" in text[s:text.find("</item>", s)]]
    chooser = random.Random(seed)
    positions = sorted(chooser.sample(new_starts, len(extra)))
    pieces, last = [], 0
    for position, xml in zip(positions, extra):
        pieces.append(text[last:position])
        pieces.append(xml)
        last = position
    pieces.append(text[last:])
    return "".join(pieces)


def titles_only(text):
    """The document with every abstract emptied: the protocol where the day looks like the held-out papers."""
    return re.sub(r"(Abstract:)[^<]*(</description>)", r"\1 \2", text)


def synthetic_id(number):
    """An id of November 2024 that no real paper has (the month's numbers stop well below 90000)."""
    return f"2411.{90000 + number:05d}"
