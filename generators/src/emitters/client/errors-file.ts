/**
 * IR -> `errors.gen.ts`: the runtime's error classes, typed by this spec's documented errors. The runtime
 * names no API's codes (its classes carry strings); here each class is the same class at run time, its
 * instances typed with the `type` and `code` the spec documents for its status (`ErrorsByStatus` of
 * error-codes.gen.ts), so `e instanceof NotFoundError` offers the 404 codes and still accepts any other.
 */
import type { IR } from '../../ir/types.js';
import type { Declaration } from '../ts/print.js';
import { clientConfig } from './config.js';

/** The runtime's classes of an error answer, with the statuses they take (as the runtime's `errorClass` picks them). */
const STATUS_CLASSES: { name: string; statuses: string; doc: string }[] = [
  { name: 'InvalidRequestError', statuses: 'OtherClientStatusIn<ErrorsByStatus>', doc: '400, 413, 422 and any other 4xx without a class of its own' },
  { name: 'AuthenticationError', statuses: "'401'", doc: '401' },
  { name: 'PlanLimitError', statuses: "'402'", doc: '402' },
  { name: 'PermissionError', statuses: "'403'", doc: '403' },
  { name: 'NotFoundError', statuses: "'404'", doc: '404' },
  { name: 'ConflictError', statuses: "'409'", doc: '409' },
  { name: 'RateLimitError', statuses: "'429'", doc: '429' },
  { name: 'InternalServerError', statuses: 'ServerStatusIn<ErrorsByStatus>', doc: '5xx' },
];

/**
 * The runtime's classes this spec's client exports: a class of its own for each status the spec documents
 * exactly (`404`; a `default` response documents no status), `InvalidRequestError` when it documents another
 * 4xx (or `4XX`), `InternalServerError` when it documents a 5xx (or `5XX`). `APIError`, the generic one,
 * always; an answer of any other status is an `APIError` of the runtime's class for it.
 */
export function errorClassNames(ir: IR): string[] {
  const statuses = new Set(ir.operations.flatMap((op) => op.responses.map((r) => r.status.toUpperCase())));
  const own = new Set(STATUS_CLASSES.filter((c) => /^'\d+'$/.test(c.statuses)).map((c) => c.statuses.slice(1, -1)));
  const documents = (c: (typeof STATUS_CLASSES)[number]) => {
    if (c.name === 'InvalidRequestError') return [...statuses].some((s) => s.startsWith('4') && !own.has(s));
    if (c.name === 'InternalServerError') return [...statuses].some((s) => s.startsWith('5'));
    return statuses.has(c.statuses.slice(1, -1));
  };
  return ['APIError', ...STATUS_CLASSES.filter(documents).map((c) => c.name)];
}

export function errorsFile(ir: IR): Declaration[] {
  const emitted = new Set(errorClassNames(ir));
  const classes = STATUS_CLASSES.filter((c) => emitted.has(c.name));
  const base = (name: string) => `${name}Base`;
  // An interface that narrows the class's properties, not an intersection: `string & ('a' | (string & {}))`
  // reduces to `string`, and the documented literals would no longer be offered.
  const typed = (name: string, type: string, code: string, doc: string): Declaration[] => [
    {
      kind: 'statements',
      code: [
        `/** ${doc} */`,
        `export interface ${name} extends ${base(name)} {`,
        `  readonly type: ${type};`,
        `  readonly code: ${code};`,
        '}',
        `export const ${name}: ErrorClass<${name}> = ${base(name)};`,
      ],
    },
  ];
  const errorsOf = ir.api.errors ? `\`${ir.api.errors.code.join('.')}\`` : 'the error body';
  return [
    {
      kind: 'import',
      names: [
        ...['APIError', ...classes.map((c) => c.name)].map((n) => `${n} as ${base(n)}`),
        'type ErrorClass',
        'type ErrorCodeIn',
        'type ErrorTypeIn',
        ...(emitted.has('InvalidRequestError') ? ['type OtherClientStatusIn'] : []),
        ...(emitted.has('InternalServerError') ? ['type ServerStatusIn'] : []),
      ],
      from: clientConfig.core,
    },
    { kind: 'import', typeOnly: true, names: ['ErrorsByStatus', 'KnownErrorCode', 'KnownErrorType'], from: `./${clientConfig.files.errorCodes.replace(/\.ts$/, '.js')}` },
    {
      kind: 'type',
      exported: true,
      name: 'ErrorCode',
      docs: `A documented code (${errorsOf}), or any other: the list may not be complete.`,
      type: 'KnownErrorCode | (string & {})',
    },
    {
      kind: 'type',
      exported: true,
      name: 'ErrorType',
      docs: "A type the spec documents, the client's own for failures without an answer, or any other.",
      type: "KnownErrorType | 'api_connection_error' | 'api_timeout_error' | 'invalid_response_error' | (string & {})",
    },
    {
      kind: 'type',
      exported: true,
      name: 'ErrorTypeOf<S extends string>',
      docs: 'The `type` documented for a status (`"404"`, `"5XX"`), or any other string.',
      type: 'ErrorTypeIn<ErrorsByStatus, S>',
    },
    {
      kind: 'type',
      exported: true,
      name: 'ErrorCodeOf<S extends string>',
      docs: 'The codes documented for a status, or any other: the list may not be complete.',
      type: 'ErrorCodeIn<ErrorsByStatus, S>',
    },
    ...typed('APIError', 'ErrorType', 'ErrorCode', 'The service answered with an error status; `type` and `code` offer what the spec documents.'),
    ...classes.flatMap((c) => typed(c.name, `ErrorTypeOf<${c.statuses}>`, `ErrorCodeOf<${c.statuses}>`, `${c.doc}: \`type\` and \`code\` offer what the spec documents for it.`)),
  ];
}
