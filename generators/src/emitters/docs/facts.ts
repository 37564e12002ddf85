/**
 * IROperation -> the Markdown block appended to its description on the reference page: the scope it needs,
 * whether it costs money (`x-cost`), whether it is safe to retry (`x-idempotent`), its rate limit
 * (`x-rate-limit`, else the API-wide one) and its error answers with their error codes. Written for API
 * consumers: the page names what the operation does, never the spec's extensions or the mock's switches.
 */
import type { IR, IROperation } from '../../ir/types.js';
import { render } from './templates.js';

export function operationFacts(ir: IR, op: IROperation): string {
  const limit = op.rateLimit ?? ir.api.rateLimit;
  return render('operation-facts.md.hbs', {
    scope: scopeText(op),
    cost: op.cost ? `yes (${op.cost.charges.replace('_', ' ')}). ${op.cost.when}` : 'no.',
    retry: op.idempotent
      ? 'yes. Sending it again after a timeout or a 5XX answer has no second effect.'
      : 'no. After a timeout or a 5XX answer the request may have taken effect, and sending it again can repeat it. A 429 answer did nothing: retry it after the wait.',
    rateLimit: limit ? `${limit.requests} requests per ${limit.windowSeconds} seconds per ${limit.per}; more answers 429.` : 'none stated.',
    stream: streamText(op),
    errors: op.responses
      .filter((r) => /^[45]/.test(r.status))
      .map((r) => ({
        status: r.status,
        codes: r.errorCodes.length ? r.errorCodes.map((c) => `\`${c}\``).join(', ') : '',
        description: cell(r.description),
      })),
  });
}

function scopeText(op: IROperation): string {
  if (op.security.public) return 'none; this call takes no bearer token.';
  if (!op.security.scopes.length) return 'none; any valid access token.';
  return `${op.security.scopes.map((s) => `\`${s}\``).join(', ')}.`;
}

/** One table cell: a single line, with pipes escaped (GFM tables). */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

/** How a streamed answer arrives: its framing, its item type in the client, its event names. */
function streamText(op: IROperation): string | undefined {
  const stream = op.responses.find((r) => /^2/.test(r.status) && r.stream)?.stream;
  if (!stream) return undefined;
  const framing =
    stream.format === 'sse'
      ? 'Server-Sent Events (`text/event-stream`)'
      : stream.format === 'jsonl'
        ? 'JSON Lines, one item per line'
        : 'JSON text sequences (`application/json-seq`)';
  const item = stream.format === 'sse' ? 'each event has its name (`event`), its data parsed (`data`) and its `id`' : 'each line is one item';
  const events = stream.events.length ? `; events: ${stream.events.map((e) => `\`${e}\``).join(', ')}` : '';
  const when = stream.requestedBy ? ` when the body sets \`${stream.requestedBy}: true\`` : '';
  return `the answer${when} is a stream of ${framing}: ${item}${events}. The client returns it as an async iterable (\`for await\`); a GET event stream resumes after a dropped connection with \`Last-Event-ID\`.`;
}
