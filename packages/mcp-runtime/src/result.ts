/**
 * An answer of the API as a tool result: the body as JSON text and, when the tool has an output schema, as
 * `structuredContent`; a note on how to get the next page of a paged list; and the size budget. An answer
 * above the budget is cut (items dropped from its list until it fits) with a note saying how to ask for less.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { at } from './key-path.js';
import type { ToolEntry } from './types.js';

/** Default size budget of one answer's JSON text, in bytes (about 10,000 tokens). `--max-result-bytes` changes it. */
export const DEFAULT_MAX_RESULT_BYTES = 40_000;

const PAGE_SIZE_ARG = /^(per_?page|page_?size|limit|max_?results|max|size|count|top|first)$/i;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The argument that sets how many items a page holds, when the tool has one. */
export function pageSizeArgument(tool: ToolEntry): string | undefined {
  return tool.args.find((a) => a.in === 'query' && PAGE_SIZE_ARG.test(a.name))?.arg;
}

export function successResult(tool: ToolEntry, answer: unknown, args: Record<string, unknown>, budget: number): CallToolResult {
  const notes: string[] = [];
  let body: unknown = answer === undefined ? null : answer;
  let text = JSON.stringify(body);
  if (bytes(text) > budget) {
    const cut = cutToBudget(tool, body, budget);
    if (!cut) {
      const ask = askForLess(tool);
      return errorText(`The answer of ${tool.name} is ${bytes(text)} bytes, above this server's budget of ${budget} bytes per answer, and has no list to shorten. ${ask}`);
    }
    body = cut.value;
    text = JSON.stringify(body);
    notes.push(`Answer cut to fit the budget of ${budget} bytes: ${cut.kept} of ${cut.total} items shown (the full answer was ${cut.size} bytes). ${askForLess(tool)}`);
  }
  const next = nextPage(tool, body, args);
  if (next) notes.push(next);
  const result: CallToolResult = { content: [{ type: 'text', text }, ...notes.map((n) => ({ type: 'text' as const, text: n }))] };
  if (tool.outputSchema) result.structuredContent = (tool.wrap ? { data: body } : body) as Record<string, unknown>;
  return result;
}

function askForLess(tool: ToolEntry): string {
  const size = pageSizeArgument(tool);
  const filters = tool.args.filter((a) => a.in === 'query' && a.arg !== size && a.arg !== tool.paging?.param).map((a) => a.arg);
  const ways = [size ? `a smaller \`${size}\`` : '', filters.length ? `narrower filters (${filters.slice(0, 5).join(', ')})` : ''].filter(Boolean);
  return ways.length ? `Ask for less: call ${tool.name} again with ${ways.join(' or ')}.` : 'Ask for less: narrow the request.';
}

/** Where the answer's list is: the page envelope's items, else the answer itself when it is a list, else its largest list. */
function listOf(tool: ToolEntry, value: unknown): { get: () => unknown[]; set: (items: unknown[]) => unknown } | undefined {
  if (Array.isArray(value)) return { get: () => value, set: (items) => items };
  if (!value || typeof value !== 'object') return undefined;
  let path = tool.paging?.items;
  if (!path || !Array.isArray(at(value, path))) {
    const arrays = Object.entries(value as Record<string, unknown>).filter(([, v]) => Array.isArray(v)) as [string, unknown[]][];
    arrays.sort((a, b) => JSON.stringify(b[1]).length - JSON.stringify(a[1]).length);
    path = arrays[0] ? [arrays[0][0]] : undefined;
  }
  if (!path) return undefined;
  const keys = path;
  return {
    get: () => at(value, keys) as unknown[],
    set: (items) => setAt(value, keys, items),
  };
}

function setAt(value: unknown, path: readonly string[], items: unknown[]): unknown {
  if (!path.length) return items;
  const [head, ...rest] = path;
  const node = value as Record<string, unknown>;
  return { ...node, [head!]: setAt(node[head!], rest, items) };
}

function cutToBudget(tool: ToolEntry, value: unknown, budget: number): { value: unknown; kept: number; total: number; size: number } | undefined {
  const list = listOf(tool, value);
  const items = list?.get();
  if (!list || !items || items.length === 0) return undefined;
  const size = bytes(JSON.stringify(value));
  // Binary search on how many items fit.
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (bytes(JSON.stringify(list.set(items.slice(0, mid)))) <= budget) low = mid;
    else high = mid - 1;
  }
  if (low === 0 && bytes(JSON.stringify(list.set([]))) > budget) return undefined;
  return { value: list.set(items.slice(0, low)), kept: low, total: items.length, size };
}

/** How to get the next page, when the answer says there is one. */
function nextPage(tool: ToolEntry, answer: unknown, args: Record<string, unknown>): string | undefined {
  const paging = tool.paging;
  if (!paging) return undefined;
  const others = Object.keys(args).filter((k) => k !== paging.param);
  const keep = others.length ? ` and the same other arguments (${others.join(', ')})` : '';
  if (paging.kind === 'cursor') {
    const cursor = at(answer, paging.nextCursor);
    const more = paging.hasMore ? at(answer, paging.hasMore) === true : typeof cursor === 'string' && cursor !== '';
    if (!more || typeof cursor !== 'string' || !cursor) return 'This is the last page.';
    return `More results: call ${tool.name} again with ${paging.param}: ${JSON.stringify(cursor)}${keep}.`;
  }
  const more = at(answer, paging.hasMore);
  if (more !== true) return more === false ? 'This is the last page.' : undefined;
  const stated = at(answer, paging.page);
  const current = typeof stated === 'number' ? stated : typeof args[paging.param] === 'number' ? (args[paging.param] as number) : 1;
  return `More results: call ${tool.name} again with ${paging.param}: ${current + 1}${keep}.`;
}

/** A tool error with a message alone (a malformed call, an answer too large): no structured content, which clients accept on errors. */
export function errorText(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}
