// The worker behind openapi-types.ts: the bundled document (as JSON text) -> openapi-typescript's printed
// types. Plain JavaScript so it starts without a TypeScript loader in any host (the CLI under tsx, vitest).
//
// It calls openapi-typescript's exported transform directly instead of `openapiTS()`: that entry point first
// lints and bundles the document again with Redocly (its own 1.x copy), which on GitHub's description is two
// thirds of its time, and our loader has done both already (structure lint, every $ref resolved, bundled).
// The context (./openapi-types-context.mjs) is the one `openapiTS()` builds (openapi-typescript 7.13, dist/index.mjs), with its
// defaults, so the output is the same text.
import { parentPort } from 'node:worker_threads';
// The modules are imported one by one rather than through the package's index: the index also loads the
// Redocly 1.x that `openapiTS()` lints and bundles with (unused here), which was half the worker's start-up.
import transformSchema from 'openapi-typescript/dist/transform/index.mjs';
import { scanDiscriminators } from 'openapi-typescript/dist/lib/utils.mjs';
import { astToString } from 'openapi-typescript/dist/lib/ts.mjs';
import { entryOf, fingerprints, splice } from '../incremental/openapi-types-pieces.mjs';
import { printTypes, printsInParts } from './openapi-types-print.mjs';
import { context, options } from './openapi-types-context.mjs';
import { installCachedLocaleCompare } from './locale-compare.mjs';

// openapi-typescript sorts every object's keys with a `localeCompare` that builds a collator per call (./locale-compare.mjs).
installCachedLocaleCompare();

// The worker is started before the document is ready (its imports then overlap with the loader's work), and
// gets documents as messages, one at a time (`npm run dev` sends one per save); it answers each with its types.
// A message is the document's JSON, answered with the text; or, when the run keeps an incremental store,
// `{ json, stored, record }`, answered with `{ text, entry?, note }` (../incremental/openapi-types.ts).
// The JSON text is let go once parsed (taken off the list the listener holds), not held while the types are
// printed: 7 MB on GitHub's description. Only a splice of stored pieces keeps it, for a fresh copy.
parentPort.on('message', (...received) => parentPort.postMessage(typeof received[0] === 'string' ? print(JSON.parse(received.pop())) : printInPieces(received.pop())));

function print(schema) {
  inlineDeepRefs(schema);
  return printWhole(schema, context(schema, scanDiscriminators(schema, options)));
}

/** `astToString(transformSchema(schema, ctx))`, printed a path item (or a component) at a time where the options allow (./openapi-types-print.mjs). */
function printWhole(schema, ctx) {
  return printsInParts(ctx) ? printTypes(schema, ctx) : astToString(transformSchema(schema, ctx));
}

/** The text, from the stored pieces where the path items allow (../incremental/openapi-types-pieces.mjs), and the pieces to store. */
function printInPieces(message) {
  const { stored, record } = message;
  const schema = JSON.parse(message.json);
  const json = stored ? message.json : undefined;
  message.json = undefined;
  inlineDeepRefs(schema);
  const discriminators = scanDiscriminators(schema, options);
  // Hashed before anything is printed: openapi-typescript annotates what it walks.
  const prints = fingerprints(schema, discriminators);
  let note = '';
  let whole = schema;
  if (stored) {
    const item = (route) => astToString(transformSchema({ paths: { [route]: schema.paths[route] } }, context(schema, structuredClone(discriminators))));
    const spliced = splice(stored, prints, item);
    if (spliced.text !== undefined)
      return { text: spliced.text, note: `${spliced.changed} of ${prints.routes.length} path items printed afresh`, ...(record ? entryOf(spliced.text, prints) : {}) };
    note = `${spliced.why}; printed whole`;
    // A fresh copy: the attempt may have annotated the path items it printed.
    whole = JSON.parse(json);
    inlineDeepRefs(whole);
  }
  const text = printWhole(whole, context(whole, whole === schema ? discriminators : scanDiscriminators(whole, options)));
  const recorded = record ? entryOf(text, prints) : {};
  return { text, note: [note, recorded.why].filter(Boolean).join('; '), ...(recorded.entry ? { entry: recorded.entry } : {}) };
}

// A `$ref` into a place other than a component itself (`#/components/schemas/Office/properties/rooms/items`,
// `#/paths/~1a/get/responses/200/content/application~1json/schema`) is legal JSON Pointer (OpenAPI 3.1
// section 4.8.23), but openapi-typescript 7 prints it as an indexed access through every key of the pointer,
// and `["items"]` or `["schema"]` is no property of the type it indexes (TS2339). Such a reference is
// replaced by a copy of what it points at (the same schema, so the same type), its siblings kept. A
// reference met again while its own copy is being settled (a recursive schema kept in a component's
// `definitions`, as codat's `Report/definitions/reportComponent`) cannot be copied to an end: its target is
// given to openapi-typescript as a component of its own, keyed by the pointer itself (a key holding `/`,
// which no component's name may: OpenAPI 3.1 section 4.8.7.1), and the reference points there.
const COMPONENT = /^#\/components\/[^/]+\/[^/]+$/;
const escapeKey = (key) => key.replace(/%/g, '%25').replace(/~/g, '~0').replace(/\//g, '~1');

function inlineDeepRefs(document) {
  const resolve = (ref) => {
    let node = document;
    for (const key of ref.slice(2).split('/')) {
      const name = decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~');
      if (node === null || typeof node !== 'object' || !(name in node)) return undefined;
      node = node[name];
    }
    return node;
  };
  // The references hoisted as components of their own, each to the `$ref` that now points at it.
  const hoisted = new Map();
  const hoist = (ref, target) => {
    let to = hoisted.get(ref);
    if (to === undefined) {
      const key = ref.slice(2);
      to = `#/components/schemas/${escapeKey(key)}`;
      hoisted.set(ref, to);
      const copy = structuredClone(target);
      walk(copy, new Set([ref]));
      document.components ??= {};
      document.components.schemas ??= {};
      document.components.schemas[key] = copy;
    }
    return to;
  };
  const settle = (value, settling) => {
    if (value === null || typeof value !== 'object') return value;
    const ref = Array.isArray(value) ? undefined : value.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !COMPONENT.test(ref) && settling.has(ref)) {
      const target = resolve(ref);
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) return { ...value, $ref: hoist(ref, target) };
    }
    if (typeof ref === 'string' && ref.startsWith('#/') && !COMPONENT.test(ref) && !settling.has(ref)) {
      const target = resolve(ref);
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
        const { $ref: _, ...siblings } = value;
        const copy = { ...structuredClone(target), ...siblings };
        walk(copy, new Set([...settling, ref]));
        return copy;
      }
    }
    walk(value, settling);
    return value;
  };
  const walk = (node, settling) => {
    if (Array.isArray(node)) for (let i = 0; i < node.length; i++) node[i] = settle(node[i], settling);
    else for (const key of Object.keys(node)) node[key] = settle(node[key], settling);
  };
  walk(document, new Set());
}
