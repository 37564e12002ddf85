/**
 * OpenAPI Overlay 1.0 (the OpenAPI Initiative's Overlay Specification): a document of actions, each a
 * JSONPath `target` with an `update` to merge into every node it selects or `remove: true` to delete them.
 * Overlays change names, descriptions and extensions of a spec without touching the authored files; they
 * are applied to the bundled document, in order, before anything reads it (generate, diff, dev, docs).
 *
 *   update on an object   merged recursively: objects merge, any other value (arrays too) replaces
 *   update on an array    appended (each item when the update is an array)
 *   remove: true          the node is deleted from its parent object or array
 *
 * An overlay that breaks its own schema is refused with file:line; an action whose target selects nothing
 * is a located warning (the spec moved under it, and the overlay needs a look).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { SpecError, type Diagnostic } from '../load/diagnostics.js';
import { jsonPathProblem, select } from './jsonpath.js';

export interface OverlayAction {
  target: string;
  description?: string;
  update?: unknown;
  remove?: boolean;
  /** 1-based line of the action in its file. */
  line: number;
}

export interface Overlay {
  /** The file as shown in messages (relative to the working folder). */
  file: string;
  actions: OverlayAction[];
}

const ROOT_FIELDS = ['overlay', 'info', 'extends', 'actions'];
const ACTION_FIELDS = ['target', 'description', 'update', 'remove'];

const shown = (file: string) => {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
};

/** Reads and checks an overlay file; a SpecError lists every problem with its line. */
export function loadOverlay(file: string): Overlay {
  const name = shown(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new SpecError([{ file: name, message: 'Overlay file not found.' }]);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    throw new SpecError(doc.errors.map((e) => ({ file: name, line: lines.linePos(e.pos[0]).line, message: `Not YAML or JSON: ${e.message.split('\n')[0]}` })));
  }
  const problems: Diagnostic[] = [];
  const lineOf = (keys: (string | number)[]): number => {
    const node = keys.length ? (doc.getIn(keys, true) as { range?: [number, number, number] } | undefined) : (doc.contents as { range?: [number, number, number] } | null);
    return node?.range ? lines.linePos(node.range[0]).line : 1;
  };
  const fail = (keys: (string | number)[], message: string) => problems.push({ file: name, line: lineOf(keys), message });
  const value = doc.toJS() as unknown;
  if (!isPlainObject(value)) {
    fail([], 'An overlay is an object with `overlay: 1.0.0`, `info` and `actions`.');
    throw new SpecError(problems);
  }
  for (const key of Object.keys(value))
    if (!ROOT_FIELDS.includes(key) && !key.startsWith('x-')) fail([key], `Unknown field \`${key}\`; an overlay has ${ROOT_FIELDS.join(', ')} and x- extensions.`);
  if (typeof value.overlay !== 'string' || !/^1\.0\.\d+$/.test(value.overlay))
    fail(value.overlay === undefined ? [] : ['overlay'], `\`overlay\` is ${JSON.stringify(value.overlay)}; expected the Overlay Specification version, "1.0.0".`);
  if (!isPlainObject(value.info) || typeof value.info.title !== 'string' || typeof value.info.version !== 'string') {
    fail(value.info === undefined ? [] : ['info'], '`info` needs a `title` and a `version`, both strings.');
  }
  if (value.extends !== undefined && typeof value.extends !== 'string') fail(['extends'], '`extends` is the URL of the document the overlay is for (a string).');
  const actions: OverlayAction[] = [];
  if (!Array.isArray(value.actions) || !value.actions.length) {
    fail(value.actions === undefined ? [] : ['actions'], '`actions` is a non-empty list of { target, update } or { target, remove: true }.');
  } else {
    value.actions.forEach((action: unknown, i: number) => {
      const at = ['actions', i];
      if (!isPlainObject(action)) return fail(at, `actions[${i}] is ${JSON.stringify(action)}; expected { target, update } or { target, remove: true }.`);
      for (const key of Object.keys(action))
        if (!ACTION_FIELDS.includes(key) && !key.startsWith('x-'))
          fail([...at, key], `Unknown field \`${key}\` in actions[${i}]; an action has ${ACTION_FIELDS.join(', ')} and x- extensions.`);
      const { target, update, remove, description } = action;
      if (typeof target !== 'string')
        return fail(target === undefined ? at : [...at, 'target'], `actions[${i}] needs a \`target\`: a JSONPath (RFC 9535) such as $.paths['/pets'].get.`);
      const bad = jsonPathProblem(target);
      if (bad) fail([...at, 'target'], `actions[${i}].target ${JSON.stringify(target)} is no JSONPath (RFC 9535): ${bad}.`);
      if (remove !== undefined && typeof remove !== 'boolean') fail([...at, 'remove'], `actions[${i}].remove is ${JSON.stringify(remove)}; expected true or false.`);
      if (description !== undefined && typeof description !== 'string') fail([...at, 'description'], `actions[${i}].description must be a string.`);
      if (update === undefined && remove !== true) fail(at, `actions[${i}] does nothing: give it an \`update\` or \`remove: true\`.`);
      if (update !== undefined && (update === null || typeof update !== 'object') && remove !== true) {
        fail([...at, 'update'], `actions[${i}].update is ${JSON.stringify(update)}; expected an object (merged into the target) or a list (appended to it).`);
      }
      actions.push({
        target,
        line: lineOf(at),
        ...(update !== undefined ? { update } : {}),
        ...(remove !== undefined ? { remove: remove === true } : {}),
        ...(typeof description === 'string' ? { description } : {}),
      });
    });
  }
  if (problems.length) throw new SpecError(problems);
  return { file: name, actions };
}

/** Applies the overlay's actions in order to `document` (changed in place); the located warnings. */
export function applyOverlay(document: Record<string, unknown>, overlay: Overlay): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  overlay.actions.forEach((action, i) => {
    const matches = select(document, action.target);
    const warn = (message: string) => warnings.push({ file: overlay.file, line: action.line, message });
    if (!matches.length) return warn(`actions[${i}].target ${action.target} selects nothing in the spec; the action changed nothing (overlay).`);
    if (action.remove) {
      // Array items go last-first, so the indices of the others still hold.
      const ordered = [...matches].sort((a, b) => (typeof b.key === 'number' && typeof a.key === 'number' ? b.key - a.key : 0));
      for (const m of ordered) {
        if (!m.parent) warn(`actions[${i}] would remove the whole document; skipped (overlay).`);
        else if (Array.isArray(m.parent)) m.parent.splice(m.key as number, 1);
        else delete m.parent[m.key as string];
      }
      return;
    }
    for (const m of matches) {
      if (Array.isArray(m.value)) m.value.push(...(Array.isArray(action.update) ? structuredClone(action.update) : [structuredClone(action.update)]));
      else if (isPlainObject(m.value) && isPlainObject(action.update)) merge(m.value, action.update);
      else warn(`actions[${i}].target ${action.target} selects ${m.value === null ? 'null' : typeof m.value}; an update needs an object or a list to merge into (overlay).`);
    }
  });
  return warnings;
}

function merge(target: Record<string, unknown>, update: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(update)) {
    const current = target[key];
    if (isPlainObject(current) && isPlainObject(value)) merge(current, value);
    else target[key] = structuredClone(value);
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
