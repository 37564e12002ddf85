/**
 * Streamed answers and what OpenAPI 3.2 adds: an answer that becomes (or stops being) a stream, event types
 * of a Server-Sent Events stream removed or added, a discriminator's `defaultMapping`, `$self`, and a tag's
 * place in the tag tree (`parent`, `kind`, `summary`). Changes inside each item (`itemSchema`, or the 3.1
 * `schema` of a stream's media type) are the schema rules' (walk.ts pairs `itemSchema` like `schema`); the
 * `query` method and `additionalOperations` are operations like any other (model.ts), and the
 * `deviceAuthorization` flow's URL is part of `security-scheme-changed`.
 */
import { canonical, show, type Doc, type Json } from '../model.js';
import { rule } from '../rule.js';

/** The media types whose body is a sequence of items (OpenAPI 3.2.0 section 4.14.4). */
const STREAM = /^(text\/event-stream|application\/(jsonl|x-ndjson|json-seq|x-jsonlines))(;|$)/i;

/** The stream media type of a response (or one with `itemSchema`), if its answer is a stream. */
function streamType(doc: Doc, response: Json | undefined): string | undefined {
  const content = (doc.deref(response)?.content ?? {}) as Json;
  return Object.keys(content).find((type) => STREAM.test(type) || (content[type] && typeof content[type] === 'object' && 'itemSchema' in content[type]));
}

function hasContent(doc: Doc, response: Json | undefined): boolean {
  return Object.keys((doc.deref(response)?.content ?? {}) as Json).length > 0;
}

/** The event names (`event: { const }`) a Server-Sent Events item schema lists, itself or in its `oneOf`/`anyOf`. */
function eventNames(doc: Doc, response: Json | undefined): Set<string> {
  const type = streamType(doc, response);
  const names = new Set<string>();
  if (!type || !/^text\/event-stream/i.test(type)) return names;
  const media = (doc.deref(response)?.content as Json)[type] as Json;
  const schema = doc.deref(media.itemSchema ?? media.schema);
  for (const member of [schema, ...((schema?.oneOf ?? schema?.anyOf ?? []) as unknown[])]) {
    const event = doc.deref(doc.deref(member)?.properties?.event);
    if (typeof event?.const === 'string') names.add(event.const);
    else if (Array.isArray(event?.enum)) for (const v of event.enum) if (typeof v === 'string') names.add(v);
  }
  return names;
}

const success = (status: string) => /^2/.test(status);

/** The tags' place in the tag tree (3.2), by name. */
function tagTree(root: Json): Map<string, string> {
  const tags = Array.isArray(root.tags) ? (root.tags as Json[]) : [];
  return new Map(tags.filter((t) => t && typeof t.name === 'string').map((t) => [t.name as string, canonical({ parent: t.parent, kind: t.kind, summary: t.summary })]));
}

export const streamRules = [
  rule({
    id: 'answer-became-stream',
    category: 'responses',
    description: 'A success answer read whole became a stream (Server-Sent Events, JSON Lines, json-seq): clients reading one body break.',
    client: 'breaking',
    server: 'breaking',
    semver: 'major',
    visit: {
      response: ({ base, head, a, b, at, status }, report) => {
        if (a && b && success(status) && hasContent(base, a) && !streamType(base, a) && streamType(head, b)) report(at, `now a stream (${streamType(head, b)})`);
      },
    },
  }),
  rule({
    id: 'stream-became-answer',
    category: 'responses',
    description: 'A streamed success answer became one body read whole: clients iterating the stream break.',
    client: 'breaking',
    server: 'breaking',
    semver: 'major',
    visit: {
      response: ({ base, head, a, b, at, status }, report) => {
        if (a && b && success(status) && streamType(base, a) && hasContent(head, b) && !streamType(head, b)) report(at, `no longer a stream (was ${streamType(base, a)})`);
      },
    },
  }),
  rule({
    id: 'stream-event-removed',
    category: 'responses',
    description: "An event type of a Server-Sent Events answer is gone: clients' code for it (a member of the typed union) no longer compiles.",
    client: 'breaking',
    server: 'non-breaking',
    semver: 'major',
    visit: {
      response: ({ base, head, a, b, at, status }, report) => {
        if (!a || !b || !success(status)) return;
        const after = eventNames(head, b);
        if (!streamType(head, b)) return; // the stream itself is gone: stream-became-answer
        for (const name of [...eventNames(base, a)].filter((n) => !after.has(n)).sort()) report(`${at} event ${name}`, 'removed');
      },
    },
  }),
  rule({
    id: 'stream-event-added',
    category: 'responses',
    description: 'A Server-Sent Events answer has a new event type: clients that handle every event by name may meet one they do not know.',
    client: 'potentially-breaking',
    server: 'non-breaking',
    semver: 'minor',
    visit: {
      response: ({ base, head, a, b, at, status }, report) => {
        if (!a || !b || !success(status) || !streamType(base, a)) return;
        const before = eventNames(base, a);
        if (!before.size) return; // any event name was allowed before
        for (const name of [...eventNames(head, b)].filter((n) => !before.has(n)).sort()) report(`${at} event ${name}`, 'added');
      },
    },
  }),
  rule({
    id: 'discriminator-default-mapping-changed',
    category: 'schemas',
    description: "A discriminator's `defaultMapping` (OpenAPI 3.2) changed: a value the mapping does not name is now read as another schema.",
    client: 'potentially-breaking',
    server: 'potentially-breaking',
    semver: 'minor',
    visit: {
      schema: ({ a, b, at }, report) => {
        const [x, y] = [a.discriminator?.defaultMapping, b.discriminator?.defaultMapping];
        if (canonical(x) !== canonical(y)) report(at, `discriminator.defaultMapping ${show(x)} -> ${show(y)}`);
      },
    },
  }),
  rule({
    id: 'self-changed',
    category: 'documentation',
    description: "The document's `$self` (OpenAPI 3.2: its own URI, the base of its relative references) changed.",
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'patch',
    visit: {
      document: ({ base, head }, report) =>
        void (canonical(base.root.$self) !== canonical(head.root.$self) && report('$self', `${show(base.root.$self)} -> ${show(head.root.$self)}`)),
    },
  }),
  rule({
    id: 'tag-tree-changed',
    category: 'documentation',
    description: "A tag's place in the tag tree changed (OpenAPI 3.2's `parent`, `kind` or `summary`): navigation only.",
    client: 'non-breaking',
    server: 'non-breaking',
    semver: 'patch',
    visit: {
      document: ({ base, head }, report) => {
        const [x, y] = [tagTree(base.root), tagTree(head.root)];
        for (const [name, shape] of [...x].sort(([p], [q]) => p.localeCompare(q))) if (y.has(name) && y.get(name) !== shape) report(`tag ${name}`, `${shape} -> ${y.get(name)}`);
      },
    },
  }),
];
