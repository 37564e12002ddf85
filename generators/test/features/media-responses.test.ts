/**
 * Success answers that are not JSON: the fixture's generated client resolves text media types to a string,
 * binary ones to a Blob with the exact bytes (including bytes that are not UTF-8), an empty 204 to
 * undefined, and still turns a JSON error answer of a binary operation into an APIError.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emitFixture, type EmittedFixture } from './emit-fixture.js';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x80, 0x0a]);
let fixture: EmittedFixture;
let client: any;

const answers: Record<string, () => Response> = {
  'GET /v1/reports/r1.csv': () => new Response('a,b\n1,2\n', { headers: { 'content-type': 'text/csv' } }),
  'GET /v1/documents/d1/pdf': () => new Response(PDF, { headers: { 'content-type': 'application/pdf' } }),
  'GET /v1/documents/missing/pdf': () =>
    new Response(JSON.stringify({ error: { type: 'not_found', code: 'document_not_found', message: 'No document missing.' } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    }),
  'DELETE /v1/documents/d1': () => new Response(null, { status: 204 }),
};

beforeAll(async () => {
  fixture = await emitFixture('media-responses');
  const { CustomerMessagingClient } = await import(fixture.file('client/src/generated/client.gen.ts'));
  const fake: typeof fetch = async (input, init) => {
    const { pathname } = new URL(String(input));
    const answer = answers[`${init?.method ?? 'GET'} ${pathname}`];
    return answer ? answer() : new Response('not found', { status: 599 });
  };
  client = new CustomerMessagingClient({ baseUrl: 'http://127.0.0.1:1/v1', accessToken: 'unused', fetch: fake, maxRetries: 0 });
});

afterAll(() => fixture?.remove());

test('a text/csv answer resolves to its text', async () => {
  await expect(client.reports.getReportCsv('r1')).resolves.toBe('a,b\n1,2\n');
});

test('an application/pdf answer resolves to a Blob with the exact bytes and media type', async () => {
  const blob: Blob = await client.documents.getDocumentPdf('d1');
  expect(blob).toBeInstanceOf(Blob);
  expect(blob.type).toBe('application/pdf');
  expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PDF);
});

test('a JSON error of a binary operation is still an APIError with its code', async () => {
  await expect(client.documents.getDocumentPdf('missing')).rejects.toMatchObject({ status: 404, code: 'document_not_found' });
});

test('a 204 resolves to undefined', async () => {
  await expect(client.documents.deleteDocument('d1')).resolves.toBeUndefined();
});

test.each([
  ['getReportCsv', `responseType: 'text'`],
  ['getDocumentPdf', `responseType: 'blob'`],
])('the operation table tells the runtime how %s answers', (id, entry) => {
  const operations = fixture.files.get('client/src/generated/operations.gen.ts')!;
  const block = operations.slice(operations.indexOf(`export const ${id}: OperationMeta =`));
  expect(block.slice(0, block.indexOf('\n};'))).toContain(entry);
});

test('binary answers are typed Blob; deleteDocument resolves to void', () => {
  const types = fixture.files.get('client/src/generated/types.gen.ts')!;
  expect(types).toMatch(/export type DocumentsGetDocumentPdfResponse = Blob;/);
  expect(fixture.files.get('client/src/generated/resources.gen.ts')!).toMatch(/deleteDocument\([^)]*\): APIPromise<void>/);
});
