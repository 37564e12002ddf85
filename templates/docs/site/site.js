/*
 * The docs site's one script, on every page: the theme switch, copy buttons on code blocks, the reader's
 * language for code samples (kept in the URL and across pages), and the search
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

  // ---- the reader's language for code ----
  // One choice for every set of code tabs of the guides (data-code-tabs), also taken from a pick in the
  // reference's sample menu (Redoc's switcher of x-codeSamples). It is `?lang=` in the page's URL (so a shared link shows it), else the
  // last one picked (localStorage); picking one writes both and carries it on the site's links to its pages.
  var LANGUAGES = ['typescript', 'curl', 'javascript', 'python', 'go', 'java', 'csharp', 'php', 'ruby'];
  var LANG_KEY = 'docs.codeLanguage';
  var languageSlug = function (label) {
    return label
      .trim()
      .toLowerCase()
      .replace(/#/g, 'sharp')
      .replace(/\+/g, 'p')
      .replace(/[^a-z0-9]+/g, '-');
  };
  var chosen = new URLSearchParams(location.search).get('lang');
  if (!chosen) {
    try {
      chosen = localStorage.getItem(LANG_KEY);
    } catch {
      chosen = null;
    }
  }
  function showLanguage() {
    document.querySelectorAll('[data-code-tabs]').forEach(function (group) {
      var tabs = Array.prototype.slice.call(group.querySelectorAll('.code-tab'));
      var pick = tabs.some(function (tab) {
        return tab.getAttribute('data-code-lang') === chosen;
      })
        ? chosen
        : tabs[0].getAttribute('data-code-lang');
      tabs.forEach(function (tab) {
        var on = tab.getAttribute('data-code-lang') === pick;
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
      });
      group.querySelectorAll('.code-block[data-code-lang]').forEach(function (panel) {
        panel.hidden = panel.getAttribute('data-code-lang') !== pick;
      });
    });
  }
  function carryOnLinks() {
    if (!chosen) return;
    document.querySelectorAll('a[href]').forEach(function (a) {
      var href = a.getAttribute('href');
      if (!href || /^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(href) || !/\.html([?#]|$)/.test(href)) return;
      var hashAt = href.indexOf('#');
      var hash = hashAt >= 0 ? href.slice(hashAt) : '';
      var parts = (hashAt >= 0 ? href.slice(0, hashAt) : href).split('?');
      var query = new URLSearchParams(parts[1] || '');
      query.set('lang', chosen);
      a.setAttribute('href', parts[0] + '?' + query.toString() + hash);
    });
  }
  function choose(lang) {
    if (lang === chosen) return;
    chosen = lang;
    try {
      localStorage.setItem(LANG_KEY, lang);
    } catch {
      // not kept across pages: the URL still carries it
    }
    try {
      var url = new URL(location.href);
      url.searchParams.set('lang', lang);
      history.replaceState(history.state, '', url.href);
    } catch {
      // a page where the URL cannot change (some file:// settings): the choice holds for this page
    }
    carryOnLinks();
    showLanguage();
    document.dispatchEvent(new CustomEvent('docs:language', { detail: lang }));
  }
  window.docsLanguage = function () {
    return chosen;
  };
  window.docsLanguages = LANGUAGES.slice();
  window.docsLanguageSlug = languageSlug;
  window.docsChooseLanguage = choose;
  document.querySelectorAll('[data-code-tabs] .code-tab-list').forEach(function (list) {
    list.hidden = false;
  });
  document.addEventListener('click', function (event) {
    if (!event.target || !event.target.closest) return;
    var tab = event.target.closest('[data-code-tabs] [role="tab"]');
    if (tab) return choose(tab.getAttribute('data-code-lang'));
    var item = event.target.closest('.panel-request-samples [role="menuitem"], [role="menu"] [role="menuitem"]');
    var lang = item ? languageSlug(item.textContent || '') : '';
    if (LANGUAGES.indexOf(lang) >= 0) choose(lang);
  });
  showLanguage();
  carryOnLinks();
  // The reference's samples switch in Redoc's own menu: a pick there is the reader's choice for the guides
  // too (above); Redoc itself opens each operation on its first sample.

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
