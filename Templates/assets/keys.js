// Keyboard navigation of a day page, an enhancement: without JavaScript the page is the same.
// j / k: focus the next / previous item shown (folded sections are skipped); o: open or close
// the focused item's abstract or folded summary (an item without one: follow its title link); ?: show the keys.
(function () {
  "use strict";
  // The hint's text comes from the page (the theme's locale); it stays hidden without this script,
  // and on touch screens (style.css) until a key is pressed.
  var hint = document.getElementById("keys-hint");
  if (hint) hint.hidden = false;

  function shown() {
    return Array.prototype.filter.call(document.querySelectorAll("article.item"), function (item) {
      return item.offsetParent !== null;
    });
  }

  function current(items) {
    var active = document.activeElement;
    var item = active && active.closest ? active.closest("article.item") : null;
    return item ? items.indexOf(item) : -1;
  }

  function move(step) {
    var items = shown();
    if (!items.length) return;
    var at = current(items);
    if (at < 0) {
      // Nothing focused yet: start from the first item below the top of the window.
      at = items.findIndex(function (item) { return item.getBoundingClientRect().top >= 0; });
      at = at < 0 ? items.length - 1 : step > 0 ? at - 1 : at;
    }
    var next = items[Math.max(0, Math.min(items.length - 1, at + step))];
    next.setAttribute("tabindex", "-1");
    next.focus({ preventScroll: true });
    next.scrollIntoView({ block: "start" });
  }

  function open() {
    var items = shown();
    var at = current(items);
    if (at < 0) return;
    var abstract = items[at].querySelector("details.abstract, details.post-summary");
    if (abstract) {
      abstract.open = !abstract.open;
    } else {
      var link = items[at].querySelector("h3 a");
      if (link) link.click();
    }
  }

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    if (event.key === "j") move(1);
    else if (event.key === "k") move(-1);
    else if (event.key === "o") open();
    else if (event.key === "?" && hint) hint.scrollIntoView({ block: "center" });
    else return;
    // A key was pressed: there is a keyboard, even where the stylesheet took the screen for touch only.
    if (hint) hint.classList.add("keys-used");
    event.preventDefault();
  });
})();
