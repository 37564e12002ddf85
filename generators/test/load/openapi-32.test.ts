/**
 * OpenAPI 3.2 (src/load/downgrade.ts): the streams-32 fixture holds every 3.2 feature the toolchain reads.
 * Each is generated (itemSchema, dataValue, a tag's summary) or read past with a warning at its authored line
 * that names it; strict reading refuses what would be read past.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { formatDiagnostic, loadIR, SpecError } from '../../src/load/index.js';
import { typesDocument } from '../../src/emitters/openapi-types.js';
import { fixtureConfig, fixturesDir, loadFixture } from '../fixtures/config.js';

const spec = path.join(fixturesDir, 'streams-32/openapi.yaml');
const shown = path.relative(process.cwd(), spec);

test('every 3.2 feature read past has a located warning naming it', async () => {
  const { warnings } = await loadFixture('streams-32');
  expect(warnings.map(formatDiagnostic)).toEqual([
    `${shown}:2:1  \`$self\` is read past: references resolve against the file the document was read from. (openapi-3.2)`,
    `${shown}:15:5  A Tag's \`kind\` is read past: resources follow each operation's first tag, ungrouped. (openapi-3.2)`,
    `${shown}:17:5  A Tag's \`parent\` is read past: resources follow each operation's first tag, ungrouped. (openapi-3.2)`,
    `${shown}:18:5  A Tag's \`kind\` is read past: resources follow each operation's first tag, ungrouped. (openapi-3.2)`,
    `${shown}:46:5  The \`query\` method is read past: no client method, stub or sample is generated for it. (openapi-3.2)`,
    `${shown}:60:5  \`additionalOperations\` (LINK) are read past: no client method, stub or sample is generated for them. (openapi-3.2)`,
    `${shown}:74:11  The \`in: querystring\` parameter \`filter\` is read past: its query string is not sent by the client nor read by the stubs. (openapi-3.2)`,
    `${shown}:106:9  The \`deviceAuthorization\` OAuth flow is read past: the client takes the token it obtains as an access token (no device flow is generated). (openapi-3.2)`,
    `${shown}:137:9  \`discriminator.defaultMapping\` is read past: the types are the union of the \`oneOf\`/\`anyOf\` members, the default among them. (openapi-3.2)`,
  ]);
});

test('itemSchema types the items of an event stream and of JSON Lines; dataValue is the example; a tag summary names the tag', async () => {
  const { ir } = await loadFixture('streams-32');
  const byId = Object.fromEntries(ir.operations.map((op) => [op.id, op]));
  expect(Object.keys(byId).sort()).toEqual(['getShape', 'listExport', 'watchTicks']);
  const ticks = byId.watchTicks!.responses[0]!.stream!;
  expect(ticks).toMatchObject({ format: 'sse', data: 'json', events: ['note', 'tick'], textEvents: ['note'] });
  const exported = byId.listExport!.responses[0]!;
  expect(exported.stream).toMatchObject({ format: 'jsonl', itemSchema: { $ref: '#/components/schemas/Tick' } });
  expect(exported.examples).toEqual([{ name: 'two', summary: 'Two ticks', value: { symbol: 'ACME', price: 1.5 } }]);
  expect((ir.document.tags as Record<string, unknown>[])[0]).toMatchObject({ name: 'ticks', 'x-displayName': 'Ticks' });
  expect(ir.document.openapi).toBe('3.1.1');
  // openapi-typescript is given each stream's item, the event's data parsed by its contentSchema.
  const typed = typesDocument(ir) as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>> };
  const schema = typed.paths['/ticks']!.get!.responses['200']!.content['text/event-stream']!.schema as { oneOf: { properties: { data: unknown } }[] };
  expect(schema.oneOf.map((m) => m.properties.data)).toEqual([{ $ref: '#/components/schemas/Tick' }, { type: 'string' }]);
  expect(ir.document).not.toBe(typed);
});

test('strict reading refuses what 3.2 reading would read past', async () => {
  const refused = await loadIR(spec, { config: fixtureConfig, strict: true }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(SpecError);
  expect((refused as SpecError).diagnostics.map((d) => d.line)).toEqual([2, 15, 17, 18, 46, 60, 74, 106, 137]);
});

/** A 3.2 document of one streamed GET, written to a folder of its own; `extra` adds top-level members. */
async function loadSmall(name: string, content: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-openapi-32-'));
  try {
    const file = path.join(dir, `${name}.json`);
    const doc = {
      openapi: '3.2.0',
      info: { title: name, version: '1.0.0' },
      paths: { '/ticks': { get: { operationId: 'watchTicks', responses: { '200': { description: 'ok', content } } } } },
      ...extra,
    };
    writeFileSync(file, JSON.stringify(doc, null, 2));
    return await loadIR(file, { config: fixtureConfig });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a deviceAuthorization flow with scopes is read past with its warning, not refused by the linter', async () => {
  const flows = {
    deviceAuthorization: { deviceAuthorizationUrl: 'https://auth.example.com/device', tokenUrl: 'https://auth.example.com/token', scopes: { read: 'Read', write: 'Write' } },
  };
  const { ir, warnings } = await loadSmall(
    'device',
    { 'application/json': { schema: { type: 'object' } } },
    { components: { securitySchemes: { device: { type: 'oauth2', flows } } }, security: [{ device: ['read'] }] },
  );
  expect(ir.operations.map((op) => op.id)).toEqual(['watchTicks']);
  expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^The `deviceAuthorization` OAuth flow is read past/)]);
  expect(warnings[0]!.line).toBeGreaterThan(1);
});

test('a content that names a reusable media type (components.mediaTypes) is read as the media type it is used as', async () => {
  const Tick = { type: 'object', required: ['price'], properties: { price: { type: 'number' } } };
  const events = {
    itemSchema: {
      type: 'object',
      required: ['data'],
      properties: { event: { type: 'string' }, data: { type: 'string', contentMediaType: 'application/json', contentSchema: Tick } },
    },
  };
  const { ir, warnings } = await loadSmall(
    'media-ref',
    { 'text/event-stream': { $ref: '#/components/mediaTypes/TickEvents' } },
    { components: { mediaTypes: { TickEvents: { $ref: '#/components/mediaTypes/Events' }, Events: events } } },
  );
  expect(warnings.map(formatDiagnostic)).toEqual([]);
  const stream = ir.operations[0]!.responses[0]!.stream!;
  expect(stream).toMatchObject({ format: 'sse', data: 'json' });
  expect(JSON.stringify(stream)).toContain('"price"');
  expect(ir.document.components).not.toHaveProperty('mediaTypes');
});

test.each([
  ['an array', { type: 'array', items: { type: 'integer' } }],
  ['an object', { type: 'object', properties: { n: { type: 'integer' } } }],
  ['a $ref', { $ref: '#/components/schemas/Tick' }],
])('an SSE event object whose data is %s (no contentSchema) has that data parsed as JSON', async (_kind, data) => {
  const schema = { type: 'object', required: ['data'], properties: { event: { type: 'string' }, id: { type: 'string' }, data } };
  const components = { schemas: { Tick: { type: 'object', properties: { n: { type: 'integer' } } } } };
  const { ir } = await loadSmall('event-data', { 'text/event-stream': { itemSchema: schema } }, { components });
  const stream = ir.operations[0]!.responses[0]!.stream!;
  expect(stream).toMatchObject({ format: 'sse', data: 'json' });
  // A data described as text stays text.
  const text = await loadSmall('event-text', { 'text/event-stream': { itemSchema: { ...schema, properties: { ...schema.properties, data: { type: 'string' } } } } });
  expect(text.ir.operations[0]!.responses[0]!.stream).toMatchObject({ format: 'sse', data: 'text' });
});

test('itemSchema of multipart/mixed is read past with a located warning: a multipart body is read whole, never typed as one part', async () => {
  const part = { type: 'object', properties: { n: { type: 'integer' } } };
  const { ir, warnings } = await loadSmall('multipart', { 'multipart/mixed': { itemSchema: part } });
  expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^`itemSchema` of `multipart\/mixed` is read past: a multipart body is read whole/)]);
  expect(warnings[0]!.line).toBeGreaterThan(1);
  const response = ir.operations[0]!.responses[0]!;
  expect(response.stream).toBeUndefined();
  expect(JSON.stringify(ir.document.paths)).not.toContain('"n"');
});

/** A 3.2 document of the given paths and components, loaded (its warnings as `line: message`). */
async function loadDoc(name: string, doc: Record<string, unknown>, openapi = '3.2.0') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-openapi-32-'));
  try {
    const file = path.join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify({ openapi, info: { title: name, version: '1.0.0' }, ...doc }, null, 2));
    const loaded = await loadIR(file, { config: fixtureConfig });
    return { ...loaded, said: loaded.warnings.map((w) => w.message) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const querystring = { name: 'where', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } };
const noContent = { '204': { description: 'ok' } };

test('an in: querystring parameter written as a $ref, or in a callback kept as a component, is read past with its warning', async () => {
  const { ir, said } = await loadDoc('querystring-ref', {
    paths: {
      '/items': { get: { operationId: 'listItems', parameters: [{ $ref: '#/components/parameters/Where' }], responses: noContent } },
      '/subscribe': { post: { operationId: 'subscribe', callbacks: { onEvent: { $ref: '#/components/callbacks/OnEvent' } }, responses: noContent } },
    },
    components: {
      parameters: { Where: querystring },
      callbacks: { OnEvent: { '{$request.body#/url}': { post: { parameters: [querystring], responses: noContent }, query: { responses: noContent } } } },
    },
  });
  expect([...said].sort()).toEqual([
    expect.stringMatching(/^The `in: querystring` parameter `where` is read past/),
    expect.stringMatching(/^The `in: querystring` parameter `where` is read past/),
    expect.stringMatching(/^The `query` method is read past/),
  ]);
  expect(ir.operations.find((op) => op.id === 'listItems')!.parameters).toMatchObject({ path: [], query: [], header: [], cookie: [] });
});

test('a callback kept as a component is typed (3.1 too): the types document holds it as a webhook of its own', async () => {
  const body = { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } };
  const { ir } = await loadDoc(
    'callback-ref',
    {
      paths: { '/subscribe': { post: { operationId: 'subscribe', callbacks: { onEvent: { $ref: '#/components/callbacks/OnEvent' } }, responses: noContent } } },
      components: { callbacks: { OnEvent: { '{$request.body#/url}': { post: { operationId: 'onEventPost', requestBody: body, responses: noContent } } } } },
    },
    '3.1.0',
  );
  const callback = ir.webhooks.find((w) => w.kind === 'callback')!;
  const webhooks = typesDocument(ir).webhooks as Record<string, Record<string, { requestBody?: unknown; operationId?: unknown }>>;
  expect(webhooks[callback.typesKey]!.post).toEqual({ requestBody: body, responses: noContent });
});

test('itemSchema of a sequential request body is read past (the body is sent as given), and dataValue beside value is named', async () => {
  const { ir, said } = await loadDoc('request-items', {
    paths: {
      '/import': {
        post: {
          operationId: 'importItems',
          requestBody: { content: { 'application/jsonl': { itemSchema: { type: 'object', properties: { n: { type: 'integer' } } } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, examples: { e: { value: { a: 1 }, dataValue: { a: 2 } } } } } } },
        },
      },
    },
  });
  expect(said).toEqual([
    expect.stringMatching(/^`itemSchema` of a `application\/jsonl` request body is read past: the body is sent as given/),
    expect.stringMatching(/^An example with both `value` and `dataValue` is read by its `value`/),
  ]);
  expect(ir.operations[0]!.requestBody!.schema).toEqual({});
  expect(ir.operations[0]!.responses[0]!.examples).toEqual([expect.objectContaining({ value: { a: 1 } })]);
});
