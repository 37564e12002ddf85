/**
 * Paged lists. Awaiting gives the first page; `for await` walks every item across pages; `.pages()` walks
 * page by page. Page paging follows `meta.has_more` with `page` + 1; cursor paging sends `meta.next_cursor`
 * back as `cursor` until `meta.has_more` is false (reference, behaviour rule 12).
 */
import { APIPromise, type WithResponse } from './api-promise.js';
import { ApiClientError } from './errors.js';

export interface PageShape<Item> {
  data: Item[];
  meta: { page?: number; has_more: boolean; next_cursor?: string };
}

export type Query = Record<string, unknown>;

export class PagePromise<Page extends PageShape<Item>, Item> extends APIPromise<Page> implements AsyncIterable<Item> {
  constructor(
    first: Promise<WithResponse<Page>>,
    private readonly kind: 'page' | 'cursor' | 'none',
    private readonly query: Query,
    private readonly fetchPage: (query: Query) => Promise<WithResponse<Page>>,
  ) {
    super(first);
  }

  /**
   * Every page, the first included, until the last. A service that keeps saying `has_more` without moving
   * on (a cursor sent before, a page number that does not grow, the same items again) ends the walk with
   * an error instead of an endless loop.
   */
  async *pages(): AsyncGenerator<Page, void, undefined> {
    let query = this.query;
    let current = await this.result;
    const guard = new ProgressGuard(this.kind);
    for (;;) {
      guard.check(current.data, query);
      yield current.data;
      const next = nextQuery(this.kind, query, current.data);
      if (!next) return;
      query = next;
      current = await this.fetchPage(query);
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }
}

/** Fails a walk that does not progress: a repeated cursor, a page number that does not grow, the same page again. */
class ProgressGuard {
  private readonly cursors = new Set<string>();
  private lastPage: number | undefined;
  private lastItems: string | undefined;

  constructor(private readonly kind: 'page' | 'cursor' | 'none') {}

  check(page: PageShape<unknown>, query: Query) {
    if (!page.meta?.has_more) return;
    const stuck = (why: string) => new ApiClientError(`Paging stopped: ${why}; the service says has_more but the walk would not progress.`);
    if (this.kind === 'cursor') {
      const cursor = page.meta.next_cursor;
      if (!cursor) throw stuck('meta.has_more is true but meta.next_cursor is missing');
      if (this.cursors.has(cursor) || cursor === query.cursor) throw stuck(`meta.next_cursor ${JSON.stringify(cursor)} was already followed`);
      this.cursors.add(cursor);
    }
    if (this.kind === 'page') {
      const number = page.meta.page ?? Number(query.page ?? 1);
      if (this.lastPage !== undefined && !(number > this.lastPage)) throw stuck(`page ${number} came after page ${this.lastPage}`);
      this.lastPage = number;
    }
    // The same items twice in a row (by id when items have one) mean the service repeats itself.
    const items = JSON.stringify(page.data.map((item) => (item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item)));
    if (page.data.length && items === this.lastItems) throw stuck('two pages in a row held the same items');
    this.lastItems = items;
  }
}

/** The query of the page after `page`, or undefined after the last one. */
export function nextQuery(kind: 'page' | 'cursor' | 'none', query: Query, page: PageShape<unknown>): Query | undefined {
  if (!page.meta?.has_more) return undefined;
  if (kind === 'cursor') return page.meta.next_cursor ? { ...query, cursor: page.meta.next_cursor } : undefined;
  // An empty page that claims more would loop forever.
  if (kind === 'page' && page.data.length) return { ...query, page: (page.meta.page ?? Number(query.page ?? 1)) + 1 };
  return undefined;
}
