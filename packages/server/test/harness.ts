/**
 * A running server for the runtime's tests: the generated route table with small in-test handlers, a
 * verifier that accepts `tok_<credential id>`, a credential store the tests mutate, and a clock they move.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type components, type Credential, type Handlers, type ResponseViolation, type ServerOptions } from '../src/index.js';

export interface Harness {
  url: string;
  credentials: Map<string, Credential>;
  allowLists: Map<string, string[]>;
  violations: ResponseViolation[];
  calls: { operationId: string; request: unknown }[];
  advance(ms: number): void;
  close(): Promise<void>;
}

export const conversation: components['schemas']['Conversation'] = {
  object: 'conversation',
  id: '90211',
  status: 'open',
  inbox_id: '7',
  inbox_name: 'Support WhatsApp',
  inbox_type: 'whatsapp',
  contact_id: '5521',
  contact: { id: '5521', name: 'Dana Levi', phone: '+972501234567', email: 'dana@acme.test' },
  customer_id: '880',
  assignee_id: '',
  assignee_name: '',
  team_id: '',
  team_name: '',
  subject: 'Order',
  priority: '',
  flag: '',
  labels: [],
  tags: [],
  pinned: false,
  unread_count: 0,
  message_count: 1,
  last_message_preview: '',
  last_message_direction: '',
  last_message_at: null,
  last_activity_at: null,
  created_at: '2026-11-20T15:01:00Z',
  updated_at: '2026-11-21T09:42:10Z',
  resolved_at: null,
  first_response_at: null,
  on_hold_until: null,
  studio_flow_id: '',
  ai_session_id: '',
  resolved_by: '',
  metadata: {},
};

export const message: components['schemas']['Message'] = {
  object: 'message',
  id: 'msg_1',
  conversation_id: '90211',
  content: 'hi',
  content_type: 'text',
  caption: '',
  direction: 'outgoing',
  private: false,
  status: 'pending',
  sender_type: 'agent',
  sender_id: '311',
  sender_name: 'Noa',
  inbox_type: 'whatsapp',
  attachments: [],
  reply_to_message_id: null,
  metadata: {},
  created_at: '2026-11-21T09:45:00Z',
  updated_at: '2026-11-21T09:45:00Z',
};

export async function startHarness(overrides: Partial<ServerOptions<Handlers>> = {}): Promise<Harness> {
  let offset = 0;
  const now = () => new Date(Date.parse('2026-11-21T10:00:00Z') + offset);
  const credentials = new Map<string, Credential>([
    ['cred_full', { id: 'cred_full', clientId: 'cli_full', accountId: 'acc_1', name: 'Full', scopes: ['conversations', 'messages', 'customers'], expiresAt: null }],
    ['cred_other', { id: 'cred_other', clientId: 'cli_other', accountId: 'acc_2', name: 'Other', scopes: ['conversations'], expiresAt: null }],
  ]);
  const allowLists = new Map<string, string[]>();
  const violations: ResponseViolation[] = [];
  const calls: Harness['calls'] = [];
  const record = <T>(operationId: string, request: T) => void calls.push({ operationId, request });
  const handlers: Partial<Handlers> = {
    listConversations(request) {
      record('listConversations', request);
      return {
        status: 200,
        body: { data: [conversation], meta: { page: request.query.page ?? 1, per_page: request.query.per_page ?? 25, count: 1, total: 1, total_pages: 1, has_more: false } },
      };
    },
    sendMessage(request) {
      record('sendMessage', request);
      if (request.body.content === 'boom') throw new Error('database password is hunter2 at /srv/app/db.ts:42');
      // A handler bug: a body that breaks the spec (status is not a Message).
      if (request.body.content === 'bad-shape') return { status: 200, body: { ...message, direction: 'sideways' } as never };
      return { status: 200, body: { ...message, content: request.body.content ?? '' } };
    },
    createAccessToken(request) {
      record('createAccessToken', request);
      const credential = [...credentials.values()].find((c) => c.clientId === request.body.client_id);
      if (!credential) return { status: 401, body: { error: { type: 'authentication_error', code: 'invalid_client', message: 'The client id or client secret is not valid.' } } };
      return {
        status: 200,
        body: {
          access_token: `tok_${credential.id}`,
          token_type: 'Bearer',
          expires_in: 3600,
          expires_at: '2026-11-21T11:00:00Z',
          scopes: credential.scopes,
          account_id: credential.accountId,
        },
      };
    },
  };
  const app = createServer({
    handlers,
    verifyToken: (token) => {
      const credential = token.startsWith('tok_') ? credentials.get(token.slice(4)) : undefined;
      return credential ? { credentialId: credential.id, accountId: credential.accountId, clientId: credential.clientId } : null;
    },
    credentials: {
      byId: (id) => credentials.get(id),
      byClientId: (clientId) => [...credentials.values()].find((c) => c.clientId === clientId),
    },
    ipAllowList: (accountId) => allowLists.get(accountId),
    mode: 'test',
    now,
    onResponseViolation: (v) => violations.push(v),
    ...overrides,
    // Idle connections are kept a minute unless a test says otherwise: with the 5 s default, a loaded machine's
    // late timers can let the client reuse a socket the server is closing (ECONNRESET, a failure of the machine).
    limits: { keepAliveTimeoutMs: 60_000, ...overrides.limits },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, credentials, allowLists, violations, calls, advance: (ms) => void (offset += ms), close: () => app.close() };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  raw?: string;
  headers?: Record<string, string>;
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}
