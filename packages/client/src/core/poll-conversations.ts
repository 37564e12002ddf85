/**
 * Following conversation changes without webhooks: poll `GET /conversations` with `updated_after` (the
 * reference, Events) and yield each change (a conversation at a given `updated_at`) exactly once.
 *
 * How it walks, and why:
 * - conversations can share an `updated_at`; asking for strictly later ones after seeing some of them at an
 *   instant would skip the rest of that instant (a gap), so every poll looks back by `lookback` ms and
 *   changes already yielded are skipped by `(id, updated_at)` (no duplicate);
 * - page numbers shift when a conversation on an earlier page changes while we page (it moves to the end,
 *   and the items after it move up one place, one of them onto a page already read: a gap). So the walk
 *   never asks for page 2 of a query it can restart instead: after a page that spans several instants, the
 *   next query is page 1 after the newest instant *below* the page's last one (keyset paging); everything
 *   up to that instant was on the page just read, and what changed since has a later `updated_at`;
 * - only a page made of one instant forces `page + 1` (more conversations share that instant than a page
 *   holds). Such a run is walked again from its start until two walks in a row see the same conversations
 *   in it (same ids at the same times), so one that moved up onto a page already read is found on the next walk.
 *
 * Typed by the shape it needs rather than by the generated types, so the runtime does not depend on them.
 */
import type { RequestOptions } from './options.js';
import { APIUserAbortError } from './errors.js';
import { sleep } from './sleep.js';

/** The query fields the poller sets itself. */
export interface PollQuery {
  updated_after?: string;
  sort_dir?: 'asc' | 'desc';
  per_page?: number;
  page?: number;
}

/** The part of the client the poller uses: `client.conversations.list`. */
export interface ConversationLister<C extends { id: string; updated_at?: string | null }, Q extends PollQuery> {
  conversations: {
    list(params?: Q, options?: RequestOptions): PromiseLike<{ data: C[]; meta: { has_more: boolean } }>;
  };
}

export interface PollConversationsOptions<Q extends PollQuery = PollQuery> {
  /** Yield changes after this instant. Default: now, so only changes from here on. */
  since?: string | Date;
  /** Other filters of `GET /conversations` (status, inbox_id, ...), applied to every poll. */
  filters?: Omit<Q, keyof PollQuery>;
  /** Wait between polls once the newest page is reached, in ms. Default 10 000. */
  interval?: number;
  /** Items per page, 1 to 100. Default 100. */
  perPage?: number;
  /** How far back each query reaches behind the newest change seen, in ms. Default 2 000. */
  lookback?: number;
  /** Stops polling (the loop ends by throwing an `APIUserAbortError` whose cause is the signal's reason). Breaking out of `for await` stops it too. */
  signal?: AbortSignal;
  /** Options of each list call (timeout, retries, ...). */
  requestOptions?: RequestOptions;
}

export async function* pollConversations<C extends { id: string; updated_at?: string | null }, Q extends PollQuery>(
  client: ConversationLister<C, Q>,
  options: PollConversationsOptions<Q> = {},
): AsyncGenerator<C, void, undefined> {
  const interval = options.interval ?? 10_000;
  const lookback = options.lookback ?? 2_000;
  const perPage = options.perPage ?? 100;
  const start = options.since === undefined ? Date.now() : new Date(options.since).getTime();
  if (Number.isNaN(start)) throw new TypeError(`pollConversations: since is not a date: ${String(options.since)}`);
  /** Newest `updated_at` yielded, in ms. */
  let watermark = start;
  /** `id@updated_at` of changes yielded within `lookback` of the watermark. */
  const seen = new Map<string, number>();
  /** The query position: conversations strictly after `after` (ms), page `page`. */
  let after = watermark - lookback;
  let page = 1;
  /**
   * A walk by page numbers through one instant: where it started, and the `id@updated_at` each walk saw
   * (a conversation that changed mid-walk shows up again later with a new time, so ids alone would match).
   */
  let run: { after: number; seen: Set<string>; previous: string | undefined } | undefined;

  for (;;) {
    if (options.signal?.aborted) throw new APIUserAbortError(options.signal.reason, 'pollConversations');
    const query = { ...options.filters, updated_after: new Date(after).toISOString(), sort_dir: 'asc', per_page: perPage, page } as Q;
    const result = await client.conversations.list(query, { ...options.requestOptions, ...(options.signal ? { signal: options.signal } : {}) });
    const instants: number[] = [];
    for (const conversation of result.data) {
      const at = conversation.updated_at ? Date.parse(conversation.updated_at) : Number.NaN;
      if (Number.isNaN(at)) continue; // no time to order it by
      instants.push(at);
      run?.seen.add(`${conversation.id}@${at}`);
      // Before `since` (reached only through the look-back).
      if (at <= start) continue;
      const key = `${conversation.id}@${at}`;
      if (seen.has(key)) continue;
      seen.set(key, at);
      watermark = Math.max(watermark, at);
      yield conversation;
    }
    const last = instants.length ? Math.max(...instants) : undefined;
    const below = last === undefined ? undefined : Math.max(Number.NEGATIVE_INFINITY, ...instants.filter((at) => at < last));
    const spansInstants = below !== undefined && below > Number.NEGATIVE_INFINITY;
    if (result.meta.has_more && result.data.length) {
      if (!spansInstants) {
        // One instant fills the page: step by page number, and remember to check the run again.
        if (!run) run = { after, seen: new Set(result.data.map((c) => `${c.id}@${c.updated_at ? Date.parse(c.updated_at) : ''}`)), previous: undefined };
        page++;
        continue;
      }
      if (run && page > 1 && !runSettled(run)) {
        after = run.after;
        page = 1;
        continue;
      }
      run = undefined;
      after = below!;
      page = 1;
      continue;
    }
    if (run && page > 1 && !runSettled(run)) {
      after = run.after;
      page = 1;
      continue;
    }
    run = undefined;
    for (const [key, at] of seen) if (at < watermark - lookback) seen.delete(key);
    await sleep(interval, options.signal).catch((reason: unknown) => {
      throw new APIUserAbortError(reason, 'pollConversations');
    });
    after = watermark - lookback;
    page = 1;
  }
}

/** Whether this walk through a one-instant run saw the same conversations as the walk before; starts the next walk if not. */
function runSettled(run: { seen: Set<string>; previous: string | undefined }): boolean {
  const seen = [...run.seen].sort().join(',');
  const settled = seen === run.previous;
  run.previous = seen;
  run.seen = new Set();
  return settled;
}
