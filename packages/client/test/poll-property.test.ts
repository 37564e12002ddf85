/**
 * Property: whatever the page size, however many conversations share an instant, and whenever conversations
 * change during the walk (each change moves one to a later `updated_at`, shifting the others across page
 * boundaries), once changes stop the poller has yielded every conversation at its final `updated_at`, and
 * no change twice. The service is modelled in memory by the filter the reference gives: strictly after
 * `updated_after`, oldest first, paged. A change that lands on an instant already reached arrives "late", which
 * the look-back covers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APIUserAbortError, pollConversations } from '../src/index.js';
import type { PollQuery } from '../src/poll-conversations.js';

const BASE = Date.UTC(2026, 10, 21, 9, 0, 0);
const STEP = 10_000;
interface Row {
  id: string;
  updated_at: string;
}

/** A store whose `list` applies the scheduled changes before answering its n-th request. */
function service(initial: number[], changes: { before: number; row: number; tie: boolean }[], beforeEach: () => void) {
  // Instants 10 s apart, so the poller's 1 s look-back reaches back over ties only, never over a page.
  const rows: Row[] = initial.map((offset, i) => ({ id: `c${String(i).padStart(2, '0')}`, updated_at: new Date(BASE + offset * STEP).toISOString() }));
  let clock = Math.max(...initial) * STEP;
  let requests = 0;
  return {
    rows,
    get requests() {
      return requests;
    },
    conversations: {
      async list(query?: PollQuery) {
        beforeEach();
        for (const change of changes.filter((c) => c.before === requests)) {
          const row = rows[change.row % rows.length]!;
          // A change lands on a new instant, or on the newest instant again (several changes per millisecond).
          if (!change.tie) clock += STEP;
          row.updated_at = new Date(BASE + clock).toISOString();
        }
        requests++;
        const after = Date.parse(query!.updated_after!);
        const perPage = query!.per_page!;
        const page = query!.page ?? 1;
        const matching = rows
          .filter((r) => Date.parse(r.updated_at) > after)
          .sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at) || a.id.localeCompare(b.id))
          .map((r) => ({ ...r }));
        const data = matching.slice((page - 1) * perPage, page * perPage);
        return { data, meta: { has_more: page * perPage < matching.length } };
      },
    },
  };
}

describe('pollConversations (property)', () => {
  it('yields every conversation at its final updated_at exactly once, whatever shifts the pages during the walk', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.record({ before: fc.integer({ min: 0, max: 30 }), row: fc.nat(), tie: fc.boolean() }), { maxLength: 15 }),
        async (initial, perPage, changes) => {
          const lastChange = Math.max(0, ...changes.map((c) => c.before));
          const yielded: string[] = [];
          const want = () => new Set(store.rows.map((r) => `${r.id}@${Date.parse(r.updated_at)}`));
          // Stop once every change was made and everything is yielded, or after far more requests than needed.
          const stop = new AbortController();
          const store = service(initial, changes, () => {
            const done = store.requests > lastChange && [...want()].every((k) => yielded.includes(k));
            if (done || store.requests > 400) stop.abort();
          });
          const walk = async () => {
            for await (const c of pollConversations(store, { since: new Date(BASE).toISOString(), perPage, interval: 0, lookback: 1_000, signal: stop.signal })) {
              yielded.push(`${c.id}@${Date.parse(c.updated_at)}`);
            }
          };
          await walk().catch((e: unknown) => {
            if (!(e instanceof APIUserAbortError && stop.signal.aborted)) throw e;
          });
          expect(new Set(yielded).size).toBe(yielded.length);
          expect([...want()].filter((k) => !yielded.includes(k))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
