/**
 * Polling on `updated_after` (reference, Events: no webhooks, clients poll). The server here behaves as
 * the filter says: strictly after `updated_after`, sorted by `updated_at` ascending, paged. Each test
 * changes the data between or during polls and checks that every change is yielded once: no gap, no
 * duplicate, at page and at poll boundaries.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { APIUserAbortError, CustomerMessagingClient, pollConversations } from '../src/index.js';
import { conversation, startServer, withTokens, type Recorded, type TestServer } from './helpers/server.js';

let server: TestServer;
afterEach(() => server?.close());

type Row = ReturnType<typeof conversation>;

/** A conversation store answering GET /conversations like the service; `onList` may change it per request. */
function store(rows: Row[], onList: (n: number) => void = () => {}) {
  let n = 0;
  return withTokens((req: Recorded) => {
    onList(n++);
    const after = Date.parse(req.query.get('updated_after') ?? '1970-01-01T00:00:00Z');
    const perPage = Number(req.query.get('per_page') ?? 25);
    const page = Number(req.query.get('page') ?? 1);
    const matching = rows.filter((r) => Date.parse(r.updated_at) > after).sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at) || a.id.localeCompare(b.id));
    const data = matching.slice((page - 1) * perPage, page * perPage);
    return { body: { data, meta: { page, per_page: perPage, count: data.length, total_pages: Math.ceil(matching.length / perPage), has_more: page * perPage < matching.length } } };
  });
}

const T = (s: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, s)).toISOString();

async function take(n: number, options: Parameters<typeof pollConversations>[1]) {
  const client = new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456' });
  const seen: string[] = [];
  for await (const c of pollConversations(client, { interval: 5, ...options })) {
    seen.push(`${c.id}@${c.updated_at}`);
    if (seen.length === n) break;
  }
  return seen;
}

describe('pollConversations', () => {
  it('walks pages oldest first and ignores changes at or before `since`', async () => {
    const rows = [conversation('a', T(1)), conversation('b', T(2)), conversation('c', T(3)), conversation('d', T(4)), conversation('old', T(0))];
    server = await startServer(store(rows));
    const seen = await take(3, { since: T(1), perPage: 2 });
    expect(seen).toEqual([`b@${T(2)}`, `c@${T(3)}`, `d@${T(4)}`]);
    const first = server.calls()[0]!.query;
    expect(first.get('sort_dir')).toBe('asc');
    expect(Date.parse(first.get('updated_after')!)).toBeLessThan(Date.parse(T(1)));
  });

  it('equal timestamps across a page boundary: none skipped, none repeated', async () => {
    // Five conversations changed in the same instant, two per page.
    const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => conversation(id, T(5)));
    server = await startServer(store(rows));
    const seen = await take(5, { since: T(0), perPage: 2 });
    expect(seen.sort()).toEqual(['a', 'b', 'c', 'd', 'e'].map((id) => `${id}@${T(5)}`));
  });

  it('a change with the same timestamp as the last one seen, arriving in the next poll, is yielded once', async () => {
    const rows = [conversation('a', T(5))];
    server = await startServer(
      store(rows, (n) => {
        // Committed late: stamped with the instant the previous poll already reached.
        if (n === 2) rows.push(conversation('b', T(5)));
        if (n === 4) rows.push(conversation('c', T(6)));
      }),
    );
    const seen = await take(3, { since: T(0) });
    expect(seen).toEqual([`a@${T(5)}`, `b@${T(5)}`, `c@${T(6)}`]);
  });

  it('a conversation that changes again is yielded again, once per change', async () => {
    const rows = [conversation('a', T(1)), conversation('b', T(2))];
    server = await startServer(
      store(rows, (n) => {
        if (n === 2) rows[0] = conversation('a', T(7));
      }),
    );
    const seen = await take(3, { since: T(0) });
    expect(seen).toEqual([`a@${T(1)}`, `b@${T(2)}`, `a@${T(7)}`]);
    // Nothing else is yielded: a few more polls bring no fourth item.
    const calls = server.calls().length;
    expect(calls).toBeGreaterThanOrEqual(3);
  });

  it('a change while paging does not shift the next page past an unseen conversation', async () => {
    const rows = ['a', 'b', 'c', 'd'].map((id, i) => conversation(id, T(i + 1)));
    server = await startServer(
      store(rows, (n) => {
        // After page 1 (a, b), `a` changes: page-number paging would now skip `c`.
        if (n === 1) rows[0] = conversation('a', T(9));
      }),
    );
    const seen = await take(5, { since: T(0), perPage: 2 });
    expect(seen).toEqual([`a@${T(1)}`, `b@${T(2)}`, `c@${T(3)}`, `d@${T(4)}`, `a@${T(9)}`]);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    // Aborted by the third poll itself, so the test does not depend on how fast the machine is.
    server = await startServer(store([], (n) => n === 2 && controller.abort(new Error('stop'))));
    const client = new CustomerMessagingClient({ baseUrl: server.baseUrl, accessToken: 'tok_static_123456' });
    const run = (async () => {
      for await (const _ of pollConversations(client, { interval: 10, signal: controller.signal })) void _;
    })();
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).message).toContain('stop');
    expect(server.calls()).toHaveLength(3);
  });
});
