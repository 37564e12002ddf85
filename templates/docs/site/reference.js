/*
 * Accessibility repairs to what Redoc renders on the site's reference pages, applied as Redoc renders
 * (it renders each view when it is opened):
 * - a table too wide for its column scrolls inside Redoc's wrapper; the wrapper becomes focusable and
 *   named, so a keyboard user can scroll it too;
 * - a button whose aria-label leaves out the text it shows (the example picker says "Example" and shows
 *   the example's name) gets both, so a voice user can say what they see.
 */
(function () {
  'use strict';
  var root = document.getElementById('redoc');
  if (!root) return;
  function repair() {
    root.querySelectorAll('.md-table-wrapper:not([tabindex])').forEach(function (wrapper) {
      wrapper.setAttribute('tabindex', '0');
      wrapper.setAttribute('role', 'region');
      wrapper.setAttribute('aria-label', 'Table');
    });
    root.querySelectorAll('button[aria-label]').forEach(function (button) {
      var label = button.getAttribute('aria-label');
      var text = button.textContent.trim();
      if (text && label.toLowerCase().indexOf(text.toLowerCase()) < 0) button.setAttribute('aria-label', label + ': ' + text);
    });
  }
  var pending = false;
  new MutationObserver(function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      repair();
    });
  }).observe(root, { childList: true, subtree: true, characterData: true });
  repair();
})();
