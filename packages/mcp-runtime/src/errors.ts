/**
 * A failed call as a tool error (`isError: true`): what the API said (status, type, code, message, the
 * offending field, the request id) as one readable line and as JSON text. The result carries no
 * `structuredContent`: MCP clients check structured content against the tool's output schema even on an
 * error (the official SDK's client does), and an error is not the answer that schema describes; without
 * it, an error result is accepted by every client.
 *
 * The generated client's errors are read by their fields (`status`, `code`, `param`, `requestId`), not by
 * class, so the runtime needs no import of a particular client.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface ToolErrorBody {
  error: {
    status?: number;
    type?: string;
    code: string;
    message: string;
    field?: string;
    request_id?: string;
    retryable: boolean;
  };
}

interface ClientErrorLike {
  name?: string;
  message?: string;
  status?: number;
  type?: string;
  code?: string;
  param?: string;
  requestId?: string;
  retryAfter?: number;
}

/** What the agent can do about it, by status: short, so the model acts on it. */
function hint(status: number | undefined, code: string): string {
  if (code === 'timeout' || code === 'connection_error') return 'The API did not answer; the client already retried. Try again later.';
  if (status === undefined) return '';
  if (status === 401) return 'The server is not authenticated to the API: its credential (set in its environment) is missing, wrong or expired. The model cannot fix this.';
  if (status === 403) return 'The credential this server uses lacks the permission (scope) this call needs; it cannot be granted from here.';
  if (status === 404) return 'Nothing exists at the ids given: check them (list or search first).';
  if (status === 409) return 'The call conflicts with the current state: read the resource again before retrying.';
  if (status === 429) return 'Rate limited: the client already waited and retried; wait before calling again.';
  if (status >= 500) return 'The API failed; the client already retried where that was safe. Try again later.';
  if (status >= 400) return 'Fix the arguments named above and call again.';
  return '';
}

export function apiErrorResult(error: unknown, redact: (text: string) => string): CallToolResult {
  const e = (error && typeof error === 'object' ? error : { message: String(error) }) as ClientErrorLike;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const code = typeof e.code === 'string' && e.code ? e.code : status === undefined ? 'client_error' : `http_${status}`;
  // The client's message reads `404 some_code: the API's message (request req_1)`; the status, code and
  // request id have fields of their own here, so the message is the API's own words.
  const raw = typeof e.message === 'string' && e.message ? e.message : 'The call failed.';
  const message = raw.replace(/^\d{3} \S+: /, '').replace(/ \(request [^)]+\)$/, '') || raw;
  const body: ToolErrorBody = {
    error: {
      ...(status !== undefined ? { status } : {}),
      ...(typeof e.type === 'string' && e.type ? { type: e.type } : {}),
      code,
      message: redact(message),
      ...(typeof e.param === 'string' && e.param ? { field: e.param } : {}),
      ...(typeof e.requestId === 'string' && e.requestId ? { request_id: e.requestId } : {}),
      retryable: status === undefined ? code === 'timeout' || code === 'connection_error' : status === 429 || status >= 500,
    },
  };
  const { error: err } = body;
  const line = [
    `Error${status !== undefined ? ` ${status}` : ''} ${code}: ${err.message}`,
    err.field ? ` (field: ${err.field})` : '',
    err.request_id ? ` [request id ${err.request_id}]` : '',
    '. ',
    hint(status, code),
  ]
    .join('')
    .replace(/\.\. /, '. ')
    .trim();
  return {
    isError: true,
    content: [
      { type: 'text', text: line },
      { type: 'text', text: JSON.stringify(body) },
    ],
  };
}
