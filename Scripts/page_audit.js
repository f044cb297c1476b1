// Run by Scripts/browser_check.py in each rendered view: returns a list of problems
// with the page's structure, its colour contrast (WCAG 2 AA), what it loads, its phone
// layout and its archive chart.
(function () {
  "use strict";
  var problems = [];
  var doc = document;
  function short(text) { return (text || "").replace(/\s+/g, " ").trim().slice(0, 50); }

  // Structure: language, one h1, headings without skipped levels, landmarks, unique ids, named links.
  if (!doc.documentElement.getAttribute("lang")) problems.push("<html> has no lang");
  var h1 = doc.querySelectorAll("h1").length;
  if (h1 !== 1) problems.push(h1 + " <h1> elements (want 1)");
  var level = 0;
  doc.querySelectorAll("h1, h2, h3, h4, h5, h6").forEach(function (h) {
    var next = +h.tagName.charAt(1);
    if (level && next > level + 1) problems.push("heading skips from h" + level + " to h" + next + ": " + short(h.textContent));
    level = next;
  });
  ["main", "header", "nav", "footer"].forEach(function (tag) {
    if (doc.querySelectorAll(tag).length < 1) problems.push("no <" + tag + "> landmark");
  });
  if (doc.querySelectorAll("main").length > 1) problems.push("more than one <main>");
  var ids = {};
  doc.querySelectorAll("[id]").forEach(function (e) {
    if (ids[e.id]) problems.push("duplicate id " + e.id);
    ids[e.id] = true;
  });
  doc.querySelectorAll("a[href]").forEach(function (a) {
    if (!short(a.textContent) && !a.getAttribute("aria-label")) problems.push("link without text: " + a.getAttribute("href"));
  });
  doc.querySelectorAll("img:not([alt])").forEach(function (img) { problems.push("image without alt: " + img.src); });

  // Nothing is loaded from another host (a canonical link names the page's published address; nothing loads it).
  doc.querySelectorAll("link[href]:not([rel~=canonical]), script[src], img[src], iframe[src], source[src], video[src], audio[src]").forEach(function (e) {
    var url = e.getAttribute("href") || e.getAttribute("src");
    if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url)) problems.push("loads from another host: " + url);
  });
  performance.getEntriesByType("resource").forEach(function (entry) {
    if (entry.name.indexOf(location.protocol) !== 0 || (location.host && entry.name.indexOf(location.protocol + "//" + location.host) !== 0)) {
      problems.push("requested " + entry.name);
    }
  });

  // Contrast of every piece of visible text against what is behind it.
  function parse(color) {
    var m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color || "");
    return m ? [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]] : null;
  }
  function over(top, bottom) {
    var a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  }
  function background(element) {
    var layers = [];
    for (var e = element; e && e.nodeType === 1; e = e.parentElement) {
      var c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) layers.push(c);
      if (c && c[3] >= 1) break;
    }
    var color = [255, 255, 255, 1];
    for (var i = layers.length - 1; i >= 0; i--) color = over(layers[i], color);
    return color;
  }
  function luminance(c) {
    var v = c.slice(0, 3).map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
  }
  var checked = 0, worst = 99;
  doc.querySelectorAll("body *").forEach(function (e) {
    var own = Array.prototype.some.call(e.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
    if (!own || !e.getClientRects().length) return;
    var style = getComputedStyle(e);
    if (style.visibility === "hidden" || +style.opacity === 0) return;
    var inSVG = e.closest("svg");
    var fg = parse(inSVG ? style.fill : style.color);
    if (!fg) return;
    var bg = background(inSVG ? inSVG : e);
    fg = over(fg, bg);
    var l1 = luminance(fg), l2 = luminance(bg);
    var ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    var size = parseFloat(style.fontSize), bold = +style.fontWeight >= 700;
    var needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    checked++;
    worst = Math.min(worst, ratio);
    if (ratio < needed) problems.push("contrast " + ratio.toFixed(2) + " < " + needed + " for <" + e.tagName.toLowerCase() + "> " + short(e.textContent));
  });
  if (checked === 0) problems.push("no text found to check");

  // Reading at a phone's width: the site's navigation in at most two lines (every link shown). Each
  // card's metadata right under its title, the first card's on one line from 390 px (at 320 px a
  // paper's id and links take more than the width).
  if (window.innerWidth <= 600) {
    var navLinks = doc.querySelectorAll(".site-nav a");
    var navTops = {};
    navLinks.forEach(function (a) {
      if (!a.getClientRects().length) problems.push("navigation link not shown: " + short(a.textContent));
      navTops[a.offsetTop] = true;
    });
    var navLines = Object.keys(navTops).length;
    if (navLines > 2) problems.push("navigation takes " + navLines + " lines (want at most 2)");
  }
  var split = [];
  doc.querySelectorAll("article.item").forEach(function (card, n) {
    var title = card.querySelector("h3");
    if (!title || !title.getClientRects().length) return;
    var meta = card.querySelector(".meta");
    if (!meta) return;
    if (title.nextElementSibling !== meta) {
      var between = title.nextElementSibling;
      split.push(short(title.textContent) + " (<" + between.tagName.toLowerCase() + " class=" + between.className + ">)");
      return;
    }
    var lineHeight = parseFloat(getComputedStyle(meta).lineHeight);
    var gap = meta.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
    if (gap > lineHeight / 2) problems.push("card " + short(title.textContent) + ": metadata " + Math.round(gap) + " px below its title");
    if (n === 0 && window.innerWidth >= 390 && meta.getBoundingClientRect().height > lineHeight * 1.5) problems.push("first card's metadata wraps: " + short(meta.textContent));
  });
  if (split.length) problems.push(split.length + " cards have something between title and metadata, the first: " + split[0]);

  // The archive's chart: a colour per section, each at least 3:1 (WCAG 1.4.11) against the chart's background
  // (bars) and the page's (legend keys), neighbours in the legend clearly apart; count labels clear of the edges;
  // the legend says what it counts.
  var chart = doc.querySelector("svg.chart");
  var chartColours = 0;
  if (chart) {
    function contrast(a, b) {
      var l1 = luminance(a), l2 = luminance(b);
      return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    }
    function lab(c) {
      var lin = c.slice(0, 3).map(function (x) { x /= 255; return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
      var xyz = [(0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047, 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2],
                 (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883].map(function (t) { return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116; });
      return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
    }
    function distance(a, b) { var p = lab(a), q = lab(b); return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]); }
    var chartBackground = background(chart);
    var bySection = {};
    chart.querySelectorAll(".chart-bars rect").forEach(function (rect) {
      var colour = parse(getComputedStyle(rect).fill);
      if (!colour) { problems.push("chart bar without a colour: " + rect.getAttribute("class")); return; }
      bySection[rect.getAttribute("class")] = colour;
      var ratio = contrast(over(colour, chartBackground), chartBackground);
      if (ratio < 3) problems.push("chart bar " + rect.getAttribute("class") + " contrast " + ratio.toFixed(2) + " < 3 against the chart");
    });
    var keys = Array.prototype.map.call(doc.querySelectorAll(".chart-legend .chart-key"), function (key) {
      var colour = parse(getComputedStyle(key).backgroundColor) || [0, 0, 0, 0];
      var behind = background(key.parentElement);
      var ratio = contrast(over(colour, behind), behind);
      if (ratio < 3) problems.push("legend key " + short(key.parentElement.textContent) + " contrast " + ratio.toFixed(2) + " < 3 against the page");
      return colour;
    });
    var distinct = {};
    keys.forEach(function (c) { distinct[c.join(",")] = true; });
    chartColours = Object.keys(distinct).length;
    if (chartColours < keys.length) problems.push("the chart's " + keys.length + " sections share colours: " + chartColours + " distinct");
    keys.forEach(function (c, i) {
      for (var j = 0; j < i; j++) {
        var apart = distance(c, keys[j]);
        if (apart < (j === i - 1 ? 40 : 15)) problems.push("legend colours " + j + " and " + i + " are close (ΔE " + apart.toFixed(1) + ")");
      }
    });
    Object.keys(bySection).forEach(function (name) {
      if (!keys.some(function (c) { return c.join(",") === bySection[name].join(","); })) problems.push("chart bar " + name + " has no legend key of its colour");
    });
    var box = chart.viewBox.baseVal;
    chart.querySelectorAll("text").forEach(function (text) {
      var b = text.getBBox();
      if (b.x < 3 || b.x + b.width > box.width - 3) problems.push("chart label " + short(text.textContent) + " at x " + b.x.toFixed(1) + "–" + (b.x + b.width).toFixed(1) + " touches the edge (0–" + box.width + ")");
    });
    var legend = doc.querySelector(".chart-legend");
    var note = legend && legend.getAttribute("aria-describedby") && doc.getElementById(legend.getAttribute("aria-describedby"));
    if (!note || !short(note.textContent) || !note.getClientRects().length) problems.push("the chart's legend does not say what it counts");
  }
  return { problems: problems, textChecked: checked, worstContrast: Math.round(worst * 100) / 100, chartColours: chartColours };
})()
