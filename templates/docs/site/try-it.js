/*
 * The reference's "Try it" console: sends one request of the operation on screen to a server the reader
 * picks (the ones the site offers, or any URL typed in) with the reader's token, and shows the answer and
 * its request id. The token lives in the password field only: it is sent in the Authorization header of
 * that one request, to that one server, and never stored or sent anywhere else. The operations come from
 * the page's #try-it-data block, written from the API description when the site is built.
 *
 * Under the form, the request in code, in the reader's language for code (site.js's choice: `?lang=`,
 * remembered across pages; picking one here picks it there). The code comes from try-it-samples.js (the
 * snippet library, bundled; loaded the first time the console opens); it names the server the console
 * sends to and reads the credential from the environment variable the reference's samples use, so the
 * token typed here is never written into it.
 */
(function () {
  'use strict';
  var dataNode = document.getElementById('try-it-data');
  var dialog = document.getElementById('try-it');
  if (!dataNode || !dialog) return;
  var data = JSON.parse(dataNode.textContent);
  var $ = function (id) {
    return document.getElementById(id);
  };
  var opener = document.querySelector('[data-try-it-open]');
  var select = $('try-it-operation');
  var serverSelect = $('try-it-server');
  var urlInput = $('try-it-url');
  var tokenInput = $('try-it-token');
  var params = $('try-it-params');
  var bodyField = $('try-it-body-field');
  var body = $('try-it-body');
  var preview = $('try-it-request');
  var response = $('try-it-response');
  var languageSelect = $('try-it-language');
  var codeText = $('try-it-code-text');
  var codeNote = $('try-it-code-note');
  var codeTitle = $('try-it-code-title');
  var OTHER = '';
  // The bundle sits beside this script (assets/), wherever the site is served from, file:// included.
  var samplesSrc = document.currentScript ? document.currentScript.src.replace(/try-it\.js([?#].*)?$/, 'try-it-samples.js') : '';
  var samples;
  var sent = false;

  // Operations by tag, in page order.
  var groups = {};
  data.operations.forEach(function (op, index) {
    if (!groups[op.tag]) {
      groups[op.tag] = document.createElement('optgroup');
      groups[op.tag].label = op.tag;
      select.appendChild(groups[op.tag]);
    }
    var option = document.createElement('option');
    option.value = String(index);
    option.textContent = op.summary + ' (' + op.method.toUpperCase() + ' ' + op.path + ')';
    groups[op.tag].appendChild(option);
  });
  data.servers.forEach(function (server) {
    var option = document.createElement('option');
    option.value = server.url;
    option.textContent = server.label + ': ' + server.url;
    serverSelect.appendChild(option);
  });
  var other = document.createElement('option');
  other.value = OTHER;
  other.textContent = 'Another server: type its URL';
  serverSelect.appendChild(other);
  urlInput.value = data.servers.length ? data.servers[0].url : '';
  serverSelect.addEventListener('change', function () {
    if (serverSelect.value !== OTHER) urlInput.value = serverSelect.value;
    else urlInput.focus();
    updatePreview();
  });
  urlInput.addEventListener('input', function () {
    var match = data.servers.filter(function (s) {
      return s.url === urlInput.value.trim();
    })[0];
    serverSelect.value = match ? match.url : OTHER;
    updatePreview();
  });

  /** The operation whose reference route is on screen (`#/<tag>/<operation>...`). */
  function operationOnScreen() {
    var hash = decodeURIComponent(location.hash.replace(/^#/, '')).split('#')[0];
    for (var i = 0; i < data.operations.length; i++) {
      var route = data.operations[i].route;
      if (hash === route || hash.indexOf(route + '/') === 0) return i;
    }
    return -1;
  }
  function current() {
    return data.operations[Number(select.value)];
  }
  function field(param) {
    var id = 'try-it-param-' + param.in + '-' + param.name;
    var wrap = document.createElement('div');
    wrap.className = 'try-it-param';
    var label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = param.name + ' (' + param.in + (param.required ? ', required' : '') + ')';
    var input = document.createElement('input');
    input.id = id;
    input.type = 'text';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.dataset.name = param.name;
    input.dataset.in = param.in;
    if (param.example !== undefined) {
      if (param.required) input.value = String(param.example);
      else input.placeholder = String(param.example);
    }
    input.addEventListener('input', updatePreview);
    wrap.appendChild(label);
    wrap.appendChild(input);
    return wrap;
  }
  function showOperation() {
    var op = current();
    Array.prototype.slice.call(params.querySelectorAll('.try-it-param')).forEach(function (node) {
      node.remove();
    });
    var optional = $('try-it-optional');
    op.parameters.forEach(function (param) {
      if (param.required) params.insertBefore(field(param), optional);
      else optional.appendChild(field(param));
    });
    optional.hidden = op.parameters.every(function (param) {
      return param.required;
    });
    optional.querySelector('summary').textContent = 'Optional parameters (' + optional.querySelectorAll('.try-it-param').length + ')';
    params.hidden = !op.parameters.length;
    bodyField.hidden = op.body === undefined;
    body.value = op.body === undefined ? '' : op.body.example;
    $('try-it-auth').hidden = op.public;
    response.hidden = true;
    updatePreview();
  }
  select.addEventListener('change', showOperation);
  body.addEventListener('input', updatePreview);

  /** The request as it will be sent, or an error saying what to fix. */
  function request() {
    var op = current();
    var base = urlInput.value.trim().replace(/\/+$/, '');
    var parsed;
    try {
      parsed = new URL(base);
    } catch {
      return { error: 'Type the server URL, such as ' + (data.servers[0] ? data.servers[0].url : 'https://api.example.com') + '.' };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { error: 'The server URL must start with http:// or https://.' };
    var path = op.path;
    var query = [];
    var missing = [];
    var headers = { accept: 'application/json' };
    Array.prototype.slice.call(params.querySelectorAll('input')).forEach(function (input) {
      var value = input.value.trim();
      var param = op.parameters.filter(function (p) {
        return p.name === input.dataset.name && p.in === input.dataset.in;
      })[0];
      if (!value) {
        if (param.required) missing.push(param.name);
        return;
      }
      // Encoded, so a value can change the path or query, never the server.
      if (param.in === 'path') path = path.replace('{' + param.name + '}', encodeURIComponent(value));
      else if (param.in === 'query') query.push(encodeURIComponent(param.name) + '=' + encodeURIComponent(value));
      else if (param.in === 'header') headers[param.name] = value;
    });
    if (missing.length) return { error: 'Fill in ' + missing.join(', ') + '.' };
    var init = { method: op.method.toUpperCase(), headers: headers, credentials: 'omit', referrerPolicy: 'no-referrer', mode: 'cors', cache: 'no-store' };
    var code = {
      id: op.id,
      sdk: op.sdk,
      method: op.method,
      baseUrl: base,
      url: base + path + (query.length ? '?' + query.join('&') : ''),
      headers: Object.keys(headers).map(function (name) {
        return { name: name, value: headers[name] };
      }),
      args: sdkArguments(op),
      leftOut: op.parameters
        .filter(function (p) {
          return p.in === 'header' && valueOf(p);
        })
        .map(function (p) {
          return p.name;
        }),
    };
    if (op.body !== undefined && body.value.trim()) {
      headers['content-type'] = op.body.contentType;
      init.body = body.value;
      code.body = { contentType: op.body.contentType, text: body.value };
    }
    var url = code.url;
    var credential = data.credential || {};
    if (!op.public) code.credential = credential;
    var token = tokenInput.value.trim();
    var shown = url;
    if (!op.public && token) {
      // Where the API's security scheme puts it: a header (`Authorization: Bearer $TOKEN`, an API key's
      // header) or the query. A cookie cannot be set for another origin from a page.
      if (credential.header) {
        var at = credential.header.indexOf(':');
        headers[credential.header.slice(0, at).trim().toLowerCase()] = credential.header
          .slice(at + 1)
          .trim()
          .replace(/\$[A-Za-z_][A-Za-z0-9_]*/, token);
      } else if (credential.query) {
        var pair = credential.query.split('=');
        var separator = url.indexOf('?') >= 0 ? '&' : '?';
        url += separator + pair[0] + '=' + encodeURIComponent(token);
        // On screen, the token in the query is left out.
        shown += separator + pair[0] + '=…';
      }
    }
    return { url: url, shown: shown, init: init, code: code };
  }
  /** The value typed for a parameter, or ''. */
  function valueOf(param) {
    var input = $('try-it-param-' + param.in + '-' + param.name);
    return input ? input.value.trim() : '';
  }
  /** A typed value as the SDK takes it: a number, a boolean or a list where the parameter is one. */
  function typed(param, text) {
    if (param.type === 'number' && text !== '' && !isNaN(Number(text))) return Number(text);
    if (param.type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
    if (param.type === 'array') return text.split(',');
    return text;
  }
  /** The SDK call's arguments: the path parameters in order, then the body, or else the query. */
  function sdkArguments(op) {
    var args = [];
    var query = {};
    var anyQuery = false;
    op.parameters.forEach(function (param) {
      var value = valueOf(param);
      if (param.in === 'path') args.push(typed(param, value));
      else if (param.in === 'query' && value) {
        query[param.name] = typed(param, value);
        anyQuery = true;
      }
    });
    if (op.body !== undefined && body.value.trim()) {
      try {
        args.push(/json/.test(op.body.contentType) ? JSON.parse(body.value) : body.value);
      } catch {
        args.push(body.value);
      }
    } else if (anyQuery) args.push(query);
    return args;
  }
  function updatePreview() {
    var built = request();
    preview.textContent = built.error ? built.error : built.init.method + ' ' + built.shown;
    sent = false;
    showCode(built);
  }

  // Where the token goes, as the API's security scheme says (the template's note names a bearer header).
  (function () {
    var credential = data.credential || {};
    var note = $('try-it-token-note');
    var where = credential.header ? 'the <code></code> header' : credential.query ? 'the <code></code> query parameter' : credential.cookie ? null : undefined;
    if (where === undefined) return;
    if (where === null) {
      note.textContent = 'This API reads its credential from a cookie, which a page cannot set for another server: the console sends requests without it.';
      return;
    }
    note.innerHTML = 'Sent only to the server URL above, in ' + where + '. Never stored: it is gone when you leave the page.';
    note.querySelector('code').textContent = (credential.header || credential.query).split(/[:=]/)[0].trim();
  })();

  // ---- the request in code ----
  data.languages.forEach(function (language) {
    var option = document.createElement('option');
    option.value = language.key;
    option.textContent = language.label;
    languageSelect.appendChild(option);
  });
  function language() {
    var chosen = window.docsLanguage ? window.docsLanguage() : null;
    var known = data.languages.some(function (l) {
      return l.key === chosen;
    });
    return known ? chosen : data.languages[0].key;
  }
  function showCode(built) {
    languageSelect.value = language();
    codeTitle.textContent = sent ? 'The request sent, in code' : 'This request in code';
    if (!built) built = request();
    if (built.error) {
      codeText.textContent = '';
      codeNote.textContent = built.error;
      return;
    }
    if (!samples) {
      codeNote.textContent = 'Loading the code samples…';
      return;
    }
    try {
      codeText.textContent = samples.render(built.code, languageSelect.value, data.client);
      var variables = built.code.credential ? JSON.stringify(built.code.credential).match(/\$[A-Za-z_][A-Za-z0-9_]*/g) || [] : [];
      codeNote.textContent = variables.length ? 'The token is read from ' + variables.join(' and ') + ', never written into the code.' : '';
    } catch (error) {
      codeText.textContent = '';
      codeNote.textContent = 'No ' + languageSelect.options[languageSelect.selectedIndex].textContent + ' code for this request: ' + error.message;
    }
  }
  function loadSamples() {
    if (samples || !samplesSrc || document.querySelector('script[data-try-it-samples]')) return;
    var script = document.createElement('script');
    script.src = samplesSrc;
    script.setAttribute('data-try-it-samples', '');
    script.onload = function () {
      samples = window.tryItSamples;
      showCode();
    };
    script.onerror = function () {
      codeNote.textContent = 'The code samples could not be loaded (' + samplesSrc + ').';
    };
    document.head.appendChild(script);
  }
  languageSelect.addEventListener('change', function () {
    if (window.docsChooseLanguage) window.docsChooseLanguage(languageSelect.value);
    showCode();
  });
  document.addEventListener('docs:language', function () {
    showCode();
  });
  var copyButton = $('try-it-copy');
  copyButton.addEventListener('click', function () {
    var button = copyButton;
    var done = function (text) {
      button.textContent = text;
      setTimeout(function () {
        button.textContent = 'Copy';
      }, 2000);
    };
    if (navigator.clipboard && codeText.textContent)
      navigator.clipboard.writeText(codeText.textContent).then(
        function () {
          done('Copied');
        },
        function () {
          done('Select and copy');
        },
      );
    else done('Select and copy');
  });

  function answerText(text, type) {
    if (/json/.test(type || '')) {
      try {
        return JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        return text;
      }
    }
    return text;
  }
  function at(value, path) {
    for (var i = 0; i < path.length && value; i++) value = value[path[i]];
    return typeof value === 'string' ? value : undefined;
  }
  $('try-it-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var built = request();
    response.hidden = false;
    if (built.error) {
      $('try-it-status').textContent = built.error;
      $('try-it-request-id').textContent = '';
      $('try-it-answer').textContent = '';
      return;
    }
    $('try-it-status').textContent = 'Sending ' + preview.textContent + '...';
    sent = true;
    showCode(built);
    $('try-it-request-id').textContent = '';
    $('try-it-answer').textContent = '';
    fetch(built.url, built.init).then(
      function (answer) {
        return answer.text().then(function (text) {
          var requestId = data.requestIdHeader ? answer.headers.get(data.requestIdHeader) : null;
          if (!requestId && data.requestIdPath) {
            try {
              requestId = at(JSON.parse(text), data.requestIdPath);
            } catch {
              requestId = undefined;
            }
          }
          $('try-it-status').textContent = answer.status + ' ' + answer.statusText;
          $('try-it-status').className = answer.ok ? 'ok' : 'failed';
          $('try-it-request-id').textContent = requestId ? 'Request id: ' + requestId : '';
          $('try-it-answer').textContent = answerText(text, answer.headers.get('content-type')) || '(no body)';
          response.scrollIntoView({ block: 'nearest' });
        });
      },
      function () {
        $('try-it-status').textContent = 'No answer from ' + new URL(built.url).origin + '.';
        $('try-it-status').className = 'failed';
        $('try-it-answer').textContent = 'Is the server running, and does it answer pages of other origins (CORS)? A local sandbox or mock does with --cors: ' + data.corsHint;
      },
    );
  });

  function open() {
    var index = operationOnScreen();
    if (index >= 0) select.value = String(index);
    showOperation();
    loadSamples();
    dialog.showModal();
  }
  function label() {
    var index = operationOnScreen();
    opener.textContent = index >= 0 ? 'Try it: ' + data.operations[index].summary : 'Try it';
  }
  opener.hidden = false;
  opener.addEventListener('click', open);
  dialog.querySelector('[data-try-it-close]').addEventListener('click', function () {
    dialog.close();
  });
  window.addEventListener('hashchange', label);
  label();
  select.value = '0';
})();
