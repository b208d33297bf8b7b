// opmem console: times in the viewer's time zone. Pages work without this script (they show UTC).
(function () {
  "use strict";
  var format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  function localise(root) {
    root.querySelectorAll("time[datetime]").forEach(function (el) {
      var at = new Date(el.getAttribute("datetime"));
      if (!isNaN(at.getTime())) {
        el.title = el.textContent;
        el.textContent = format.format(at);
      }
    });
  }
  document.addEventListener("DOMContentLoaded", function () { localise(document); });
  document.addEventListener("htmx:afterSwap", function (event) { localise(event.target); });
})();
