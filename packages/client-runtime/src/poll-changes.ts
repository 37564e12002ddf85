/**
 * Following changes without webhooks: poll a list operation that filters by "updated after" and yield each
 * change (an item at a given update time) exactly once. The package's entry point binds it to one list
 * operation and its field names; this runtime knows only the shape below.
 *
 * How it walks, and why:
 * - items can share an update time; asking for strictly later ones after seeing some of them at an
 *   instant would skip the rest of that instant (a gap), so every poll looks back by `lookback` ms and
 *   changes already yielded are skipped by `(id, updated at)` (no duplicate);
 * - page numbers shift when an item on an earlier page changes while we page (it moves to the end, and the
 *   items after it move up one place, one of them onto a page already read: a gap). So the walk never asks
 *   for page 2 of a query it can restart instead: after a page that spans several instants, the next query
 *   is page 1 after the newest instant *below* the page's last one (keyset paging); everything up to that
 *   instant was on the page just read, and what changed since has a later update time;
 * - only a page made of one instant forces `page + 1` (more items share that instant than a page holds).
 *   Such a run is walked again from its start until two walks in a row see the same items in it (same ids
 *   at the same times), so one that moved up onto a page already read is found on the next walk.
 */
import type { RequestOptions } from './options.js';
import { abortError } from './errors.js';
import { sleep } from './sleep.js';

/** One poll: items updated strictly after `after` (ISO 8601), oldest first, page `page` of `perPage`. */
export interface ChangeQuery {
  after: string;
  page: number;
  perPage: number;
}

/** One page of the list operation: its items, and whether more follow. */
export interface ChangePage<I> {
  items: I[];
  hasMore: boolean;
}

export interface PollChangesOptions {
  /** Yield changes after this instant. Default: now, so only changes from here on. */
  since?: string | Date;
  /** Wait between polls once the newest page is reached, in ms. Default 10 000. */
  interval?: number;
  /** Items per page. Default 100. */
  perPage?: number;
  /** How far back each query reaches behind the newest change seen, in ms. Default 2 000. */
  lookback?: number;
  /** Stops polling (the loop ends by throwing an `APIUserAbortError` whose cause is the signal's reason). Breaking out of `for await` stops it too. */
  signal?: AbortSignal;
  /** Options of each list call (timeout, retries, ...). */
  requestOptions?: RequestOptions;
}

/**
 * @param list one call of the list operation for `query`.
 * @param updatedAt an item's update time (ISO 8601); items without one are passed over.
 * @param name what errors call this poller (the public function's name).
 */
export async function* pollChanges<I extends { id: string }>(
  list: (query: ChangeQuery, options: RequestOptions) => PromiseLike<ChangePage<I>>,
  updatedAt: (item: I) => string | null | undefined,
  options: PollChangesOptions = {},
  name = 'pollChanges',
): AsyncGenerator<I, void, undefined> {
  const interval = options.interval ?? 10_000;
  const lookback = options.lookback ?? 2_000;
  const perPage = options.perPage ?? 100;
  const start = options.since === undefined ? Date.now() : new Date(options.since).getTime();
  if (Number.isNaN(start)) throw new TypeError(`${name}: since is not a date: ${String(options.since)}`);
  /** Newest `updated_at` yielded, in ms. */
  let watermark = start;
  /** `id@updated_at` of changes yielded within `lookback` of the watermark. */
  const seen = new Map<string, number>();
  /** The query position: items strictly after `after` (ms), page `page`. */
  let after = watermark - lookback;
  let page = 1;
  /**
   * A walk by page numbers through one instant: where it started, and the `id@updated_at` each walk saw
   * (an item that changed mid-walk shows up again later with a new time, so ids alone would match).
   */
  let run: { after: number; seen: Set<string>; previous: string | undefined } | undefined;

  for (;;) {
    if (options.signal?.aborted) throw abortError(options.signal.reason, name);
    const query: ChangeQuery = { after: new Date(after).toISOString(), page, perPage };
    const result = await list(query, { ...options.requestOptions, ...(options.signal ? { signal: options.signal } : {}) });
    const instants: number[] = [];
    for (const item of result.items) {
      const at = timeOf(updatedAt(item));
      if (Number.isNaN(at)) continue; // no time to order it by
      instants.push(at);
      run?.seen.add(`${item.id}@${at}`);
      // Before `since` (reached only through the look-back).
      if (at <= start) continue;
      const key = `${item.id}@${at}`;
      if (seen.has(key)) continue;
      seen.set(key, at);
      watermark = Math.max(watermark, at);
      yield item;
    }
    const last = instants.length ? Math.max(...instants) : undefined;
    const below = last === undefined ? undefined : Math.max(Number.NEGATIVE_INFINITY, ...instants.filter((at) => at < last));
    const spansInstants = below !== undefined && below > Number.NEGATIVE_INFINITY;
    if (result.hasMore && result.items.length) {
      if (!spansInstants) {
        // One instant fills the page: step by page number, and remember to check the run again.
        if (!run) run = { after, seen: new Set(result.items.map((c) => `${c.id}@${timeOf(updatedAt(c))}`)), previous: undefined };
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
      throw abortError(reason, name);
    });
    after = watermark - lookback;
    page = 1;
  }
}

/** Whether this walk through a one-instant run saw the same items as the walk before; starts the next walk if not. */
function runSettled(run: { seen: Set<string>; previous: string | undefined }): boolean {
  const seen = [...run.seen].sort().join(',');
  const settled = seen === run.previous;
  run.previous = seen;
  run.seen = new Set();
  return settled;
}

/** An update time in ms; NaN when there is none or it is not a date. */
function timeOf(stamp: string | null | undefined): number {
  return stamp ? Date.parse(stamp) : Number.NaN;
}
