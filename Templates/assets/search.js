// Paperboy search: enhances search/index.html, which works without it.
// Loads search.json (same site, relative path), or search-index.js when the site
// is opened from file:// (where browsers refuse fetch), and filters titles,
// authors and categories as you type. No dependencies, no other host.
(function () {
  "use strict";
  var box = document.getElementById("search");
  if (!box) return;
  var root = box.getAttribute("data-root") || "";
  // The page's texts, in its language (data-t-* from the theme's locale file); {count} is filled in here.
  function text(name, count) {
    return (box.getAttribute("data-t-" + name) || "").replace("{count}", String(count));
  }
  var label = document.createElement("label");
  label.setAttribute("for", "search-input");
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
  var records = null, loadError = false;
  function render() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    list.textContent = "";
    if (loadError) { status.textContent = text("error"); return; }
    if (!records || words.length === 0) { status.textContent = records ? text("indexed", records.length) : text("loading"); return; }
    var shown = 0, found = 0;
    for (var i = 0; i < records.length; i++) {
      var r = records[i], hay = (r.t + " " + r.k + " " + r.s).toLowerCase();
      if (!words.every(function (w) { return hay.indexOf(w) >= 0; })) continue;
      found++;
      if (shown >= 100) continue;
      shown++;
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = root + r.p;
      a.textContent = r.t;
      li.appendChild(a);
      li.appendChild(document.createTextNode(" · " + r.d + " · " + r.s));
      list.appendChild(li);
    }
    // one/other, as en and de need; a language with more forms would add data-t-match-few…
    status.textContent = text(found === 1 ? "match-one" : "match-other", found) + (found > shown ? text("showing", shown) : "") + ".";
  }
  box.textContent = "";
  box.appendChild(label);
  box.appendChild(input);
  box.appendChild(status);
  box.appendChild(list);
  input.addEventListener("input", render);
  status.textContent = text("loading");
  function loaded(data) { records = data; render(); }
  function failed() { loadError = true; render(); }
  if (location.protocol === "file:" || !window.fetch) {
    var script = document.createElement("script");
    script.src = box.getAttribute("data-script");
    script.onload = function () { if (window.paperboySearchIndex) { loaded(window.paperboySearchIndex); } else { failed(); } };
    script.onerror = failed;
    document.head.appendChild(script);
  } else {
    fetch(box.getAttribute("data-index")).then(function (r) {
      if (!r.ok) { throw new Error(r.status); }
      return r.json();
    }).then(loaded, failed);
  }
})();
