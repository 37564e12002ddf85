/**
 * Paged lists. Awaiting gives the first page; `for await` walks every item across pages; `.pages()` walks
 * page by page. Page paging follows `meta.has_more` with `page` + 1; cursor paging sends `meta.next_cursor`
 * back as `cursor` until `meta.has_more` is false (reference, behaviour rule 12).
 */
import { APIPromise, type WithResponse } from './api-promise.js';

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

  /** Every page, the first included, until the last. */
  async *pages(): AsyncGenerator<Page, void, undefined> {
    let query = this.query;
    let current = await this.result;
    for (;;) {
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

/** The query of the page after `page`, or undefined after the last one. */
export function nextQuery(kind: 'page' | 'cursor' | 'none', query: Query, page: PageShape<unknown>): Query | undefined {
  if (!page.meta?.has_more) return undefined;
  if (kind === 'cursor') return page.meta.next_cursor ? { ...query, cursor: page.meta.next_cursor } : undefined;
  // An empty page that claims more would loop forever.
  if (kind === 'page' && page.data.length) return { ...query, page: (page.meta.page ?? Number(query.page ?? 1)) + 1 };
  return undefined;
}
