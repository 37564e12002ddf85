/**
 * `--stateful` over HTTP, as a user runs it: `startMock({ spec, stateful: true })` on a library spec (books,
 * and loans nested under a book), then multi-step flows: what is created can be read, listed, merged,
 * replaced and deleted; a nested collection is scoped by its parent; a refused request stores nothing;
 * `Prefer` and operations that are no resource answer as before; the admin endpoint resets. One mock for
 * the library, one for the project's own spec (its envelope and settled pagination).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from '../src/index.js';
import { deliverWebhook } from '../src/core/webhooks.js';

const spec = path.join(import.meta.dirname, 'fixtures/stateful/library.yaml');
let mock: RunningMock;

beforeAll(async () => {
  mock = await startMock({ spec, stateful: true });
});

afterAll(async () => {
  await mock?.stop();
});

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(`${mock.url}${url}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

describe('stateful mock of any spec', () => {
  it('reports what it inferred and seeded', () => {
    expect(mock.stateful).toEqual({ warnings: [], seeded: 1, resources: 2, store: 'memory' });
  });

  it('POST then GET answers the created book, not the example; writeOnly never comes back', async () => {
    const created = await call('POST', '/books', { title: 'Emma', author: 'Jane Austen', secret_note: 'gift' });
    expect(created.status).toBe(201);
    const book = created.body!;
    expect(book).toMatchObject({ title: 'Emma', author: 'Jane Austen' });
    expect(book.id).toMatch(/^bk_[0-9a-f]{8}$/);
    expect(book.id).not.toBe('bk_1a2b3c4d');
    expect(Date.parse(String(book.created_at))).not.toBeNaN();
    expect(book).not.toHaveProperty('secret_note');
    expect(created.headers.get('location')).toBe(`/books/${String(book.id)}`);
    expect((await call('GET', `/books/${String(book.id)}`)).body).toEqual(book);
  });

  it('PATCH merges, PUT replaces, DELETE removes and then the item answers the documented 404', async () => {
    const book = (await call('POST', '/books', { title: 'Persuasion', author: 'Jane Austen' })).body!;
    const at = `/books/${String(book.id)}`;
    expect((await call('PATCH', at, { title: 'Persuasion (1817)' })).body).toEqual({ ...book, title: 'Persuasion (1817)' });
    const replaced = (await call('PUT', at, { title: 'Sanditon' })).body!;
    expect(replaced).toEqual({ id: book.id, title: 'Sanditon', created_at: book.created_at });
    expect((await call('DELETE', at)).status).toBe(204);
    const gone = await call('GET', at);
    expect(gone.status).toBe(404);
    // The spec's NotFound shape: { code, message }, its example's code, the mock's message.
    expect(gone.body).toEqual({ code: 'not_found', message: `No record at ${at}.` });
    expect((await call('PATCH', at, { title: 'x' })).status).toBe(404);
  });

  it('scopes nested collections by their parent: a loan under one book is not listed under another', async () => {
    const first = (await call('POST', '/books', { title: 'A' })).body!;
    const second = (await call('POST', '/books', { title: 'B' })).body!;
    const loan = await call('POST', `/books/${String(first.id)}/loans`, { borrower: 'Ada' });
    expect(loan.status).toBe(201);
    expect((await call('GET', `/books/${String(first.id)}/loans`)).body).toEqual([loan.body]);
    expect((await call('GET', `/books/${String(second.id)}/loans`)).body).toEqual([]);
    expect((await call('GET', `/books/${String(second.id)}/loans/${String(loan.body!.id)}`)).status).toBe(404);
    const orphan = await call('POST', '/books/bk_nothere/loans', { borrower: 'Ada' });
    expect(orphan).toMatchObject({ status: 404, body: { code: 'not_found', message: 'No record at /books/bk_nothere.' } });
  });

  it('refuses a request that breaks the spec before any state changes', async () => {
    const before = (await call('GET', '/books?limit=100')).body!.data as unknown[];
    const refused = await call('POST', '/books', { title: '' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'bad_request', message: expect.stringMatching(/title/) });
    expect((await call('GET', '/books?limit=100')).body!.data).toEqual(before);
  });

  it('lists in the spec’s cursor style, and a cursor walks every record once', async () => {
    const seen: unknown[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = (await call('GET', `/books?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).body! as { data: { id: string }[]; next_cursor: string | null };
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((b) => b.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    const all = (await call('GET', '/books?limit=100')).body!.data as { id: string }[];
    expect(seen).toEqual(all.map((b) => b.id));
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect((await call('GET', '/books?cursor=bogus')).status).toBe(400);
  });

  it('leaves Prefer and operations that are no resource to Prism', async () => {
    expect((await call('GET', '/health')).body).toEqual({ status: 'ok' });
    const example = await call('POST', '/books', { title: 'x' }, { prefer: 'code=400' });
    expect(example).toMatchObject({ status: 400, body: { code: 'bad_request', message: 'The request is malformed.' } });
    const asked = await call('GET', '/books/bk_anything', undefined, { prefer: 'code=200' });
    expect(asked.body).toMatchObject({ id: 'bk_1a2b3c4d', title: 'Dune' });
  });

  it('webhooks on demand are reached beside the admin endpoints, and a bad request for one is named', async () => {
    // Not the admin endpoints' 404: the webhook route answers (this spec has no webhook of that name).
    const unknown = await call('POST', '/__mock/webhooks/anything', { url: 'http://127.0.0.1:9/hook' });
    expect(unknown).toMatchObject({ status: 404, body: { error: expect.stringMatching(/^No webhook or callback named "anything"/) } });
    const hooks = [{ name: 'bookCreated', payload: { type: 'book.created' } }] as unknown as Parameters<typeof deliverWebhook>[0];
    for (const maxAttempts of [1.5, '5', 0, 11]) {
      expect(await deliverWebhook(hooks, 'bookCreated', { url: 'http://127.0.0.1:9/hook', maxAttempts })).toEqual({
        status: 400,
        body: { error: `\`maxAttempts\` must be a whole number from 1 to 10; got ${JSON.stringify(maxAttempts)}.` },
      });
    }
  });

  it('POST /__mock/reset clears the state and seeds the examples again', async () => {
    const reset = await call('POST', '/__mock/reset');
    expect(reset).toMatchObject({ status: 200, body: { reset: true, seeded: 1, store: 'memory' } });
    expect(((await call('GET', '/books')).body!.data as { id: string }[]).map((b) => b.id)).toEqual(['bk_1a2b3c4d']);
    const resources = await call('GET', '/__mock/resources');
    expect((resources.body!.resources as { collection: string }[]).map((r) => r.collection)).toEqual(['/books', '/books/{bookId}/loans']);
  });
});

describe("stateful mock of the project's own spec", () => {
  let own: RunningMock;
  beforeAll(async () => {
    own = await startMock({ stateful: true });
  });
  afterAll(async () => {
    await own?.stop();
  });

  it('answers the seeded record, deletes it, then 404 in the API’s error envelope with the request id', async () => {
    const auth = { authorization: 'Bearer mock' };
    const at = `${own.url}/objects/obj_deals/records/rec_5c2e91`;
    expect(((await (await fetch(at, { headers: auth })).json()) as { id: string }).id).toBe('rec_5c2e91');
    const deleted = await fetch(at, { method: 'DELETE', headers: auth });
    expect(await deleted.json()).toEqual({ id: 'rec_5c2e91', object: 'customer_object_record', deleted: true });
    const gone = await fetch(at, { headers: { ...auth, 'x-request-id': 'req-own-1' } });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: { type: 'not_found_error', code: 'resource_not_found', message: 'No record at /objects/obj_deals/records/rec_5c2e91.', request_id: 'req-own-1' },
    });
    // No credential: Prism's 401, as without --stateful.
    expect((await fetch(at)).status).toBe(401);
  });
});

describe('bounds of the stateful mock', () => {
  let bounded: RunningMock;
  beforeAll(async () => {
    bounded = await startMock({ spec, stateful: true });
  });
  afterAll(async () => {
    await bounded?.stop();
  });

  it('refuses a body over 10 MiB with 413 before reading it whole, and goes on serving', async () => {
    const res = await fetch(`${bounded.url}/books`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"title":"${'x'.repeat(11 * 1024 * 1024)}"}` }).catch(
      (error: unknown) => error,
    );
    if (res instanceof Response) {
      expect(res.status).toBe(413);
      expect(JSON.stringify(await res.json())).toMatch(/over 10 MiB/);
    } else {
      // The mock may close the connection while the client is still sending: what it refused is then unread.
      expect(String((res as Error).message)).toMatch(/fetch failed|other side closed|EPIPE|ECONNRESET/);
    }
    expect((await fetch(`${bounded.url}/books`)).status).toBe(200);
  });
});
