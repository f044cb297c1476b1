// Paperboy search: enhances search/index.html, which links the author index and
// the categories without it. Loads search/index.js (the manifest), then one shard
// per month, newest first, with <script src> (so it works from file://, where
// browsers refuse fetch), and ranks items as you type. No dependencies, no other host.
//
// Ranking (BM25): for each query term t in document d,
//   idf(t) * w(t,d) * (k1 + 1) / (w(t,d) + k1 * (1 - b + b * len(d) / avglen)),
//   idf(t) = ln(1 + (N - n(t) + 0.5) / (n(t) + 0.5)),  k1 = 1.2, b = 0.75,
// where w counts a title word 3 times, an author or category word twice and a
// summary word once, and N, n, avglen are the month's. Every term must match; a
// term matches words it begins ("transf" finds "transformer") at half weight
// when it is the word being typed or ends in "*". A score doubles when the title
// holds the query's words in order ("quoted phrase" or not); a quoted phrase
// only matches words exactly.
(function () {
  "use strict";
  var box = document.getElementById("search");
  if (!box) return;
  var root = box.getAttribute("data-root") || "";
  var manifestURL = box.getAttribute("data-manifest");
  var base = manifestURL.slice(0, manifestURL.lastIndexOf("/") + 1);
  var K1 = 1.2, B = 0.75, PREFIX = 0.5, PHRASE = 2, SHOWN = 50, ENOUGH = 10, EXPANSIONS = 64;
  var manifest = null, shards = [], loading = false, loadError = false;
  var fold = {}, stop = {}, DIGIT = {};
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split("").forEach(function (c, i) { DIGIT[c] = i; });

  var label = document.createElement("label");
  label.setAttribute("for", "search-input");
  // The page's texts, in its language (data-t-* from the theme's locale file); {name} is filled in here.
  function text(name, values) {
    return (box.getAttribute("data-t-" + name) || "").replace(/\{([a-z]+)\}/g, function (all, key) {
      return values && values[key] !== undefined ? String(values[key]) : all;
    });
  }
  // Counts grouped as the page's language writes them (1,413 in English, 1.413 in German).
  var numbers = new Intl.NumberFormat(document.documentElement.lang || undefined);
  label.textContent = text("label");
  var input = document.createElement("input");
  input.type = "search";
  input.id = "search-input";
  input.className = "search-input";
  input.autocomplete = "off";
  var status = document.createElement("p");
  status.setAttribute("role", "status");
  var list = document.createElement("ol");
  list.className = "search-results";
  var more = document.createElement("button");
  more.type = "button";
  more.className = "search-more";
  more.hidden = true;

  // The query's folding: the manifest's table (made from the index's own), else lowercase.
  function foldText(text) {
    if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
    var out = "";
    for (var ch of text.normalize("NFC")) {
      var f = fold[ch];
      out += f !== undefined ? f : ch.toLowerCase();
    }
    return out;
  }
  function words(text) {
    return foldText(text).split(/[^\p{L}\p{N}\p{M}]+/u).filter(function (w) { return w && !stop[w]; });
  }
  // The query: terms (exact or prefix) and the phrases to look for in titles.
  function parse(text) {
    var terms = [], phrases = [], quoted = /"([^"]*)"?/g, m, rest = text;
    while ((m = quoted.exec(text)) !== null) {
      var inside = words(m[1]);
      inside.forEach(function (w) { terms.push({ word: w, prefix: false }); });
      if (inside.length > 1) phrases.push(inside.join(" "));
      rest = rest.replace(m[0], " ");
    }
    var typing = !/[\s"]$/.test(text);
    var plain = rest.split(/\s+/).filter(Boolean), all = [];
    plain.forEach(function (part, i) {
      var star = /\*$/.test(part);
      words(part).forEach(function (w, j, ws) {
        all.push(w);
        terms.push({ word: w, prefix: star || (typing && i === plain.length - 1 && j === ws.length - 1) });
      });
    });
    if (all.length > 1) phrases.push(all.join(" "));
    return { terms: terms, phrases: phrases };
  }
  function lowerBound(terms, word) {
    var lo = 0, hi = terms.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (terms[mid] < word) lo = mid + 1; else hi = mid; }
    return lo;
  }
  // A term's documents and weights: per document a number, the gap from the previous one
  // doubled, plus one when the weight (not 1) follows; numbers in base64 digits of five
  // bits each, the sixth bit set on every digit but a number's last.
  function postings(shard, i) {
    var cached = shard.decoded[i];
    if (cached) return cached;
    var out = new Map(), doc = 0, text = shard.postings[i], k = 0;
    function number() {
      var value = 0, shift = 0, d;
      do { d = DIGIT[text.charAt(k++)]; value += (d & 31) * Math.pow(2, shift); shift += 5; } while (d & 32);
      return value;
    }
    while (k < text.length) {
      var v = number();
      doc += Math.floor(v / 2);
      out.set(doc, v % 2 ? number() : 1);
    }
    shard.decoded[i] = out;
    return out;
  }
  // The terms, front-coded: each is a digit (how many code units it shares with the term
  // before) and the rest, separated by spaces.
  function unpackTerms(packed) {
    var parts = packed ? packed.split(" ") : [], terms = new Array(parts.length), previous = "";
    for (var i = 0; i < parts.length; i++) {
      previous = previous.slice(0, DIGIT[parts[i].charAt(0)]) + parts[i].slice(1);
      terms[i] = previous;
    }
    return terms;
  }
  // Documents of one shard with their scores, for every term (each must match).
  function searchShard(shard, query) {
    var scores = null, N = shard.docs.length;
    for (var q = 0; q < query.terms.length; q++) {
      var term = query.terms[q], found = new Map();
      var i = lowerBound(shard.terms, term.word), seen = 0;
      for (; i < shard.terms.length && seen < EXPANSIONS; i++) {
        var t = shard.terms[i], exact = t === term.word;
        if (!exact && !(term.prefix && t.lastIndexOf(term.word, 0) === 0)) break;
        seen++;
        var list = postings(shard, i), idf = Math.log(1 + (N - list.size + 0.5) / (list.size + 0.5));
        list.forEach(function (w, d) {
          var norm = K1 * (1 - B + B * shard.docs[d][4] / shard.avg);
          var s = idf * w * (K1 + 1) / (w + norm) * (exact ? 1 : PREFIX);
          if (!found.has(d) || found.get(d) < s) found.set(d, s);
        });
      }
      if (scores === null) { scores = found; continue; }
      var next = new Map();
      scores.forEach(function (s, d) { if (found.has(d)) next.set(d, s + found.get(d)); });
      scores = next;
    }
    var out = [];
    (scores || new Map()).forEach(function (s, d) {
      var doc = shard.docs[d];
      if (query.phrases.length) {
        var title = shard.titles[d];
        if (title === undefined) title = shard.titles[d] = " " + words(doc[0]).join(" ") + " ";
        if (query.phrases.some(function (p) { return title.indexOf(" " + p + " ") >= 0; })) s *= PHRASE;
      }
      out.push({ score: s, shard: shard, doc: d });
    });
    return out;
  }
  function render() {
    list.textContent = "";
    more.hidden = !manifest || shards.length >= manifest.shards.length;
    if (!more.hidden) more.textContent = text("more", { period: manifest.shards[shards.length].period });
    if (loadError) { status.textContent = text("error"); return; }
    if (!manifest || shards.length === 0) { status.textContent = text("loading"); return; }
    var query = parse(input.value);
    var span = shards.length ? (shards.length > 1 ? text("span", { from: shards[shards.length - 1].period, to: shards[0].period }) : shards[0].period) : "";
    if (query.terms.length === 0) {
      status.textContent = text("indexed", { count: numbers.format(shards.reduce(function (n, s) { return n + s.docs.length; }, 0)), span: span });
      return;
    }
    var hits = [];
    shards.forEach(function (shard) { hits = hits.concat(searchShard(shard, query)); });
    hits.sort(function (a, b) { return b.score - a.score || a.shard.order - b.shard.order || a.doc - b.doc; });
    hits.slice(0, SHOWN).forEach(function (hit) {
      var doc = hit.shard.docs[hit.doc], day = hit.shard.days[doc[1]];
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = root + day[1] + "#" + doc[2];
      a.textContent = doc[0];
      li.appendChild(a);
      var sections = doc[3].map(function (s) { return hit.shard.sections[s]; }).join(", ");
      // The date in a span of its own that never wraps (a narrow screen broke "2024-11-28" at its hyphen).
      var date = document.createElement("span");
      date.className = "search-date";
      date.textContent = day[0];
      li.appendChild(document.createTextNode(" · "));
      li.appendChild(date);
      li.appendChild(document.createTextNode(" · " + sections));
      list.appendChild(li);
    });
    // one/other, as en and de need; a language with more forms would add data-t-match-few…
    status.textContent = text(hits.length === 1 ? "match-one" : "match-other", { count: numbers.format(hits.length), span: span }) +
      (hits.length > SHOWN ? text("showing", { count: numbers.format(SHOWN) }) : "") + ".";
    if (hits.length < ENOUGH) loadNext();
  }
  function load(url) {
    var script = document.createElement("script");
    script.src = url;
    script.onerror = function () { loading = false; loadError = true; render(); };
    document.head.appendChild(script);
  }
  function loadNext() {
    if (loading || loadError || !manifest || shards.length >= manifest.shards.length) return;
    loading = true;
    load(base + manifest.shards[shards.length].file);
  }
  window.paperboySearch = function (data) {
    if (data.manifest) {
      manifest = data;
      fold = data.fold || {};
      stop = {};
      (data.stopwords || []).forEach(function (w) { stop[w] = true; });
      loading = false;
      loadNext();
      render();
      return;
    }
    var total = 0;
    data.docs.forEach(function (d) { total += d[4]; });
    data.avg = data.docs.length ? total / data.docs.length : 1;
    data.terms = unpackTerms(data.terms);
    data.postings = data.postings ? data.postings.split(" ") : [];
    data.decoded = [];
    data.titles = [];
    data.order = shards.length;
    shards.push(data);
    loading = false;
    render();
  };
  box.textContent = "";
  box.appendChild(label);
  box.appendChild(input);
  box.appendChild(status);
  box.appendChild(list);
  box.appendChild(more);
  input.addEventListener("input", render);
  more.addEventListener("click", loadNext);
  status.textContent = text("loading");
  loading = true;
  load(manifestURL);
})();
