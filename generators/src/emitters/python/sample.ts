/**
 * A Python SDK call of one operation with the spec's example values: what the package README shows and the
 * reference's "Python (SDK)" sample runs. Path parameters are positional, body fields and query parameters
 * keyword arguments, as the generated method takes them.
 */
import type { IR, IROperation, JsonSchema } from '../../ir/types.js';
import { sampleOf, sampleValue } from '../../ir/examples.js';
import { pyString } from './names.js';
import type { PyMethod } from './method-shape.js';

/** A JSON value as a Python literal. */
export function pyLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) return `[${value.map((v) => pyLiteral(v, indent)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([k, v]) => `${pyString(k)}: ${pyLiteral(v, indent)}`).join(', ')}}`;
}

/** `client.customers.create(name="Dana", email="dana@example.com")`. */
export function pythonCall(op: IROperation, method: PyMethod, schemas: Record<string, JsonSchema>): string {
  // A required body the spec gives no example of is made from its schema, as the other languages' samples are.
  const body = op.requestBody?.examples[0]?.value ?? (op.requestBody?.required ? sampleValue(schemas, op.requestBody.schema) : undefined);
  const args: string[] = [];
  for (const a of method.args) {
    let value: unknown;
    if (a.location === 'path') {
      const p = op.parameters.path.find((x) => x.name === a.key);
      value = p?.example ?? sampleOf(p?.schema ?? { type: 'string' });
      args.push(pyLiteral(value));
      continue;
    }
    if (a.location === 'field') {
      if (body && typeof body === 'object' && !Array.isArray(body) && a.key in body) args.push(`${a.name}=${pyLiteral((body as Record<string, unknown>)[a.key])}`);
      else if (a.required) args.push(`${a.name}=${pyLiteral(sampleValue(schemas, findFieldSchema(op, a.key)))}`);
      continue;
    }
    if (a.location === 'body') {
      if (body !== undefined || a.required) args.push(`body=${pyLiteral(body ?? sampleValue(schemas, op.requestBody!.schema))}`);
      continue;
    }
    const p = [...op.parameters.query, ...op.parameters.header, ...op.parameters.cookie].find((x) => x.name === a.key);
    // Required parameters only: an optional one's example (a page cursor) is no value to copy.
    if (p?.required) args.push(`${a.name}=${pyLiteral(p.example ?? sampleOf(p.schema))}`);
  }
  return `client.${method.qualified}(${args.join(', ')})`;
}

function findFieldSchema(op: IROperation, key: string) {
  const props = (op.requestBody?.schema as { properties?: Record<string, Record<string, unknown>> }).properties;
  return props?.[key] ?? {};
}

/** A whole program: make the client from the environment, call, print. */
export function pythonProgram(ir: IR, op: IROperation, method: PyMethod): string {
  const py = ir.api.python;
  const call = pythonCall(op, method, ir.schemas);
  const lines = [`from ${py.packageName} import ${py.className}`, '', `client = ${py.className}()  # reads ${ir.api.client.envPrefix}* from the environment`];
  if (method.stream) {
    // Items are read as they arrive; leaving the loop closes the connection.
    if (method.stream.format === 'sse') lines.push(`for event in ${call}:`, '    print(event.event, event.data)');
    else lines.push(`for item in ${call}:`, '    print(item)');
  } else if (method.paged) lines.push(`for item in ${call}:`, '    print(item)');
  else if (method.returns === 'None') lines.push(call);
  else lines.push(`result = ${call}`, `print(result${method.parse !== 'None' && /^[A-Z]/.test(method.returns) ? '.to_json()' : ''})`);
  return lines.join('\n') + '\n';
}
