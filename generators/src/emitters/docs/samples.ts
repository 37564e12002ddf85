/**
 * IROperation -> a TypeScript sample calling it through the generated client:
 * `client.<sdk.resource...>.<sdk.method>(<path params in path order>, <body or query object>)`.
 * Values come from the spec: path parameters from their schema example, the body from the first request
 * example; a query object shows the required parameters, the first optional filter that has an example or
 * enum (not the page position), and the page size parameter with its default.
 */
import type { IROperation, IRParameter, JsonSchema } from '../../ir/types.js';
import { docsConfig } from './config.js';
import { tsLiteral } from './literal.js';
import { render } from './templates.js';

export function codeSample(op: IROperation): string {
  const args = [...op.parameters.path.map((p) => tsLiteral(exampleOf(p.schema) ?? `<${p.name}>`))];
  const body = op.requestBody?.examples[0]?.value;
  const query = queryExample(op.parameters.query);
  if (body !== undefined) args.push(tsLiteral(body));
  else if (query) args.push(tsLiteral(query));
  return render('code-sample.ts.hbs', {
    ...docsConfig.client,
    resultName: resultName(op),
    callee: [...op.sdk.resource, op.sdk.method].join('.'),
    args: args.join(', '),
  });
}

function queryExample(params: IRParameter[]): Record<string, unknown> | undefined {
  const pageSize = params.find((p) => docsConfig.pageSizeParams.includes(p.name));
  const filter = params.find(
    (p) => !p.required && p !== pageSize && !docsConfig.pagePositionParams.includes(p.name) && exampleOf(p.schema) !== undefined,
  );
  const chosen = params.filter((p) => p.required || p === filter || p === pageSize);
  const entries = chosen
    .map((p) => [p.name, p === pageSize ? (p.schema.default ?? exampleOf(p.schema)) : exampleOf(p.schema)] as const)
    .filter(([, v]) => v !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** A value the schema documents: `example`, the first of `examples`, the first enum value; arrays get one item. */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.type === 'array' && schema.items) {
    const item = exampleOf(schema.items as JsonSchema);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}

/**
 * `page` for a paged list; else the response schema's name in lowerCamelCase (`Message` -> `message`),
 * a `...List` named after its items (`CustomerObjectList` -> `customerObjects`).
 */
function resultName(op: IROperation): string {
  if (op.pagination !== 'none') return 'page';
  const ref = op.responses.find((r) => r.status.startsWith('2'))?.schema?.$ref;
  const name = typeof ref === 'string' ? ref.split('/').at(-1)! : 'result';
  const variable = name[0]!.toLowerCase() + name.slice(1);
  return variable.endsWith('List') ? `${variable.slice(0, -'List'.length)}s` : variable;
}
