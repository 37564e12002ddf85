/**
 * GET /conversations: filters AND across, OR within one (the runtime already merged `?a=1&a=2` and
 * `?a=1,2`), the `unassigned` and `none` sentinels, `created_after` inclusive and `created_before`
 * exclusive, `updated_after` strictly after, newest first unless `sort_dir=asc`, page paging.
 */
import type { Handlers } from '@customer-messaging/server';
import { accountOf } from '../context.js';
import { pageMeta } from '../paging.js';
import type { Conversation, SandboxState } from '../state.js';

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

export function conversationHandlers(state: SandboxState): Pick<Handlers, 'listConversations'> {
  return {
    listConversations({ query }, context) {
      const account = accountOf(state, context);
      const anyOf = <T>(values: readonly T[] | undefined, test: (value: T) => boolean) => !values?.length || values.some(test);
      const matches = (c: Conversation) =>
        anyOf(query.status, (s) => c.status === s) &&
        anyOf(query.priority, (p) => c.priority === p) &&
        anyOf(query.inbox_id, (id) => c.inbox_id === id) &&
        anyOf(query.assignee_id, (id) => (id === 'unassigned' ? c.assignee_id === '' : c.assignee_id === id)) &&
        anyOf(query.team_id, (id) => (id === 'none' ? c.team_id === '' : c.team_id === id)) &&
        anyOf(query.label, (label) => c.labels.includes(label)) &&
        (query.updated_after === undefined || time(c.updated_at) > time(query.updated_after)) &&
        (query.created_after === undefined || time(c.created_at) >= time(query.created_after)) &&
        (query.created_before === undefined || time(c.created_at) < time(query.created_before));
      const direction = query.sort_dir === 'asc' ? 1 : -1;
      const all = [...account.conversations.values()].filter(matches).sort((a, b) => direction * (time(a.created_at) - time(b.created_at) || a.id.localeCompare(b.id)));
      const page = query.page ?? 1;
      const perPage = query.per_page ?? 25;
      const data = all.slice((page - 1) * perPage, page * perPage).map(({ custom_attributes: _single, ...listed }) => listed);
      return { status: 200, body: { data, meta: pageMeta(page, perPage, data.length, all.length) } };
    },
  };
}
