/**
 * The server stubs send text and bytes as the spec documents them: the media type of the response is set,
 * the bytes arrive unchanged, and the generated client reads them back (string, Blob) over a real socket.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emitFixture, serveFixture, type EmittedFixture } from './emit-fixture.js';

const PDF = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0xfe, 0x80, 0x0a]);
let fixture: EmittedFixture;
let baseUrl: string;
let close: () => Promise<unknown>;
let client: any;

beforeAll(async () => {
  fixture = await emitFixture('media-responses');
  ({ baseUrl, close } = await serveFixture(fixture, {
    getReportCsv: () => ({ status: 200, body: 'a,b\n1,2\n' }),
    getDocumentPdf: () => ({ status: 200, body: PDF }),
    deleteDocument: () => ({ status: 204, body: undefined }),
  }));
  const { CustomerMessagingClient } = await import(fixture.file('client/src/generated/client.gen.ts'));
  client = new CustomerMessagingClient({ baseUrl, accessToken: 'unused', maxRetries: 0 });
});

afterAll(async () => {
  await close?.();
  await fixture?.remove();
});

test.each([
  ['/reports/r1.csv', 'text/csv', Buffer.from('a,b\n1,2\n')],
  ['/documents/d1/pdf', 'application/pdf', PDF],
])("GET %s answers %s with the handler's bytes", async (path, media, bytes) => {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain(media);
  expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
});

test('the generated client reads them back: a string, a Blob with the same bytes, undefined for 204', async () => {
  await expect(client.reports.getReportCsv('r1')).resolves.toBe('a,b\n1,2\n');
  const blob: Blob = await client.documents.getDocumentPdf('d1');
  expect(Buffer.from(await blob.arrayBuffer())).toEqual(PDF);
  await expect(client.documents.deleteDocument('d1')).resolves.toBeUndefined();
});
