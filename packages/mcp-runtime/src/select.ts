/**
 * Which tools a server exposes: every operation, or a subset by tool name (or operationId), by tag, the
 * read-only ones, or those the scopes a credential holds allow (the spec's security requirements). Every
 * name given must exist: a misspelling is refused with the names that do, never silently dropped.
 */
import type { McpDefinition, ToolEntry } from './types.js';

export interface Selection {
  tools?: readonly string[];
  tags?: readonly string[];
  readOnly?: boolean;
  /** The scopes the credential holds: tools needing any other are left out. */
  scopes?: readonly string[];
}

export class SelectionError extends Error {
  override name = 'SelectionError';
}

function unknown(kind: string, given: readonly string[], known: readonly string[]): void {
  const missing = given.filter((g) => !known.includes(g));
  if (missing.length) {
    throw new SelectionError(`Unknown ${kind}${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. Known ${kind}s: ${[...known].sort().join(', ') || '(none)'}.`);
  }
}

export function selectTools(definition: McpDefinition, selection: Selection): ToolEntry[] {
  let tools = [...definition.tools];
  if (selection.tools?.length) {
    const names = new Set(tools.flatMap((t) => [t.name, t.operationId]));
    unknown('tool', selection.tools, [...names]);
    const wanted = new Set(selection.tools);
    tools = tools.filter((t) => wanted.has(t.name) || wanted.has(t.operationId));
  }
  if (selection.tags?.length) {
    const known = [...new Set(definition.tools.flatMap((t) => t.tags))];
    const lower = selection.tags.map((t) => t.toLowerCase());
    unknown(
      'tag',
      selection.tags.filter((t) => !known.some((k) => k.toLowerCase() === t.toLowerCase())),
      known,
    );
    tools = tools.filter((t) => t.tags.some((tag) => lower.includes(tag.toLowerCase())));
  }
  if (selection.readOnly) tools = tools.filter((t) => t.readOnly);
  if (selection.scopes) {
    unknown('scope', selection.scopes, definition.scopes);
    const held = new Set(selection.scopes);
    tools = tools.filter((t) => t.scopes.every((s) => held.has(s)));
  }
  return tools;
}
