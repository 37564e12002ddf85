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

export function errorsFile(ir: IR): Declaration[] {
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
        ...['APIError', ...STATUS_CLASSES.map((c) => c.name)].map((n) => `${n} as ${base(n)}`),
        'type ErrorClass',
        'type ErrorCodeIn',
        'type ErrorTypeIn',
        'type OtherClientStatusIn',
        'type ServerStatusIn',
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
    ...STATUS_CLASSES.flatMap((c) =>
      typed(c.name, `ErrorTypeOf<${c.statuses}>`, `ErrorCodeOf<${c.statuses}>`, `${c.doc}: \`type\` and \`code\` offer what the spec documents for it.`),
    ),
  ];
}
