/**
 * Paging (reference, PageMeta and behaviour rule 12): page-paged lists follow `meta.has_more`, cursor-paged
 * records send `meta.next_cursor` back as `cursor`; `for await` walks items, `.pages()` walks pages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerMessagingClient } from '../src/index.js';
import { conversation, startServer, withTokens, type TestServer } from './helpers/server.js';

let server: TestServer;
afterEach(() => server?.close());

const client = () => new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456' });

/** Five conversations, two per page, answered by `page`. */
function pagedConversations() {
  const all = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => conversation(id, '2026-11-21T09:00:00Z'));
  return withTokens((req) => {
    const page = Number(req.query.get('page') ?? 1);
    const data = all.slice((page - 1) * 2, page * 2);
    return { body: { data, meta: { page, per_page: 2, count: data.length, total: 5, total_pages: 3, has_more: page < 3 } } };
  });
}

/** Records r1..r5 behind opaque cursors, two per page. */
function cursorRecords() {
  const ids = ['r1', 'r2', 'r3', 'r4', 'r5'];
  return withTokens((req) => {
    const start = req.query.has('cursor') ? Number(Buffer.from(req.query.get('cursor')!, 'base64url').toString()) : 0;
    const data = ids.slice(start, start + 2).map((id) => ({ object: 'customer_object_record', id, object_id: 'obj_deals' }));
    const more = start + 2 < ids.length;
    return {
      body: {
        data,
        meta: { page: 1, per_page: 2, count: data.length, total_pages: 3, has_more: more, ...(more ? { next_cursor: Buffer.from(String(start + 2)).toString('base64url') } : {}) },
      },
    };
  });
}

describe('page paging', () => {
  it('awaiting gives the first page only', async () => {
    server = await startServer(pagedConversations());
    const first = await client().conversations.list({ per_page: 2 });
    expect(first.data.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(server.calls()).toHaveLength(1);
  });

  it('for await walks every item across pages, keeping the filters', async () => {
    server = await startServer(pagedConversations());
    const ids: string[] = [];
    for await (const c of client().conversations.list({ per_page: 2, status: ['open'] })) ids.push(c.id);
    expect(ids).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(server.calls().map((r) => Object.fromEntries(r.query))).toEqual([
      { status: 'open', per_page: '2' },
      { status: 'open', per_page: '2', page: '2' },
      { status: 'open', per_page: '2', page: '3' },
    ]);
  });

  it('.pages() walks page by page', async () => {
    server = await startServer(pagedConversations());
    const pages: number[] = [];
    for await (const page of client().conversations.list({ per_page: 2 }).pages()) pages.push(page.meta.page);
    expect(pages).toEqual([1, 2, 3]);
  });

  it('breaking out early fetches no further page', async () => {
    server = await startServer(pagedConversations());
    for await (const c of client().conversations.list({ per_page: 2 })) if (c.id === 'c1') break;
    expect(server.calls()).toHaveLength(1);
  });
});

describe('cursor paging', () => {
  it('sends next_cursor back until has_more is false', async () => {
    server = await startServer(cursorRecords());
    const ids: string[] = [];
    for await (const record of client().objects.records.list('obj_deals', { limit: 2 })) ids.push(record.id);
    expect(ids).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    const calls = server.calls();
    expect(calls.map((r) => r.path)).toEqual(Array(3).fill('/v1/objects/obj_deals/records'));
    expect(calls[0]!.query.has('cursor')).toBe(false);
    expect(calls.slice(1).map((r) => r.query.get('cursor'))).toEqual(['Mg', 'NA']);
  });

  it('by page', async () => {
    server = await startServer(cursorRecords());
    const sizes: number[] = [];
    for await (const page of client().objects.records.list('obj_deals').pages()) sizes.push(page.data.length);
    expect(sizes).toEqual([2, 2, 1]);
  });
});
