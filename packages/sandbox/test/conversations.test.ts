/** Reference, Endpoints behaviour rules 1-4: filters, sentinels, time bounds, sorting, paging. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { login, request, sandbox } from './helpers.js';

let sb: Awaited<ReturnType<typeof sandbox>>;
let token: string;
beforeAll(async () => {
  sb = await sandbox();
  token = await login(sb, sb.credentials.acme);
});
afterAll(async () => {
  sb.expectNoViolations();
  await sb.stop();
});

const ids = async (query: string) => {
  const r = await request(sb, 'GET', `/conversations${query}`, { token });
  expect(r.status).toBe(200);
  return (r.json.data as { id: string }[]).map((c) => c.id).sort();
};

test.each([
  ['no filter: every conversation of the account', '', ['90211', '90212', '90213', '90214', '90215', '90216', '90217', '90218']],
  ['OR within a filter (repeated)', '?status=pending&status=on_hold', ['90212', '90216']],
  ['OR within a filter (comma)', '?status=pending,on_hold', ['90212', '90216']],
  ['AND across filters', '?status=open&label=shipping', ['90211']],
  ['labels OR', '?label=claims,returns', ['90213', '90215', '90216']],
  ['assignee_id=unassigned is the waiting line', '?assignee_id=unassigned', ['90212', '90217', '90218']],
  ['unassigned OR an agent', '?assignee_id=unassigned,313', ['90212', '90215', '90217', '90218']],
  ['team_id=none is no team', '?team_id=none', ['90212', '90214', '90216', '90218']],
  ['priority', '?priority=high,urgent', ['90211', '90215']],
  ['inbox', '?inbox_id=9', ['90213', '90214']],
])('%s', async (_name, query, expected) => {
  expect(await ids(query)).toEqual(expected);
});

test('created_after is inclusive and created_before exclusive', async () => {
  const created = sb.state.accounts.get('acc_acme')!.conversations.get('90215')!.created_at!;
  expect(await ids(`?created_after=${created}`)).toContain('90215');
  expect(await ids(`?created_before=${created}`)).not.toContain('90215');
  expect(await ids(`?created_after=${created}&created_before=${created}`)).toEqual([]);
  // The same instant written with an offset is the same instant.
  const withOffset = new Date(Date.parse(created) + 2 * 3_600_000).toISOString().replace('Z', '+02:00').replace('.000', '');
  expect(await ids(`?created_after=${encodeURIComponent(withOffset)}`)).toContain('90215');
});

test('updated_after returns what changed since (polling)', async () => {
  expect(await ids('?updated_after=2026-11-21T08:30:00Z')).toEqual(['90211']);
});

test('newest first by default, oldest first with sort_dir=asc', async () => {
  const desc = (await request(sb, 'GET', '/conversations', { token })).json.data.map((c: { created_at: string }) => c.created_at);
  const asc = (await request(sb, 'GET', '/conversations?sort_dir=asc', { token })).json.data.map((c: { created_at: string }) => c.created_at);
  expect(desc).toEqual([...desc].sort().reverse());
  expect(asc).toEqual([...desc].reverse());
});

test('paging walks every conversation once, has_more false on the last page', async () => {
  const seen: string[] = [];
  for (let page = 1; ; page++) {
    const r = await request(sb, 'GET', `/conversations?per_page=3&page=${page}`, { token });
    expect(r.json.meta).toMatchObject({ page, per_page: 3, total: 8, total_pages: 3, count: r.json.data.length });
    seen.push(...r.json.data.map((c: { id: string }) => c.id));
    if (!r.json.meta.has_more) break;
  }
  expect(seen).toHaveLength(8);
  expect(new Set(seen).size).toBe(8);
});

test('lists leave out custom_attributes (single-conversation only)', async () => {
  const r = await request(sb, 'GET', '/conversations?per_page=1', { token });
  expect(r.json.data[0]).not.toHaveProperty('custom_attributes');
});

test('bad filter values are 400s, per_page is never clamped', async () => {
  expect((await request(sb, 'GET', '/conversations?status=closed', { token })).json.error.message).toContain('open, pending, on_hold, resolved');
  expect((await request(sb, 'GET', '/conversations?created_before=last%20week', { token })).json.error.param).toBe('created_before');
  expect((await request(sb, 'GET', '/conversations?per_page=101', { token })).status).toBe(400);
});
