/**
 * Paged lists. Awaiting gives the first page; `for await` walks every item across pages; `.pages()` walks
 * page by page. Where a page keeps its items, its "more" flag and its next cursor is the spec's page
 * envelope (the generated `pagination` key paths), so the runtime names no API's fields: page paging sends
 * the page parameter + 1 while the page says there is more; cursor paging sends the next cursor back as
 * the cursor parameter until there is none (or the page says there is no more).
 */
import { APIPromise, type WithResponse } from './api-promise.js';
import type { PageEnvelope } from './base-client.js';
import { ApiClientError } from './errors.js';
import { valueAt } from './key-path.js';

/** Any page: its items are wherever the envelope says. */
export type PageShape<_Item> = object;

export type Query = Record<string, unknown>;

export class PagePromise<Page extends PageShape<Item>, Item> extends APIPromise<Page> implements AsyncIterable<Item> {
  constructor(
    first: Promise<WithResponse<Page>>,
    private readonly kind: 'page' | 'cursor' | 'none',
    private readonly query: Query,
    private readonly fetchPage: (query: Query) => Promise<WithResponse<Page>>,
    private readonly envelope: PageEnvelope,
  ) {
    super(first);
  }

  /**
   * Every page, the first included, until the last. A service that keeps saying there is more without
   * moving on (a cursor sent before, a page number that does not grow, the same items again) ends the walk
   * with an error instead of an endless loop.
   */
  async *pages(): AsyncGenerator<Page, void, undefined> {
    let query = this.query;
    let current = await this.result;
    const guard = new ProgressGuard(this.kind, this.envelope);
    for (;;) {
      guard.check(current.data, query);
      yield current.data;
      const next = nextQuery(this.kind, query, current.data, this.envelope);
      if (!next) return;
      query = next;
      current = await this.fetchPage(query);
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* itemsOf<Item>(page, this.envelope);
  }
}

function itemsOf<Item>(page: unknown, envelope: PageEnvelope): Item[] {
  const items = valueAt(page, envelope.items);
  return Array.isArray(items) ? (items as Item[]) : [];
}

/** Whether the page says more follow: its flag when the envelope has one, else a next cursor (cursor paging) or any items (page paging). */
function hasMore(kind: 'page' | 'cursor' | 'none', page: unknown, envelope: PageEnvelope): boolean {
  if (envelope.hasMore) return valueAt(page, envelope.hasMore) === true;
  return kind === 'cursor' ? Boolean(cursorOf(page, envelope)) : itemsOf(page, envelope).length > 0;
}

function cursorOf(page: unknown, envelope: PageEnvelope): string | undefined {
  const cursor = envelope.nextCursor ? valueAt(page, envelope.nextCursor) : undefined;
  return typeof cursor === 'string' && cursor ? cursor : undefined;
}

const pageNumber = (query: Query, envelope: PageEnvelope) => Number(query[envelope.pageParam] ?? 1);

/** Fails a walk that does not progress: a repeated cursor, a page number that does not grow, the same page again. */
class ProgressGuard {
  private readonly cursors = new Set<string>();
  private lastPage: number | undefined;
  private lastItems: string | undefined;

  constructor(
    private readonly kind: 'page' | 'cursor' | 'none',
    private readonly envelope: PageEnvelope,
  ) {}

  check(page: unknown, query: Query) {
    const { kind, envelope } = this;
    if (!hasMore(kind, page, envelope)) return;
    const stuck = (why: string) => new ApiClientError(`Paging stopped: ${why}; the service says there is more but the walk would not progress.`);
    if (kind === 'cursor') {
      const cursor = cursorOf(page, envelope);
      if (!cursor) throw stuck(`${envelope.nextCursor?.join('.') ?? 'the next cursor'} is missing`);
      if (this.cursors.has(cursor) || cursor === query[envelope.cursorParam]) throw stuck(`the next cursor ${JSON.stringify(cursor)} was already followed`);
      this.cursors.add(cursor);
    }
    if (kind === 'page') {
      // The page's own number when it states one: a service that ignores the page parameter shows here.
      const stated = envelope.page ? valueAt(page, envelope.page) : undefined;
      const number = typeof stated === 'number' ? stated : pageNumber(query, envelope);
      if (this.lastPage !== undefined && !(number > this.lastPage)) throw stuck(`page ${number} came after page ${this.lastPage}`);
      this.lastPage = number;
    }
    // The same items twice in a row (by id when items have one) mean the service repeats itself.
    const data = itemsOf(page, envelope);
    const items = JSON.stringify(data.map((item) => (item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item)));
    if (data.length && items === this.lastItems) throw stuck('two pages in a row held the same items');
    this.lastItems = items;
  }
}

/** The query of the page after `page`, or undefined after the last one. */
export function nextQuery(kind: 'page' | 'cursor' | 'none', query: Query, page: unknown, envelope: PageEnvelope): Query | undefined {
  if (!hasMore(kind, page, envelope)) return undefined;
  if (kind === 'cursor') {
    const cursor = cursorOf(page, envelope);
    return cursor ? { ...query, [envelope.cursorParam]: cursor } : undefined;
  }
  // An empty page that claims more would loop forever.
  if (kind === 'page' && itemsOf(page, envelope).length) return { ...query, [envelope.pageParam]: pageNumber(query, envelope) + 1 };
  return undefined;
}
