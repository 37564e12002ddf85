/*
 * Runs in <head>, before the page paints: the light or dark theme, the reader's choice (kept under the
 * key Redoc uses, so the reference and the other pages share it) or else the system's.
 */
(function () {
  var root = document.documentElement;
  var mode = 'light';
  try {
    var kept = localStorage.getItem('redoc.colorMode');
    mode = kept === 'light' || kept === 'dark' ? kept : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    // Storage can be off (private windows, file:// in some browsers): the light theme, unchanged.
  }
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
})();
