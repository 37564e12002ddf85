/**
 * Object types and their records: list types; cursor-paged records (`limit` 1-100, default 50, send
 * `meta.next_cursor` back until `has_more` is false); retrieve; PATCH changing only the values sent,
 * each checked against its field (unknown keys, select options, numbers, required fields); DELETE
 * answering DeletedResource and 404 the second time.
 */
import { errors, type Handlers, type HandlerContext } from '@customer-messaging/server';
import { iso } from '../clock.js';
import { accountOf } from '../context.js';
import { audit } from '../ledger.js';
import { cursors } from '../paging.js';
import type { AccountState, CustomerObject, CustomerObjectRecord, SandboxState } from '../state.js';

const byPosition = (a: CustomerObjectRecord, b: CustomerObjectRecord) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

function objectIn(account: AccountState, objectId: string): CustomerObject {
  const object = account.objects.get(objectId);
  if (!object) throw errors.notFound(`No object type ${objectId} in this account.`);
  return object;
}

function recordIn(account: AccountState, objectId: string, recordId: string): CustomerObjectRecord {
  objectIn(account, objectId);
  const record = account.records.get(objectId)?.get(recordId);
  if (!record) throw errors.notFound(`No record ${recordId} of ${objectId} in this account.`);
  return record;
}

/** One message per field that cannot take the value sent. */
function fieldErrors(object: CustomerObject, changes: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    const field = object.fields.find((f) => f.key === key);
    if (!field) {
      problems.push(`${key} is not a field of ${object.label}; fields are: ${object.fields.map((f) => f.key).join(', ')}.`);
    } else if (value === null || value === '') {
      if (field.required) problems.push(`${key} is required and cannot be emptied.`);
    } else if (field.type === 'select' && (typeof value !== 'string' || !field.options.includes(value))) {
      // A string among the options, and nothing else: String(['won']) is 'won', so an array must not pass.
      problems.push(`${key} must be one of: ${field.options.join(', ')} (got ${JSON.stringify(value)}).`);
    } else if (field.type === 'number' && typeof value !== 'number') {
      problems.push(`${key} must be a number (got ${JSON.stringify(value)}).`);
    } else if ((field.type === 'text' || field.type === 'date') && typeof value !== 'string') {
      problems.push(`${key} must be a string (got ${JSON.stringify(value)}).`);
    }
  }
  return problems;
}

export function objectHandlers(state: SandboxState): Pick<Handlers, 'listObjects' | 'listObjectRecords' | 'retrieveObjectRecord' | 'updateObjectRecord' | 'deleteObjectRecord'> {
  const write = (account: AccountState, context: HandlerContext, action: string, record: CustomerObjectRecord, details = {}) =>
    audit(state, account, context, action, { type: 'customer_object_record', id: record.id }, { object_id: record.object_id, ...details });
  return {
    listObjects(_request, context) {
      const data = [...accountOf(state, context).objects.values()].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id.localeCompare(b.id));
      return { status: 200, body: { data, meta: { page: 1, per_page: Math.max(1, data.length), count: data.length, total: data.length, total_pages: 1, has_more: false } } };
    },

    listObjectRecords({ params, query }, context) {
      const account = accountOf(state, context);
      objectIn(account, params.object_id);
      const limit = query.limit ?? 50;
      const all = [...(account.records.get(params.object_id)?.values() ?? [])].sort(byPosition);
      const after = query.cursor ? cursors.decode(query.cursor, params.object_id) : undefined;
      const start = after ? all.findIndex((r) => r.created_at > after.createdAt || (r.created_at === after.createdAt && r.id > after.id)) : 0;
      const from = start === -1 ? all.length : start;
      const data = all.slice(from, from + limit);
      const hasMore = from + limit < all.length;
      const last = data.at(-1);
      return {
        status: 200,
        body: {
          data,
          // `total` is left out, as the reference allows where counting costs a second scan.
          meta: {
            page: Math.floor(from / limit) + 1,
            per_page: limit,
            count: data.length,
            total_pages: Math.ceil(all.length / limit),
            has_more: hasMore,
            ...(hasMore && last ? { next_cursor: cursors.encode(params.object_id, { createdAt: last.created_at, id: last.id }) } : {}),
          },
        },
      };
    },

    retrieveObjectRecord({ params }, context) {
      return { status: 200, body: recordIn(accountOf(state, context), params.object_id, params.record_id) };
    },

    updateObjectRecord({ params, body }, context) {
      const account = accountOf(state, context);
      const record = recordIn(account, params.object_id, params.record_id);
      const changes = body as Record<string, unknown>;
      const problems = fieldErrors(objectIn(account, params.object_id), changes);
      if (problems.length) throw errors.validation(problems, problems.length === 1 ? Object.keys(changes).find((k) => problems[0]!.startsWith(k)) : undefined);
      const changed = Object.keys(changes).filter((key) => JSON.stringify(record.data[key]) !== JSON.stringify(changes[key]));
      if (changed.length) {
        for (const key of changed) {
          if (changes[key] === null) delete record.data[key];
          else record.data[key] = changes[key];
        }
        record.updated_at = iso(state.clock.now());
        record.updated_by = 'public_api';
      }
      write(account, context, 'customer_object_record.updated', record, { changed_fields: changed });
      return { status: 200, body: record };
    },

    deleteObjectRecord({ params }, context) {
      const account = accountOf(state, context);
      const record = recordIn(account, params.object_id, params.record_id);
      account.records.get(params.object_id)!.delete(record.id);
      write(account, context, 'customer_object_record.deleted', record);
      return { status: 200, body: { id: record.id, object: 'customer_object_record', deleted: true } };
    },
  };
}
