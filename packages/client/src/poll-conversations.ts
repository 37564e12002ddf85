/**
 * `pollConversations`: the runtime's change poller (`pollChanges` of @openapi-cmp/client-runtime) bound to `GET /conversations`,
 * which filters by `updated_after` and sorts by `sort_dir` (the reference, Events: the API has no webhooks).
 * Typed by the shape it needs rather than by the generated types, so it works with any client that has
 * `conversations.list`.
 */
import { pollChanges, type PollChangesOptions, type RequestOptions } from '@openapi-cmp/client-runtime';

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

export interface PollConversationsOptions<Q extends PollQuery = PollQuery> extends PollChangesOptions {
  /** Other filters of `GET /conversations` (status, inbox_id, ...), applied to every poll. */
  filters?: Omit<Q, keyof PollQuery>;
  /** Items per page, 1 to 100. Default 100. */
  perPage?: number;
}

/** Yields each conversation change once: a conversation at each `updated_at` it reaches. */
export function pollConversations<C extends { id: string; updated_at?: string | null }, Q extends PollQuery>(
  client: ConversationLister<C, Q>,
  options: PollConversationsOptions<Q> = {},
): AsyncGenerator<C, void, undefined> {
  const list = (query: { after: string; page: number; perPage: number }, requestOptions: RequestOptions) =>
    client.conversations
      .list({ ...options.filters, updated_after: query.after, sort_dir: 'asc', per_page: query.perPage, page: query.page } as Q, requestOptions)
      .then((page) => ({ items: page.data, hasMore: page.meta.has_more }));
  return pollChanges(list, (conversation) => conversation.updated_at, options, 'pollConversations');
}
