// `String.prototype.localeCompare` with a collator built once per locale and options, for the thread that
// installs it (the openapi-typescript worker: openapi-types.worker.mjs). Plain JavaScript, as the worker is.
//
// Why: openapi-typescript sorts the keys of every object it prints with
// `a.localeCompare(b, 'en-us', { numeric: true })` (its `alphabetize` option, lib/utils.mjs `getEntries`).
// Given locales or options, V8 builds a new ICU collator for every call, about 30 times the cost of the
// comparison itself: on GitHub's description that sort was a fifth of the worker's time. ECMA-402 defines
// `localeCompare(that, locales, options)` as comparing with `new Intl.Collator(locales, options)`, so a
// collator made once for the same locales and options gives the same order (test/client/locale-compare.test.ts).
const original = String.prototype.localeCompare;
const collators = new Map();
// The last locales and options asked for, and their comparison: the sort of one object asks with the same
// ones for each pair of keys (a new but equal options object each time), so most calls stop here.
let last = { locales: undefined, options: undefined, keys: [], compare: undefined };

/** Whether `options` has the same own enumerable keys and values as the last options (`keys` are theirs). */
function sameOptions(options, keys) {
  if (options === undefined || last.options === undefined) return options === last.options;
  const own = Object.keys(options);
  if (own.length !== keys.length) return false;
  for (const key of keys) if (options[key] !== last.options[key]) return false;
  return true;
}

/** The comparison `localeCompare` makes for these locales and options, made once; undefined when they cannot be cached. */
function comparison(locales, options) {
  if (locales === last.locales && last.compare && sameOptions(options, last.keys)) return last.compare;
  if (typeof locales !== 'string' || (options !== undefined && (options === null || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype)))
    return undefined;
  const entries = options === undefined ? [] : Object.entries(options);
  if (entries.some(([, v]) => v !== undefined && typeof v !== 'string' && typeof v !== 'boolean' && typeof v !== 'number')) return undefined;
  const key = `${locales}\u0000${JSON.stringify(entries)}`;
  let compare = collators.get(key);
  if (!compare) {
    compare = new Intl.Collator(locales, options).compare;
    collators.set(key, compare);
  }
  last = { locales, options: options && Object.fromEntries(entries), keys: entries.map(([k]) => k), compare };
  return compare;
}

/**
 * Replaces `String.prototype.localeCompare` in this thread by the cached form (calls without locales and options
 * go to the original); returns what puts the original back.
 */
export function installCachedLocaleCompare() {
  const descriptor = Object.getOwnPropertyDescriptor(String.prototype, 'localeCompare');
  const restore = () => Object.defineProperty(String.prototype, 'localeCompare', descriptor);
  if (String.prototype.localeCompare !== original) return restore;
  Object.defineProperty(String.prototype, 'localeCompare', {
    ...Object.getOwnPropertyDescriptor(String.prototype, 'localeCompare'),
    value: {
      localeCompare(that, locales = undefined, options = undefined) {
        const compare = this === null || this === undefined || (locales === undefined && options === undefined) ? undefined : comparison(locales, options);
        return compare ? compare(String(this), String(that)) : original.call(this, that, locales, options);
      },
    }.localeCompare,
  });
  return restore;
}
