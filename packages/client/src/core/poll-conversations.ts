/**
 * Following conversation changes without webhooks: poll `GET /conversations` with `updated_after` (the
 * reference, Events) and yield each change (a conversation at a given `updated_at`) exactly once.
 *
 * Why not simply page through `updated_after = last seen`:
 * - conversations can share an `updated_at`; asking for strictly later ones after seeing some of them at an
 *   instant would skip the rest of that instant (a gap), so every query looks back by `lookback` ms and
 *   changes already yielded are skipped by `(id, updated_at)` (no duplicate);
 * - page numbers shift when a conversation on an earlier page changes while we page (a gap), so after each
 *   page the next query restarts at page 1 from the newest `updated_at` seen (keyset paging), and only a
 *   page made entirely of already-seen instants is left by `page + 1`.
 *
 * Typed by the shape it needs rather than by the generated types, so the runtime does not depend on them.
 */
import type { RequestOptions } from './options.js';
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
  /** Stops polling (the loop ends by throwing the signal's reason). Breaking out of `for await` stops it too. */
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
  let page = 1;

  for (;;) {
    options.signal?.throwIfAborted();
    const query = { ...options.filters, updated_after: new Date(watermark - lookback).toISOString(), sort_dir: 'asc', per_page: perPage, page } as Q;
    const result = await client.conversations.list(query, { ...options.requestOptions, ...(options.signal ? { signal: options.signal } : {}) });
    let newest = watermark;
    for (const conversation of result.data) {
      const at = conversation.updated_at ? Date.parse(conversation.updated_at) : Number.NaN;
      // Before `since` (reached only through the look-back), or with no time to order it by.
      if (Number.isNaN(at) || at <= start) continue;
      const key = `${conversation.id}@${at}`;
      if (seen.has(key)) continue;
      seen.set(key, at);
      newest = Math.max(newest, at);
      yield conversation;
    }
    if (result.meta.has_more) {
      // Keyset step when the page moved the watermark; otherwise the page held only seen instants: next page.
      page = newest > watermark ? 1 : page + 1;
      watermark = newest;
      continue;
    }
    watermark = newest;
    page = 1;
    for (const [key, at] of seen) if (at < watermark - lookback) seen.delete(key);
    await sleep(interval, options.signal);
  }
}
