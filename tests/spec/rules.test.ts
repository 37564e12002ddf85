/**
 * Every behaviour rule and limit of the reference is represented in the bundled spec. Each test names the
 * section of openapi/reference/customer-messaging-api.md (the reference the spec describes) it comes from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deref, loadBundledSpec, operation, operations, param, repoRoot, schema, type Node } from '../support/spec.js';

const spec = loadBundledSpec();
const REFERENCE = 'openapi/reference/customer-messaging-api.md';

/** `METHOD /path` of each row of the reference's "Endpoints with a documented shape" table. */
function documentedOperations(): string[] {
  const text = readFileSync(path.join(repoRoot, REFERENCE), 'utf8');
  const section = text.split(/^#+ Endpoints with a documented shape\s*$/m)[1]?.split(/^#+ /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*(\/\S*)\s*\|/gm)].map((m) => `${m[1]} ${m[2]}`);
}
const ops = operations(spec);
const examplesOf = (response: Node) => Object.values<Node>(deref(spec, response).content?.['application/json']?.examples ?? {}).map((e) => deref(spec, e).value);
const codesOf = (response: Node) => examplesOf(response).map((v) => v.error.code);

describe('Endpoints with a documented shape', () => {
  // The one place that pins the operations: the rows of the reference's "Endpoints with a documented shape"
  // table, read from the reference itself (openapi/reference/), so an operation the reference adds needs no
  // edit here. Every other test takes the operations from the spec. An operation the reference does not
  // document is invented.
  it('has exactly the documented operations and no invented path', () => {
    const documented = documentedOperations();
    expect(documented.length, "the reference's table of documented operations was not found").toBeGreaterThan(0);
    const inSpec = ops.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    const invented = inSpec.filter((o) => !documented.includes(o));
    expect(invented, `${invented.join(', ')}: not in the reference's "Endpoints with a documented shape" table (${REFERENCE})`).toEqual([]);
    expect(
      documented.filter((o) => !inSpec.includes(o)),
      'documented operations missing from the spec',
    ).toEqual([]);
  });

  it('POST /oauth/token takes client_id and client_secret as JSON and answers an AccessToken', () => {
    const op = operation(spec, 'post', '/oauth/token');
    const body = deref(spec, op.requestBody.content['application/json'].schema);
    expect(body.required).toEqual(['client_id', 'client_secret']);
    expect(op.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/AccessToken');
  });

  it('the message send body includes type and content', () => {
    const body = schema(spec, 'MessageSend');
    expect(body.properties.type.type).toBe('string');
    expect(body.properties.content.type).toBe('string');
  });
});

describe('Endpoints, behaviour rule 1: GET /conversations filters', () => {
  const p = (name: string) => param(spec, 'get', '/conversations', name);
  it.each(['status', 'priority', 'inbox_id', 'assignee_id', 'team_id', 'label'])('%s repeats as OR (form, explode, array)', (name) => {
    expect(p(name)).toMatchObject({ in: 'query', style: 'form', explode: true, schema: { type: 'array' } });
    expect(p(name).description).toMatch(/OR/);
  });
  it('status accepts open, pending, on_hold, resolved', () => {
    expect(p('status').schema.items.enum).toEqual(['open', 'pending', 'on_hold', 'resolved']);
  });
  it('sentinels: assignee_id=unassigned is the waiting line, team_id=none is no team', () => {
    expect(p('assignee_id').description).toMatch(/`unassigned`/);
    expect(p('team_id').description).toMatch(/`none`/);
  });
  it('created_after is inclusive and created_before exclusive', () => {
    expect(p('created_after').description).toMatch(/at or after.*inclusive/);
    expect(p('created_before').description).toMatch(/strictly before.*exclusive/);
  });
  it('sort_dir is asc or desc, default desc', () => {
    expect(p('sort_dir').schema).toMatchObject({ enum: ['asc', 'desc'], default: 'desc' });
  });
  it('different filters are AND, repeated values OR (also comma-separated)', () => {
    const d = operation(spec, 'get', '/conversations').description;
    expect(d).toMatch(/Repeated values of one filter are OR/);
    expect(d).toMatch(/`\?label=a,b`/);
    expect(d).toMatch(/Different filters are AND/);
  });
});

describe('Endpoints, behaviour rules 2-4: filter values', () => {
  const op = operation(spec, 'get', '/conversations');
  it('rule 2: timestamps are ISO-8601 date-times; an unparsable one answers 400 naming the parameter', () => {
    for (const name of ['updated_after', 'created_after', 'created_before']) {
      expect(param(spec, 'get', '/conversations', name).schema.format).toBe('date-time');
    }
    const bad = examplesOf(op.responses['400']).find((v) => /timestamp/.test(v.error.message));
    expect(bad?.error.param).toBe('updated_after');
  });
  it('rule 3: an unknown enum value answers 400 listing the accepted values', () => {
    const bad = examplesOf(op.responses['400']).find((v) => v.error.param === 'status');
    expect(bad?.error.message).toContain('open, pending, on_hold, resolved');
  });
  it('rule 4 and Limits: per_page 1-100, default 25, never clamped; page >= 1, default 1', () => {
    const perPage = param(spec, 'get', '/conversations', 'per_page');
    expect(perPage.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 25 });
    expect(perPage.description).toMatch(/never clamped/);
    expect(param(spec, 'get', '/conversations', 'page').schema).toMatchObject({ minimum: 1, default: 1 });
  });
});

describe('Endpoints, behaviour rule 5: include', () => {
  it('customer contacts only with ?include=contacts; graph values only with ?include=values', () => {
    expect(schema(spec, 'Customer').required).not.toContain('contacts');
    expect(schema(spec, 'Customer').properties.contacts.description).toMatch(/include=contacts/);
    expect(schema(spec, 'Graph').required).not.toContain('value');
    expect(schema(spec, 'Graph').properties.value.description).toMatch(/include=values/);
  });
});

describe('Endpoints, behaviour rule 6 and Limits: message send channel rules', () => {
  const op = operation(spec, 'post', '/conversations/{conversation_id}/messages');
  it('a refused send answers 409 with a code per rule', () => {
    expect(codesOf(op.responses['409'])).toEqual(
      expect.arrayContaining(['whatsapp_window_closed', 'tiktok_window_closed', 'tiktok_message_cap_reached', 'voice_private_notes_only']),
    );
    expect(examplesOf(op.responses['409']).every((v) => v.error.type === 'conflict_error')).toBe(true);
  });
  it('states the WhatsApp 24-hour window, TikTok 48-hour window and cap, and voice private notes', () => {
    expect(op.description).toMatch(/24-hour window/);
    expect(op.description).toMatch(/48-hour window and a per-window message cap/);
    expect(op.description).toMatch(/Voice.*private notes only/);
  });
  it('a template carries body_variables, as many as the template body_variable_count', () => {
    expect(schema(spec, 'MessageTemplate').properties.body_variables).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(schema(spec, 'MessageTemplate').properties.body_variables.description).toMatch(/body_variable_count/);
    expect(schema(spec, 'WhatsAppTemplate').properties.body_variable_count.type).toBe('integer');
    expect(schema(spec, 'WhatsAppTemplate').properties.status.description).toMatch(/approved/);
  });
});

describe('Endpoints, behaviour rule 7: signing-link de-duplication', () => {
  it('a repeat returns the existing link with created false and no charge', () => {
    expect(schema(spec, 'SigningLink').properties.created.description).toMatch(/false.*existing link.*nothing was charged/);
    const op = operation(spec, 'post', '/signature/links');
    expect(op.description).toMatch(/`created` false and nothing is charged/);
    expect(op['x-cost'].when).toMatch(/costs nothing/);
  });
});

describe('Endpoints, behaviour rule 8: the seat charge', () => {
  it('POST /agents answers 402 seat_charge_failed; nothing created, retry safe', () => {
    const op = operation(spec, 'post', '/agents');
    expect(codesOf(op.responses['402'])).toEqual(['seat_charge_failed']);
    expect(examplesOf(op.responses['402'])[0].error.type).toBe('plan_limit_error');
    expect(op.responses['402'].description).toMatch(/Nothing was created and a retry is safe/);
    expect(op['x-cost'].charges).toBe('seat');
  });
});

describe('Endpoints, behaviour rule 9: idempotency', () => {
  it('POSTs that create are not idempotent; PATCH is', () => {
    for (const p of ['/customers', '/agents', '/conversations/{conversation_id}/messages']) expect(operation(spec, 'post', p)['x-idempotent']).toBe(false);
    expect(operation(spec, 'patch', '/objects/{object_id}/records/{record_id}')['x-idempotent']).toBe(true);
  });
  it('every operation says whether it is idempotent', () => {
    expect(ops.filter((o) => typeof o.op['x-idempotent'] !== 'boolean').map((o) => o.op.operationId)).toEqual([]);
  });
});

describe('Endpoints, behaviour rule 10: truncated dashboards', () => {
  it('values_truncated_after is present only when graphs were cut', () => {
    const d = schema(spec, 'Dashboard');
    expect(d.required).not.toContain('values_truncated_after');
    expect(d.properties.values_truncated_after.type).toBe('integer');
  });
});

describe('Endpoints, behaviour rule 11 and What the service does 4: the audit log', () => {
  it('writes are recorded with details.via = public_api and the client id', () => {
    expect(spec.info.description).toMatch(/audit log with `details.via = public_api` and the\s+credential's client id/);
  });
});

describe('Endpoints, behaviour rule 12 and Limits: cursor paging of records', () => {
  const op = operation(spec, 'get', '/objects/{object_id}/records');
  it('limit 1-100 default 50, cursor, x-pagination cursor', () => {
    expect(param(spec, 'get', '/objects/{object_id}/records', 'limit').schema).toMatchObject({ minimum: 1, maximum: 100, default: 50 });
    expect(param(spec, 'get', '/objects/{object_id}/records', 'cursor').schema.type).toBe('string');
    expect(op['x-pagination']).toBe('cursor');
    expect(operation(spec, 'get', '/conversations')['x-pagination']).toBe('page');
  });
  it('meta.has_more is always present; next_cursor only on cursor-paged collections', () => {
    const meta = schema(spec, 'PageMeta');
    expect(meta.required).toContain('has_more');
    expect(meta.required).not.toContain('next_cursor');
    expect(meta.required).not.toContain('total');
    expect(meta.properties.next_cursor.description).toMatch(/cursor/);
  });
});

describe('Authentication', () => {
  const scheme = spec.components.securitySchemes.bearerAuth;
  it('2, 4: a JWT bearer scheme; only POST /oauth/token is unauthenticated', () => {
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const open = ops.filter((o) => (o.op.security ?? spec.security).every((r: Node) => Object.keys(r).length === 0));
    expect(open.map((o) => o.op.operationId)).toEqual(['createAccessToken']);
  });
  it('6: all 21 scopes are declared with their purpose', () => {
    expect(Object.keys(scheme['x-scopes']).sort()).toEqual(
      [
        'conversations',
        'messages',
        'customers',
        'customer_objects',
        'analytics',
        'studio',
        'ai_world',
        'knowledge_base',
        'quick_replies',
        'forms',
        'documents_signature',
        'account',
        'business_hours',
        'conversation_attributes',
        'agents_teams',
        'audit_log',
        'billing',
        'files',
        'profile',
        'notifications',
        'sso',
      ].sort(),
    );
    expect(Object.values<string>(scheme['x-scopes']).every((d) => d.length > 10)).toBe(true);
  });
  it('What the service does 7: each operation carries the scope of its area', () => {
    const areaScope: Record<string, string> = {
      Conversations: 'conversations',
      Messages: 'messages',
      Customers: 'customers',
      'Customer objects': 'customer_objects',
      Studio: 'studio',
      'AI World': 'ai_world',
      'Document signature': 'documents_signature',
      'Agents & teams': 'agents_teams',
      Billing: 'billing',
    };
    for (const { op } of ops.filter((o) => o.op.tags[0] !== 'Authentication')) {
      expect(op.security, op.operationId).toEqual([{ bearerAuth: [areaScope[op.tags[0]]] }]);
    }
  });
  it('3 and Limits: tokens last 3600 seconds', () => {
    expect(schema(spec, 'AccessToken').properties.expires_in.const).toBe(3600);
    expect(scheme['x-token-lifetime-seconds']).toBe(3600);
  });
  it('5: scopes are checked live on each request', () => {
    expect(scheme.description).toMatch(/checked live.*next request, not at token expiry/s);
    expect(schema(spec, 'AccessToken').properties.scopes.description).toMatch(/re-read on every request/);
  });
  it('7: SSO needs sso_agent_ids and sso_origins; links last ten minutes, once', () => {
    expect(scheme.description).toMatch(/`sso_agent_ids`/);
    expect(scheme.description).toMatch(/`sso_origins`/);
    expect(scheme.description).toMatch(/expire in ten minutes and work exactly once/);
  });
  it('8: introspection reports account, client, credential, scopes, expiry and SSO', () => {
    expect(schema(spec, 'TokenIntrospection').required).toEqual(
      expect.arrayContaining(['account_id', 'client_id', 'credential_id', 'credential_name', 'scopes', 'credential_expires_at', 'sso_agent_ids', 'sso_origins']),
    );
  });
  it('9: the IP allow-list refuses the token endpoint with 403 ip_not_allowed before any token is issued', () => {
    const op = operation(spec, 'post', '/oauth/token');
    expect(codesOf(op.responses['403'])).toEqual(['ip_not_allowed']);
    expect(op.description).toMatch(/before any token is issued/);
  });
  it('10: 403 for scope, account switch and IP; 401 invalid_token means refresh and retry once', () => {
    const forbidden = spec.components.responses.Forbidden;
    expect(codesOf(forbidden)).toEqual(['insufficient_scope', 'account_switch_disabled', 'ip_not_allowed']);
    expect(codesOf(spec.components.responses.Unauthorized)).toEqual(['invalid_token']);
    expect(spec.components.responses.Unauthorized.description).toMatch(/retry once/);
  });
});

describe('Errors', () => {
  const statusType: Record<string, string> = {
    '400': 'invalid_request_error',
    '401': 'authentication_error',
    '402': 'plan_limit_error',
    '403': 'permission_error',
    '404': 'not_found_error',
    '409': 'conflict_error',
    '413': 'invalid_request_error',
    '429': 'rate_limit_error',
    '5XX': 'api_error',
  };
  it('the Error shape: type enum of 8, code, message required; param, details, request_id optional', () => {
    const e = schema(spec, 'Error').properties.error;
    expect(e.required).toEqual(['type', 'code', 'message']);
    expect(e.properties.type.enum).toHaveLength(8);
    expect(Object.keys(e.properties)).toEqual(['type', 'code', 'message', 'param', 'details', 'request_id']);
  });
  it('every error example has the type of its status, and a request_id', () => {
    for (const { op } of ops) {
      for (const [status, response] of Object.entries<Node>(op.responses)) {
        if (status.startsWith('2')) continue;
        for (const v of examplesOf(response)) {
          expect(v.error.type, `${op.operationId} ${status}`).toBe(statusType[status]);
          expect(v.error.request_id).toMatch(/^req_/);
        }
      }
    }
  });
  it('every operation documents 401 (if secured), 403, 429 and 5XX with the Error schema', () => {
    for (const { op } of ops) {
      const need = op.operationId === 'createAccessToken' ? ['400', '403', '429', '5XX'] : ['401', '403', '429', '5XX'];
      for (const status of need) {
        expect(deref(spec, op.responses[status]).content['application/json'].schema.$ref, `${op.operationId} ${status}`).toBe('#/components/schemas/Error');
      }
    }
  });
  it('Conventions 6: X-Request-Id is a header of every response and an optional request header', () => {
    for (const { op, path, method } of ops) {
      for (const [status, response] of Object.entries<Node>(op.responses)) {
        expect(Object.keys(deref(spec, response).headers ?? {}), `${method} ${path} ${status}`).toContain('X-Request-Id');
      }
      expect(param(spec, method, path, 'X-Request-Id')).toMatchObject({ in: 'header', required: false });
    }
  });
  it('known codes appear: missing_parameter with param, validation_failed with details.errors', () => {
    const [missing, invalid] = examplesOf(spec.components.responses.BadRequest);
    expect(missing.error).toMatchObject({ code: 'missing_parameter', param: expect.any(String) });
    expect(invalid.error.code).toBe('validation_failed');
    expect(invalid.error.details.errors.every((s: unknown) => typeof s === 'string')).toBe(true);
  });
});

describe('Limits', () => {
  it('600 requests per minute per credential; 20 per minute per IP on POST /oauth/token', () => {
    expect(spec.info['x-rate-limit']).toMatchObject({ requests: 600, window_seconds: 60, per: 'credential' });
    expect(operation(spec, 'post', '/oauth/token')['x-rate-limit']).toMatchObject({ requests: 20, window_seconds: 60, per: 'ip' });
  });
  it('exceeding a rate limit answers 429 (with Retry-After)', () => {
    const tooMany = spec.components.responses.TooManyRequests;
    expect(Object.keys(tooMany.headers)).toEqual(['X-Request-Id', 'Retry-After']);
    for (const { op } of ops) expect(op.responses['429'].$ref).toBe('#/components/responses/TooManyRequests');
  });
  it('an upload too large answers 413 on every operation with a body', () => {
    for (const { op } of ops.filter((o) => o.op.requestBody)) expect(op.responses['413'].$ref, op.operationId).toBe('#/components/responses/PayloadTooLarge');
  });
});

describe('What the service does', () => {
  it('3: server-side only, no CORS headers', () => {
    expect(spec.info.description).toMatch(/No CORS headers are sent/);
    for (const { op } of ops) for (const r of Object.values<Node>(op.responses)) expect(Object.keys(deref(spec, r).headers ?? {})).not.toContain('Access-Control-Allow-Origin');
  });
  it('5: the calls that cost money carry x-cost, and only they', () => {
    const costs = Object.fromEntries(ops.filter((o) => o.op['x-cost']).map((o) => [o.op.operationId, o.op['x-cost'].charges]));
    expect(costs).toEqual({ sendMessage: 'credits', updateAiFeature: 'ai_credits', createAgent: 'seat', createSigningLink: 'credits' });
  });
});

describe('Events', () => {
  it('no webhooks: clients poll GET /conversations with updated_after', () => {
    expect(operation(spec, 'get', '/conversations').description).toMatch(/no webhooks.*poll with `updated_after`/s);
    expect(Object.keys(spec)).not.toContain('webhooks');
  });
});

describe('Versioning', () => {
  // The reference publishes 1.0.0; later releases move info.version (semver), never the /v1 base path.
  it('1: a semver info.version, base address ends in /v1', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(spec.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(spec.servers.every((s: Node) => s.url.endsWith('/v1'))).toBe(true);
  });
  it('2: error codes are stable across releases', () => {
    expect(schema(spec, 'Error').properties.error.properties.code.description).toMatch(/stable across releases/);
  });
});

describe('Resources and their fields: conventions', () => {
  it('1: every resource carries an object const; 3: collections are {data, meta}', () => {
    const resources = [
      'Conversation',
      'ConversationCounts',
      'Message',
      'Inbox',
      'WhatsAppTemplate',
      'Customer',
      'Contact',
      'CustomerObject',
      'CustomerObjectRecord',
      'Dashboard',
      'Graph',
      'StudioFlow',
      'StudioBlock',
      'AiFeature',
      'KnowledgeBase',
      'KnowledgeBaseSource',
      'KnowledgeBaseChunk',
      'QuickReply',
      'Form',
      'FormSubmission',
      'SignatureDocument',
      'SigningLink',
      'SignedDocument',
      'Account',
      'BusinessHours',
      'HolidayCalendar',
      'ConversationAttributeSchema',
      'ConversationCustomAttributes',
      'TokenIntrospection',
      'Agent',
    ];
    for (const name of resources) expect(schema(spec, name).properties.object.const, name).toMatch(/^[a-z_]+$/);
    for (const name of ['ConversationList', 'CustomerObjectList', 'CustomerObjectRecordList']) {
      expect(schema(spec, name).required).toEqual(['data', 'meta']);
      expect(schema(spec, name).properties.meta.$ref).toBe('#/components/schemas/PageMeta');
    }
  });
  it('4: a field with no value is null (nullable date-times)', () => {
    const c = schema(spec, 'Conversation').properties;
    for (const f of ['last_message_at', 'last_activity_at', 'created_at', 'updated_at', 'resolved_at', 'first_response_at', 'on_hold_until']) {
      expect(c[f].type, f).toEqual(['string', 'null']);
    }
  });
  it('DeletedResource: deleted is always true; cascade fields are optional', () => {
    const d = schema(spec, 'DeletedResource');
    expect(d.properties.deleted.const).toBe(true);
    expect(d.required).toEqual(['id', 'object', 'deleted']);
    expect(Object.keys(d.properties)).toEqual(expect.arrayContaining(['unlinked_contacts', 'detached_conversations', 'freed_bytes']));
  });
});
