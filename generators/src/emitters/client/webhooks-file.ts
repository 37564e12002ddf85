/**
 * IR -> `webhooks.gen.ts`, for an API that sends requests (its `webhooks`, its operations' `callbacks`): one
 * exported type per event (`MessageCreatedWebhook`), the unions `WebhookEvent` and `CallbackEvent`, and the
 * JSON Schema every event conforms to, which `client.webhooks.unwrap` checks a body against.
 */
import type { IR, IRWebhook, JsonSchema } from '../../ir/types.js';
import { clientConfig } from './config.js';
import { literal } from './names.js';
import { readView, viewImports } from '../openapi-types.js';
import { SchemaInliner } from '../mcp/tool-schema.js';
import { isJsonMediaType } from '../../openapi/primitives.js';
import type { Declaration } from '../ts/print.js';
import { jsonExpression } from '../ts/literal.js';

/** What the client class needs to offer `webhooks`: the union it unwraps to and the schema constant. */
export function webhookEventType(ir: IR): string | undefined {
  const kinds = new Set(ir.webhooks.filter((w) => w.contentType).map((w) => w.kind));
  if (!kinds.size) return undefined;
  return [...(kinds.has('webhook') ? ['WebhookEvent'] : []), ...(kinds.has('callback') ? ['CallbackEvent'] : [])].join(' | ');
}

export function webhooksFile(ir: IR): Declaration[] {
  const typed = ir.webhooks.filter((w) => w.contentType);
  if (!typed.length) return [];
  const union = (kind: IRWebhook['kind']) => typed.filter((w) => w.kind === kind).map((w) => w.typeName);
  const unions = (['webhook', 'callback'] as const).flatMap((kind): Declaration[] =>
    union(kind).length
      ? [
          {
            kind: 'type',
            exported: true,
            name: kind === 'webhook' ? 'WebhookEvent' : 'CallbackEvent',
            docs:
              kind === 'webhook'
                ? 'Every event the API sends to a subscribed URL (its `webhooks`): what `client.webhooks.unwrap` returns.'
                : "Every request the API sends to a URL a call named (its operations' `callbacks`).",
            type: union(kind).join(' | '),
          },
        ]
      : [],
  );
  const inliner = new SchemaInliner(ir.schemas, 'request');
  // `unwrap` reads JSON bodies: a payload of another media type (a form) is no member of the JSON check, where
  // its schema (often without `required`) would otherwise admit any JSON object.
  const members = typed.filter((w) => isJsonMediaType(w.contentType!)).map((w) => inliner.inline(w.schema ?? {}));
  const defs = inliner.defs();
  const schema: JsonSchema = { anyOf: members, ...(defs ? { $defs: defs } : {}) };
  return [
    { kind: 'import', typeOnly: true, names: ['webhooks', ...viewImports(ir)], from: `./${clientConfig.files.schema.replace(/\.ts$/, '.js')}` },
    ...typed.map((w): Declaration => ({
      kind: 'type',
      exported: true,
      name: w.typeName,
      docs: `${w.kind === 'webhook' ? `Webhook \`${w.name}\`` : `Callback \`${w.name}\` (sent to \`${w.expression}\`)`} (${w.method.toUpperCase()}): ${w.summary || w.description || 'its payload'}.`,
      type: readView(ir, `NonNullable<webhooks[${literal(w.typesKey)}][${literal(w.method)}]['requestBody']>['content'][${literal(w.contentType!)}]`),
    })),
    ...unions,
    {
      kind: 'const',
      exported: true,
      docs: 'The JSON Schema (2020-12) every event conforms to: `client.webhooks.unwrap` checks bodies against it.',
      name: 'webhookSchema',
      type: 'object',
      value: jsonExpression(schema),
    },
  ];
}
