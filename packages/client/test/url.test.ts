/**
 * The client's own URL writer for parameters in their location's default style (url.ts) writes what
 * openapi-fetch's serialisers write for those styles (simple path parameters, form-exploded query), for any values; an
 * operation with other styles carries openapi-fetch's writer instead (styled-url.ts).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { plainUrl } from '../../client-runtime/src/url.js';
import { styledUrl } from '../../client-runtime/src/styled-url.js';
import type { OperationMeta } from '../../client-runtime/src/operation.js';

const text = fc.string({ unit: 'grapheme', maxLength: 8 });
const scalar = fc.oneof(text, fc.integer(), fc.boolean());
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), scalar, { maxKeys: 3 }));
const name = fc.stringMatching(/^[a-z][a-z_]{0,6}$/);

// openapi-fetch's serialisers with every parameter in its default style: what generated calls wrote before
// url.ts (and what an operation with styled parameters still gets).
const reference = (template: string, path: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined) =>
  styledUrl('https://api.test/v2', { id: 'op', method: 'get', path: template } as unknown as OperationMeta, path, query);

describe('plainUrl', () => {
  test.prop([fc.dictionary(name, value, { maxKeys: 4 })], { numRuns: 300 })('the query is what openapi-fetch writes for form + explode', (query) => {
    expect(plainUrl('https://api.test/v2', '/items', undefined, query)).toBe(reference('/items', undefined, query));
  });

  test.prop([value, scalar], { numRuns: 300 })('path parameters are what openapi-fetch writes for simple', (id, other) => {
    expect(plainUrl('https://api.test/v2', '/items/{id}/notes/{note_id}', { id, note_id: other }, undefined)).toBe(
      reference('/items/{id}/notes/{note_id}', { id, note_id: other }, undefined),
    );
  });

  it('leaves out null and undefined values, and a template without a value stays as written', () => {
    expect(plainUrl('https://a.test', '/x/{id}', {}, { a: undefined, b: null, c: 0 })).toBe('https://a.test/x/{id}?c=0');
  });

  it('an operation with styled parameters is written by openapi-fetch (label path, pipe-delimited query)', () => {
    const op = {
      id: 'op',
      method: 'get',
      path: '/x/{id}',
      params: [
        { name: 'id', in: 'path', style: 'label', explode: false },
        { name: 'tags', in: 'query', style: 'pipeDelimited', explode: false },
      ],
    } as unknown as OperationMeta;
    expect(styledUrl('https://a.test', op, { id: ['a', 'b'] }, { tags: ['x', 'y'] })).toBe('https://a.test/x/.a,b?tags=x|y');
  });
});
