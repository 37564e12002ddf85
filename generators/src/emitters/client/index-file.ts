/**
 * IR -> the package's entry point, `src/index.ts`: the client classes, the operation table, the error
 * classes typed by the spec, the types of every operation and schema, and what users need of the runtime
 * (`@openapi-cmp/client-runtime`), under the names the configuration gives. Hand-written modules of the
 * package that the configuration lists (`client.exports`) are exported too.
 */
import type { IR } from '../../ir/types.js';
import type { Declaration } from '../ts/print.js';
import { clientConfig } from './config.js';
import { errorClassNames } from './errors-file.js';
import { modelTypeNames } from './models-file.js';

/** What the entry point re-exports of the runtime as it is (the error classes of an answer come typed, from errors.gen.ts). */
const RUNTIME_EXPORTS = [
  'APIPromise',
  'PagePromise',
  'getRequestId',
  'pollChanges',
  'clientCredentialsFor',
  'staticToken',
  'ApiClientError',
  'APIConnectionError',
  'APITimeoutError',
  'APIUserAbortError',
  'type ClientOptions',
  'type RequestOptions',
  'type Exact',
  'type TokenStrategy',
  'type TokenSource',
  'type TokenContext',
  'type TokenExchange',
  'type WithResponse',
  'type Logger',
  'type LogLevel',
  'type LogLevelOption',
  'type PollChangesOptions',
  'type ChangeQuery',
  'type ChangePage',
];

/** What the entry point re-exports of the runtime for an API with a streamed answer. */
const STREAM_EXPORTS = ['Stream', 'APIStreamError', 'type ServerSentEvent', 'type StreamOptions'];
/** ... and for an API that sends webhooks or callbacks. */
const WEBHOOK_EXPORTS = ['Webhooks', 'WebhookVerificationError', 'verifyWebhook', 'type WebhookHeaders', 'type WebhookSecretOptions'];

/** The error classes of an answer, typed by the spec: those of the statuses it documents (`errorClassNames`). */
const typedErrors = (ir: IR) => [...errorClassNames(ir), 'type ErrorCode', 'type ErrorType', 'type ErrorTypeOf', 'type ErrorCodeOf'];

export function indexFile(ir: IR): Declaration[] {
  const { client } = ir.api;
  const gen = (file: string) => `./generated/${file.replace(/\.ts$/, '.js')}`;
  const { files } = clientConfig;
  const names = (list: string[]) => `{\n${list.map((n) => `  ${n},`).join('\n')}\n}`;
  // The alias is left out when the name is one the entry point exports already (a title ending in "Api Client").
  const typedErrorNames = typedErrors(ir);
  const taken = new Set([...RUNTIME_EXPORTS, ...typedErrorNames].map((n) => n.replace(/^type /, '')));
  const alias = taken.has(client.errorClassName) ? [] : [`ApiClientError as ${client.errorClassName}`];
  // What a stream's reader needs, for APIs that stream; a schema of the same name keeps its name.
  const models = new Set(modelTypeNames(ir).values());
  const streams = [...(ir.operations.some((op) => op.responses.some((r) => r.stream)) ? STREAM_EXPORTS : []), ...(ir.webhooks.length ? WEBHOOK_EXPORTS : [])].filter(
    (n) => !models.has(n.replace(/^type /, '')),
  );
  const lines = [
    `export { ${[client.className, client.coreClassName, ...(ir.api.tokenExchange ? ['clientCredentials'] : [])].join(', ')} } from '${gen(files.client)}';`,
    `export { operations, type OperationId } from '${gen(files.operations)}';`,
    `export { knownErrorCodes, type KnownErrorCode } from '${gen(files.errorCodes)}';`,
    `export type * from '${gen(files.types)}';`,
    `export type * from '${gen(files.models)}';`,
    ...(ir.webhooks.length ? [`export * from '${gen(files.webhooks)}';`] : []),
    `export type { paths, components, operations as OperationTypes } from '${gen(files.schema)}';`,
    `export * from '${gen(files.resources)}';`,
    `export ${names(typedErrorNames)} from '${gen(files.errors)}';`,
    `export ${names([...RUNTIME_EXPORTS.slice(0, 7), ...alias, ...RUNTIME_EXPORTS.slice(7), ...streams])} from '${clientConfig.core}';`,
    ...client.exports.map((module) => `export * from '${module}';`),
  ];
  return [{ kind: 'statements', code: lines }];
}

/** The entry point's file comment. */
export function indexComment(ir: IR): string {
  return [
    `${ir.api.client.packageName}: the typed client of ${ir.info.title}.`,
    '',
    'The entry point: the client class, the error classes, paging and polling helpers, and the types of every',
    `operation and schema. \`generated/\` is emitted from the spec; the runtime is ${clientConfig.core}.`,
  ].join('\n');
}
