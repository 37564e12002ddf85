/**
 * The events an API pushes -> IRWebhook[]: each operation of the document's `webhooks` (OpenAPI 3.1 section
 * 4.8.1, requests the API sends to a URL registered out of band) and of every operation's `callbacks`
 * (section 4.8.18, requests sent to a URL the call named), with the schema of the body it carries. The
 * client types them as exported unions and unwraps them; the stubs' runtime sends them.
 */
import type { HttpMethod, IRWebhook, JsonSchema } from './types.js';
import { deref, escapePointer, type Doc } from './refs.js';
import { pascalCase, uniqueIdentifiers } from './names.js';

const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function transformWebhooks(doc: Doc, taken: readonly string[] = []): IRWebhook[] {
  const found: Omit<IRWebhook, 'typeName'>[] = [];
  const webhooks = (doc.webhooks ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(webhooks).sort()) {
    readPathItem(doc, webhooks[name], `#/webhooks/${escapePointer(name)}`, (method, operation, pointer) =>
      found.push({ kind: 'webhook', name, typesKey: name, method, ...bodyOf(doc, operation), summary: text(operation.summary), description: text(operation.description), pointer }),
    );
  }
  const paths = (doc.paths ?? {}) as Record<string, unknown>;
  for (const path of Object.keys(paths).sort()) {
    readPathItem(doc, paths[path], `#/paths/${escapePointer(path)}`, (_m, owner, at) => {
      const callbacks = (owner.callbacks ?? {}) as Record<string, unknown>;
      const operationId = text(owner.operationId) || `${path}`;
      for (const callback of Object.keys(callbacks).sort()) {
        const expressions = deref(doc, callbacks[callback]) as Record<string, unknown>;
        for (const expression of Object.keys(expressions ?? {}).sort()) {
          readPathItem(doc, expressions[expression], `${at}/callbacks/${escapePointer(callback)}/${escapePointer(expression)}`, (method, operation, pointer) =>
            found.push({
              kind: 'callback',
              name: `${operationId}.${callback}`,
              // The types document (emitters/openapi-types.ts) lists callbacks beside the webhooks under this key:
              // openapi-typescript types no callback.
              typesKey: `callback ${operationId} ${callback} ${expression} ${method}`,
              method,
              ...bodyOf(doc, operation),
              summary: text(operation.summary),
              description: text(operation.description),
              pointer,
              operationId: text(owner.operationId),
              expression,
            }),
          );
        }
      }
    });
  }
  const names = uniqueIdentifiers(
    found.map((w) => `${w.kind}:${w.name}:${w.method}`),
    { style: 'pascal', taken: [...taken, 'WebhookEvent', 'CallbackEvent'] },
  );
  // The type name is the event's own name, PascalCased, with Webhook or Callback after it.
  return found.map((w) => {
    const base = pascalCase(`${w.name.replace(/[^A-Za-z0-9]+/g, ' ')} ${w.kind}`);
    const derived = names.get(`${w.kind}:${w.name}:${w.method}`)!;
    const clash = found.filter((o) => pascalCase(`${o.name.replace(/[^A-Za-z0-9]+/g, ' ')} ${o.kind}`) === base).length > 1 || taken.includes(base);
    return { ...w, typeName: clash ? derived : base };
  });
}

function readPathItem(doc: Doc, raw: unknown, at: string, visit: (method: HttpMethod, operation: Record<string, unknown>, pointer: string) => void) {
  const item = deref(doc, raw) as Record<string, unknown> | undefined;
  if (!item || typeof item !== 'object') return;
  for (const method of METHODS) {
    const operation = item[method];
    if (operation && typeof operation === 'object') visit(method, operation as Record<string, unknown>, `${at}/${method}`);
  }
}

/** The first media type of the request body and its schema (the event's payload). */
function bodyOf(doc: Doc, operation: Record<string, unknown>): { contentType?: string; schema?: JsonSchema } {
  const body = deref(doc, operation.requestBody) as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
  const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  return contentType ? { contentType, ...(media?.schema ? { schema: media.schema } : {}) } : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
