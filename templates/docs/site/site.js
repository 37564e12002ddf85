/*
 * The docs site's one script, on every page: the theme switch, copy buttons on code blocks, and the search
 * box. The search loads its index (assets/search-index.js, built with the site) and MiniSearch only when the
 * box is first used, as classic scripts, so it works offline and from file://.
 */
(function () {
  'use strict';
  var root = document.body.getAttribute('data-root') || '';

  // ---- theme ----
  function setTheme(mode) {
    var html = document.documentElement;
    html.classList.remove('light', 'dark');
    html.classList.add(mode);
    try {
      localStorage.setItem('redoc.colorMode', mode);
    } catch {
      // not kept: the choice lasts for this page
    }
    document.querySelectorAll('[data-theme-toggle]').forEach(function (button) {
      button.setAttribute('aria-pressed', String(mode === 'dark'));
    });
  }
  document.querySelectorAll('[data-theme-toggle]').forEach(function (button) {
    button.setAttribute('aria-pressed', String(document.documentElement.classList.contains('dark')));
    button.addEventListener('click', function () {
      setTheme(document.documentElement.classList.contains('dark') ? 'light' : 'dark');
    });
  });

  // ---- copy buttons ----
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    // file:// and plain http: the older way, through a selection.
    var area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.appendChild(area);
    area.select();
    var ok = document.execCommand('copy');
    document.body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error('copy refused'));
  }
  // ---- "Copy as Markdown": the page's Markdown twin, fetched and put on the clipboard (file:// cannot fetch: the link stays) ----
  document.querySelectorAll('.copy-markdown').forEach(function (button) {
    if (location.protocol === 'file:') return;
    button.hidden = false;
    button.addEventListener('click', function () {
      fetch(button.getAttribute('data-markdown'))
        .then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          return response.text();
        })
        .then(copyText)
        .then(
          function () {
            button.textContent = 'Copied';
          },
          function () {
            button.textContent = 'Use the link to copy';
          },
        );
      setTimeout(function () {
        button.textContent = 'Copy as Markdown';
      }, 2000);
    });
  });

  document.querySelectorAll('[data-copy]').forEach(function (button) {
    button.hidden = false;
    button.addEventListener('click', function () {
      var code = button.closest('.code-block').querySelector('pre');
      copyText(code.innerText).then(
        function () {
          button.textContent = 'Copied';
        },
        function () {
          button.textContent = 'Select and copy';
        },
      );
      setTimeout(function () {
        button.textContent = 'Copy';
      }, 2000);
    });
  });

  // ---- search ----
  var input = document.getElementById('site-search');
  var list = document.getElementById('site-search-results');
  var status = document.getElementById('site-search-status');
  if (!input || !list) return;
  var engine;
  var loading;

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = function () {
        reject(new Error('could not load ' + src));
      };
      document.head.appendChild(script);
    });
  }
  function load() {
    if (!loading) {
      loading = Promise.all([loadScript(root + 'assets/minisearch.js'), loadScript(root + 'assets/search-index.js')]).then(function () {
        /* global MiniSearch */
        engine = new MiniSearch({
          fields: ['title', 'keywords', 'text'],
          storeFields: ['title', 'kind', 'url', 'context'],
          searchOptions: { boost: { title: 4, keywords: 3 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' },
        });
        engine.addAll(window.siteSearchDocuments);
      });
    }
    return loading;
  }
  function close() {
    list.hidden = true;
    list.textContent = '';
  }
  function show(query) {
    if (!query.trim()) {
      close();
      status.textContent = '';
      return;
    }
    var hits = engine.search(query).slice(0, 12);
    list.textContent = '';
    hits.forEach(function (hit) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = root + hit.url;
      var kind = document.createElement('span');
      kind.className = 'search-kind';
      kind.textContent = hit.kind;
      var title = document.createElement('span');
      title.className = 'search-title';
      title.textContent = hit.title;
      link.appendChild(kind);
      link.appendChild(title);
      if (hit.context) {
        var context = document.createElement('span');
        context.className = 'search-context';
        context.textContent = hit.context;
        link.appendChild(context);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    if (!hits.length) {
      var none = document.createElement('li');
      none.className = 'search-none';
      none.textContent = 'Nothing found for "' + query + '"';
      list.appendChild(none);
    }
    list.hidden = false;
    status.textContent = hits.length ? hits.length + ' results' : 'No results';
  }
  input.addEventListener('focus', load);
  input.addEventListener('input', function () {
    load().then(function () {
      show(input.value);
    });
  });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      input.value = '';
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'Enter') {
      var first = list.querySelector('a');
      if (!first) return;
      event.preventDefault();
      if (event.key === 'Enter') first.click();
      else first.focus();
    }
  });
  list.addEventListener('keydown', function (event) {
    var links = Array.prototype.slice.call(list.querySelectorAll('a'));
    var at = links.indexOf(document.activeElement);
    if (event.key === 'ArrowDown' && at < links.length - 1) {
      event.preventDefault();
      links[at + 1].focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      (at > 0 ? links[at - 1] : input).focus();
    } else if (event.key === 'Escape') {
      close();
      input.focus();
    }
  });
  // A result on the same page (a reference route) changes only the hash: close the list.
  list.addEventListener('click', function () {
    setTimeout(close, 0);
  });
  document.addEventListener('click', function (event) {
    if (!event.target.closest('.site-search')) close();
  });
})();
