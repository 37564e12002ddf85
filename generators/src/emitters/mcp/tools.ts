/**
 * IR -> the tool table: one tool per operation (the token exchange excepted: its answer is a credential),
 * with its name, a short description (summary, first paragraph, the scope it needs, its cost, whether a
 * retry is safe, how it pages), its input schema (path, query and header parameters and the body; refs
 * inlined; top-level `type: object` and no top-level `oneOf`/`anyOf`/`allOf`), its output schema when the
 * answer has one, and the annotations MCP clients read.
 */
import type { IR, IROperation, IRParameter, JsonSchema } from '../../ir/types.js';
import { mcpConfig } from './config.js';
import { isObjectSchema, SchemaInliner } from './tool-schema.js';
import { toolNames } from './tool-names.js';
import { toolStore } from '../../incremental/tool-rows.js';

/** The runtime's `ToolEntry` (packages/mcp-runtime/src/types.ts), as plain data. */
export interface ToolRow {
  name: string;
  operationId: string;
  method: string;
  path: string;
  title: string;
  description: string;
  tags: string[];
  scopes: string[];
  readOnly: boolean;
  deprecated?: boolean;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  wrap?: boolean;
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  args: { arg: string; in: IRParameter['in']; name: string }[];
  body?: { arg: string; required: boolean };
  paging?: { kind: 'page' | 'cursor'; param: string; items?: string[]; hasMore?: string[]; nextCursor?: string[]; page?: string[] };
  /** The answer is a stream: the tool collects it up to a cap on items and on time, and says where it stopped. */
  stream?: { maxItems: number; maxMs: number };
}

const READ_METHODS = new Set(['get', 'head', 'options']);

/** The operations a tool is made for: all but the token exchange, whose answer is a credential the model must never see. */
export function toolOperations(ir: IR): IROperation[] {
  return [...ir.operations].filter((op) => op.id !== ir.api.tokenExchange?.operationId).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Parameters the model never sets: the credential (the spec's security scheme) and the request-id header the client sends. */
function hiddenParameter(ir: IR, p: IRParameter): boolean {
  const { auth, requestIdHeader } = ir.api;
  if (p.in === 'header' && p.name.toLowerCase() === 'authorization') return true;
  if (p.in === 'header' && requestIdHeader && p.name.toLowerCase() === requestIdHeader.toLowerCase()) return true;
  if (auth.kind === 'apiKey' && p.in === auth.in && p.name.toLowerCase() === auth.name.toLowerCase()) return true;
  return false;
}

function clip(text: string, limit: number): string {
  const one = text.replace(/\s+/g, ' ').trim();
  if (one.length <= limit) return one;
  const cut = one.slice(0, limit);
  const sentence = cut.lastIndexOf('. ');
  return sentence > limit / 2 ? cut.slice(0, sentence + 1) : `${cut.replace(/\s+\S*$/, '')}...`;
}

function description(ir: IR, op: IROperation): string {
  const first = op.description.split(/\n\s*\n/)[0] ?? '';
  // Without a summary the operation is named by its method and path, never by a bare ".".
  const summary = (op.summary.trim() || `${op.method.toUpperCase()} ${op.path}`).replace(/\.?$/, '.');
  const lines = [first && first.trim() !== op.summary.trim() ? `${summary} ${clip(first, mcpConfig.descriptionLimit)}` : summary];
  const facts: string[] = [];
  if (op.deprecated) facts.push(`Deprecated${op.sunset ? ` (removed after ${op.sunset})` : ''}.`);
  if (op.security.public) facts.push('Scope: none.');
  else if (op.security.scopes.length) facts.push(`Scope: ${op.security.scopes.join(', ')}.`);
  if (op.cost && op.cost.charges !== 'none') facts.push(`Cost: ${clip(`${op.cost.charges}${op.cost.when ? `: ${op.cost.when}` : ''}`, 160)}`);
  facts.push(op.idempotent ? 'Safe to retry.' : 'Not safe to retry: it may apply twice.');
  if (streamed(op)) {
    const { maxItems, maxMs } = mcpConfig.stream;
    facts.push(`Streams: the answer is collected up to ${maxItems} items or ${maxMs / 1000} s, whichever comes first, and says if it stopped early.`);
  }
  if (op.pagination !== 'none' && ir.api.pagination) {
    facts.push(
      op.pagination === 'cursor'
        ? `Pages: pass ${ir.api.pagination.cursorParam} from the answer for the next page.`
        : `Pages: pass ${ir.api.pagination.pageParam} for the next page.`,
    );
  }
  return [...lines, facts.join(' ')].join('\n');
}

function toolRow(ir: IR, op: IROperation, name: string): ToolRow {
  const request = new SchemaInliner(ir.schemas, 'request');
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const args: ToolRow['args'] = [];
  const params = [...op.parameters.path, ...op.parameters.query, ...op.parameters.header, ...op.parameters.cookie].filter((p) => !hiddenParameter(ir, p));
  for (const p of params) {
    let arg = p.name;
    if (properties[arg] || arg === 'body') arg = `${p.name}_${p.in}`;
    for (let n = 2; properties[arg]; n += 1) arg = `${p.name}_${p.in}_${n}`;
    const schema = request.inline(p.schema);
    properties[arg] = { ...schema, ...(p.description ? { description: clip(p.description, 200) } : {}) };
    if (p.required) required.push(arg);
    args.push({ arg, in: p.in, name: p.name });
  }
  let body: ToolRow['body'];
  if (op.requestBody) {
    let arg = 'body';
    for (let n = 2; properties[arg]; n += 1) arg = `body_${n}`;
    const schema = request.inline(op.requestBody.schema);
    properties[arg] = { ...schema, ...(op.requestBody.description && !schema.description ? { description: clip(op.requestBody.description, 200) } : {}) };
    if (op.requestBody.required) required.push(arg);
    body = { arg, required: op.requestBody.required };
  }
  const defs = request.defs();
  const inputSchema: JsonSchema = { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false, ...(defs ? { $defs: defs } : {}) };

  // A stream's items are collected into a list the tool describes in words (no output schema).
  const success = streamed(op) ? undefined : op.responses.find((r) => /^2/.test(r.status) && r.schema && (!r.contentType || /json/i.test(r.contentType)));
  let outputSchema: JsonSchema | undefined;
  let wrap: boolean | undefined;
  if (success?.schema) {
    const schema = new SchemaInliner(ir.schemas, 'response').root(success.schema);
    if (isObjectSchema(schema)) outputSchema = { ...schema, type: 'object' };
    else {
      const { $defs, ...rest } = schema as JsonSchema & { $defs?: unknown };
      outputSchema = { type: 'object', properties: { data: rest }, required: ['data'], ...($defs ? { $defs } : {}) };
      wrap = true;
    }
  }
  const readOnly = READ_METHODS.has(op.method);
  const pagination = ir.api.pagination;
  const pagingParam = op.pagination === 'page' ? pagination?.pageParam : op.pagination === 'cursor' ? pagination?.cursorParam : undefined;
  const pagingArg = args.find((a) => a.in === 'query' && a.name === pagingParam)?.arg;
  return {
    name,
    operationId: op.id,
    method: op.method,
    path: op.path,
    title: op.summary || `${op.method.toUpperCase()} ${op.path}`,
    description: description(ir, op),
    tags: op.tag ? [op.tag] : [],
    scopes: op.security.public ? [] : op.security.scopes,
    readOnly,
    ...(op.deprecated ? { deprecated: true } : {}),
    inputSchema,
    ...(outputSchema ? { outputSchema } : {}),
    ...(wrap ? { wrap } : {}),
    ...(streamed(op) ? { stream: { ...mcpConfig.stream } } : {}),
    annotations: {
      title: op.summary || name,
      readOnlyHint: readOnly,
      // Deletes and overwrites (PUT replaces what is there) destroy what was; other writes add.
      destructiveHint: op.method === 'delete' || op.method === 'put',
      idempotentHint: op.idempotent,
      // Every tool reaches the API: an open world of data the server does not hold.
      openWorldHint: true,
    },
    args,
    ...(body ? { body } : {}),
    ...(pagination && pagingArg && op.pagination !== 'none'
      ? {
          paging: {
            kind: op.pagination,
            param: pagingArg,
            items: pagination.items,
            ...(pagination.hasMore ? { hasMore: pagination.hasMore } : {}),
            ...(pagination.nextCursor ? { nextCursor: pagination.nextCursor } : {}),
            ...(pagination.page ? { page: pagination.page } : {}),
          },
        }
      : {}),
  };
}

const made = new WeakMap<IR, ToolRow[]>();

/** The tool table of an IR (made once per IR: the tools file and the README both read it). */
export function toolRows(ir: IR): ToolRow[] {
  let rows = made.get(ir);
  if (!rows) {
    const ops = toolOperations(ir);
    const names = toolNames(ir, ops);
    // An operation whose IR, name and inlined schemas are unchanged since the last run has the tool it had.
    const store = toolStore<ToolRow>(ir, ops.length);
    rows = ops
      .map((op) => {
        const name = names.get(op.id)!;
        const stored = store?.get(op, name);
        if (stored) return stored;
        const row = toolRow(ir, op, name);
        store?.put(op, name, row);
        return row;
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    made.set(ir, rows);
  }
  return rows;
}

/** Whether the operation's success answer is a stream (ir/streams.ts). */
function streamed(op: IROperation): boolean {
  // An answer streamed only when the body asks for it is read whole by the tool (the model leaves the field unset).
  return op.responses.some((r) => /^2/.test(r.status) && r.stream !== undefined && r.stream.requestedBy === undefined);
}
