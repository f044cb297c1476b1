// Run by Scripts/browser_check.py in each rendered view: returns a list of problems
// with the page's structure, its colour contrast (WCAG 2 AA) and what it loads.
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
  return { problems: problems, textChecked: checked, worstContrast: Math.round(worst * 100) / 100 };
})()
