/*
 * Accessibility repairs to what Redoc renders on the site's reference pages, applied as Redoc renders
 * (it renders each view when it is opened):
 * - a table too wide for its column scrolls inside Redoc's wrapper; the wrapper becomes focusable and
 *   named, so a keyboard user can scroll it too;
 * - a button whose aria-label leaves out the text it shows (the example picker says "Example" and shows
 *   the example's name) gets both, so a voice user can say what they see.
 * And the reader's language for code (site.js's choice: `?lang=`, or the last one picked on any page):
 * Redoc opens every operation on its first request sample and has no setting for another, so when a
 * sample panel shows another language, its language menu is opened and the reader's language picked in
 * it, as the reader would. Redoc keeps that pick for every operation of the page.
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
  // A label of Redoc's menu (`C#`) as the site's language key (`csharp`): site.js's reading of it.
  var slug = function (label) {
    return window.docsLanguageSlug ? window.docsLanguageSlug(label) : '';
  };
  var tried = typeof WeakSet === 'function' ? new WeakSet() : null;
  function showLanguage() {
    var want = window.docsLanguage ? window.docsLanguage() : null;
    if (!want || !tried) return;
    root.querySelectorAll('.panel-request-samples [data-component-name="Dropdown/Dropdown"]').forEach(function (dropdown) {
      var button = dropdown.querySelector('button[aria-haspopup="menu"]');
      if (!button || tried.has(button)) return;
      var shown = slug(button.textContent || '');
      if (shown === want || !isLanguage(shown)) return;
      tried.add(button);
      button.click();
      // Redoc renders the menu after the click, on a later frame, at the end of the document.
      var frames = 0;
      (function pick() {
        var item = Array.prototype.slice.call(document.querySelectorAll('[role="menu"] [role="menuitem"]')).filter(function (each) {
          return slug(each.textContent || '') === want;
        })[0];
        if (item) return item.click();
        // An operation with no sample in the reader's language keeps its own; the menu closes again.
        if (++frames > 30) return button.click();
        requestAnimationFrame(pick);
      })();
    });
  }
  /** A name the site's language choice knows (site.js lists them). */
  function isLanguage(name) {
    return (window.docsLanguages || []).indexOf(name) >= 0;
  }
  document.addEventListener('docs:language', function () {
    tried = typeof WeakSet === 'function' ? new WeakSet() : null;
    showLanguage();
  });
  var pending = false;
  new MutationObserver(function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      repair();
      showLanguage();
    });
  }).observe(root, { childList: true, subtree: true, characterData: true });
  repair();
  showLanguage();
})();
