/**
 * Resources inferred from fixture specs, one per inference shape (flat, nested, composite ids; cursor, page
 * and plain-array lists; no resources; ambiguous ones with located warnings), read as the mock reads them:
 * Prism's operations of the document.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockApi, mockOperations } from '../src/generated/operations.gen.js';
import { locator } from '../src/core/stateful/locate.js';
import type { SpecOperation } from '../src/core/stateful/operations.js';
import { inferResources, type Inference } from '../src/core/stateful/resources.js';
import { DEFAULT_SPEC } from '../src/core/serve.js';

const require = createRequire(import.meta.url);
const prismHttp = require('@stoplight/prism-http') as { getHttpOperationsFromSpec(spec: string): Promise<SpecOperation[]> };
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures/stateful', name);

async function infer(file: string, table = false): Promise<Inference> {
  return inferResources(await prismHttp.getHttpOperationsFromSpec(file), table ? { table: { api: mockApi, operations: mockOperations } } : {});
}

const summary = (inference: Inference) =>
  inference.resources.map((r) => ({
    name: r.name,
    collection: r.collection,
    item: r.item,
    id: r.idFields,
    verbs: Object.keys(r.ops).sort(),
    list: r.list?.kind,
    items: r.list?.items,
    parent: r.parent?.name,
  }));

describe('resources inferred from a spec', () => {
  it.each([
    [
      'flat and nested, cursor list and plain array (library.yaml)',
      {
        file: 'library.yaml',
        want: [
          {
            name: 'books',
            collection: '/books',
            item: '/books/{bookId}',
            id: ['id'],
            verbs: ['create', 'list', 'read', 'remove', 'replace', 'update'],
            list: 'cursor',
            items: ['data'],
            parent: undefined,
          },
          {
            name: 'books.loans',
            collection: '/books/{bookId}/loans',
            item: '/books/{bookId}/loans/{loanId}',
            id: ['id'],
            verbs: ['create', 'list', 'read'],
            list: 'all',
            items: null,
            parent: 'books',
          },
        ],
      },
    ],
    [
      'page list with a Link header, id field named like the parameter, wrapped answers (widgets-page.yaml)',
      {
        file: 'widgets-page.yaml',
        want: [
          {
            name: 'widgets',
            collection: '/widgets',
            item: '/widgets/{widget_id}',
            id: ['widget_id'],
            verbs: ['create', 'list', 'read', 'remove'],
            list: 'page',
            items: ['items'],
            parent: undefined,
          },
        ],
      },
    ],
    [
      'composite ids (stock-composite.yaml)',
      {
        file: 'stock-composite.yaml',
        want: [
          {
            name: 'stock',
            collection: '/stock',
            item: '/stock/{warehouse}/{sku}',
            id: ['warehouse', 'sku'],
            verbs: ['create', 'list', 'read', 'replace'],
            list: 'all',
            items: null,
            parent: undefined,
          },
        ],
      },
    ],
    ['no resources at all (no-resources.yaml)', { file: 'no-resources.yaml', want: [] }],
  ])('%s', async (_name, { file, want }) => {
    const inference = await infer(fixture(file));
    expect(summary(inference)).toEqual(want);
    expect(inference.warnings).toEqual([]);
  });

  it('reads the page style of a widgets list: page number, its size, the total, a Link header', async () => {
    const [widgets] = (await infer(fixture('widgets-page.yaml'))).resources;
    expect(widgets!.list).toMatchObject({
      kind: 'page',
      pageParam: 'page',
      limitParam: 'per_page',
      defaultLimit: 2,
      firstPage: 1,
      page: ['page'],
      total: ['total'],
      linkHeader: true,
    });
    expect(widgets!.answerAt).toEqual({ create: ['data'], read: ['data'] });
  });

  it('warns, located, where it cannot tell, and the x-resource extension settles it', async () => {
    const file = fixture('ambiguous.yaml');
    const inference = await infer(file);
    // /tags: the extension names the id field; /notes: nothing names it; /pins: a malformed extension.
    expect(summary(inference).map((r) => [r.name, r.id])).toEqual([['tags', ['label']]]);
    const locate = locator(file);
    const lines = inference.warnings.map((w) => `${locate(w.pointer)}  ${w.message}`);
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.includes('/notes/{noteKey}'))).toMatch(/ambiguous\.yaml:11:5 {2}\/notes\/\{noteKey\} looks like a resource/);
    expect(lines.find((l) => l.includes('identifier'))).toMatch(
      /ambiguous\.yaml:32:7 {2}x-resource has identifier: "pin"; expected false or \{ name\?: string, id\?: string \| string\[\], collection\?: string \}\./,
    );
  });

  it("uses the generator's settled pagination on the project's own spec", async () => {
    const inference = await infer(DEFAULT_SPEC, true);
    const records = inference.resources.find((r) => r.collection === '/objects/{object_id}/records');
    expect(records?.list).toMatchObject({ kind: 'cursor', cursorParam: 'cursor', items: ['data'], nextCursor: ['meta', 'next_cursor'], hasMore: ['meta', 'has_more'] });
    // The delete answers { id, object, deleted }, not the record.
    expect(records?.answerAt.remove).toBeUndefined();
  });
});
