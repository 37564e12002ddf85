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
