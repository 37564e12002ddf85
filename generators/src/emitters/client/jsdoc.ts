/**
 * The JSDoc of a generated method: the spec's summary and description, then what a caller must know before
 * calling: the scope the token needs, whether the call costs money, whether it is safe to retry, paging,
 * and deprecation.
 */
import type { IRApi } from '../../ir/types.js';
import type { OperationShape } from './operation-shape.js';
import type { DocTag } from '../ts/print.js';

export interface MethodDoc {
  description: string;
  tags: DocTag[];
}

export function methodDoc(shape: OperationShape, api: IRApi): MethodDoc {
  const { op } = shape;
  const description = [op.summary, op.description.trim()].filter(Boolean).join('\n\n');
  const tags: DocTag[] = [];
  tags.push({ tagName: 'see', text: `${op.method.toUpperCase()} ${op.path} (operation \`${op.id}\`)` });
  tags.push({
    tagName: 'scope',
    text: op.security.public ? 'none: this call needs no token' : op.security.scopes.map((s) => `\`${s}\``).join(', ') || 'any valid token',
  });
  tags.push({ tagName: 'cost', text: op.cost ? `${op.cost.charges}: ${op.cost.when}` : 'none: this call costs nothing' });
  tags.push({
    tagName: 'idempotent',
    text: op.idempotent
      ? 'yes: safe to retry; the client retries 429 and 5xx answers'
      : 'no: sending it again may apply it twice, so the client never re-sends it once it may have reached the server unless `retryNonIdempotent: true` is passed',
  });
  if (shape.paginated) {
    const by = op.pagination === 'cursor' ? api.pagination?.nextCursor : api.pagination?.hasMore;
    tags.push({
      tagName: 'paginated',
      text: `${by ? `\`${by.join('.')}\`: ` : ''}\`for await\` over the result walks every item; \`.pages()\` walks the pages`,
    });
  }
  if (op.deprecated) tags.push({ tagName: 'deprecated', ...(op.sunset ? { text: `may be removed after ${op.sunset} (its sunset date)` } : {}) });
  // The printer escapes what would end the comment early.
  return { description, tags };
}
