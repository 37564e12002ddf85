/**
 * Changelog entries in the API's words (diff/changelog.ts): each change under Breaking, Deprecated, Added or
 * Changed, naming operations by summary and method and path and fields by schema and path, with links when
 * the reader has pages for them; the diff's own words (locations, keywords, rule ids, x- extensions) never.
 */
import { describe, expect, it } from 'vitest';
import { changelogEntries, renderEntries } from '../../src/diff/changelog.js';
import { diffDocuments } from '../../src/diff/index.js';

const base = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1.0.0', description: 'Sells things.' },
  paths: {
    '/orders': {
      get: {
        operationId: 'listOrders',
        summary: 'List orders',
        tags: ['Orders'],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderList' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Order: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, note: { type: 'string' } } },
      OrderList: { type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Order' } } } },
    },
  },
};

function entries(edit: (doc: typeof base) => void) {
  const head = structuredClone(base);
  edit(head);
  return changelogEntries(diffDocuments(base, head), { base, head }, { operation: (op) => `ref#/${op.operationId}`, schema: (name) => `ref#/models/${name}` });
}

describe('changelogEntries', () => {
  it.each<[string, (doc: typeof base) => void, string, string]>([
    [
      'a new operation',
      (doc) =>
        void ((doc.paths as Record<string, unknown>)['/orders/{id}'] = {
          get: { operationId: 'getOrder', summary: 'Get an order', tags: ['Orders'], responses: { '200': { description: 'ok' } } },
        }),
      'Added',
      'New operation: [Get an order](ref#/getOrder) (`GET /orders/{id}`).',
    ],
    [
      'a new field',
      (doc) => void ((doc.components.schemas.Order.properties as Record<string, unknown>).total = { type: 'number' }),
      'Added',
      '[`Order`](ref#/models/Order): new field `total`.',
    ],
    [
      'a removed field',
      (doc) => void delete (doc.components.schemas.Order.properties as Record<string, unknown>).note,
      'Breaking',
      '[`Order`](ref#/models/Order): field `note` removed.',
    ],
    [
      'a deprecated operation',
      (doc) => void ((doc.paths['/orders'].get as Record<string, unknown>).deprecated = true),
      'Deprecated',
      '[List orders](ref#/listOrders) (`GET /orders`) is deprecated.',
    ],
    [
      'a new limit, in words',
      (doc) => void ((doc.components.schemas.OrderList.properties.data as Record<string, unknown>).maxItems = 100),
      'Changed',
      '[`OrderList`](ref#/models/OrderList), field `data`: now at most 100 items.',
    ],
    ['a description, gathered', (doc) => void (doc.info.description = 'Sells more things.'), 'Changed', 'Documentation improved for the introduction.'],
  ])('%s', (_name, edit, section, text) => {
    expect(entries(edit)).toContainEqual({ section, text });
  });

  it('leaves the toolchain’s extensions out, and renders sections in order', () => {
    const list = entries((doc) => {
      (doc.info as Record<string, unknown>)['x-inferred'] = 'a note';
      (doc.components.schemas.Order.properties as Record<string, unknown>).total = { type: 'number' };
      delete (doc.components.schemas.Order.properties as Record<string, unknown>).note;
    });
    const markdown = renderEntries(list);
    expect(markdown).not.toMatch(/x-inferred|schema Order|\(none\)|->/);
    expect(markdown.indexOf('### Breaking')).toBeLessThan(markdown.indexOf('### Added'));
  });
});
