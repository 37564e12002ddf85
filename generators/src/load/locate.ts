/**
 * Provenance for diagnostics found after bundling: a JSON pointer into the bundled document -> the authored
 * file, line and column it came from. The pointer is followed through the authored files, crossing each
 * `$ref` the bundler inlined (a path item in its own file, a component file), so `#/paths/~1a/get/x-cost`
 * lands on `paths/a.yaml`, key `get.x-cost`. Lines come from Redocly's own locator (`getLineColLocation`),
 * the one that places lint problems. Files are read only when a problem is located, so a clean run pays nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getLineColLocation, Source } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { DESCRIPTION_YAML } from './aliases.js';
import { pointerOnLongLine, type Diagnostic } from './diagnostics.js';
import { pointerKeys, pointerOf } from '../openapi/primitives.js';

export type Locator = (pointer: string) => Omit<Diagnostic, 'message'>;

interface Authored {
  source: Source;
  value: unknown;
}

export function createLocator(rootFile: string): Locator {
  const files = new Map<string, Authored | null>();
  const read = (file: string): Authored | null => {
    if (!files.has(file)) {
      try {
        const body = readFileSync(file, 'utf8');
        files.set(file, { source: new Source(file, body), value: file.endsWith('.json') ? JSON.parse(body) : parse(body, DESCRIPTION_YAML) });
      } catch {
        files.set(file, null);
      }
    }
    return files.get(file)!;
  };
  return (pointer) => {
    let file = path.resolve(rootFile);
    let at: string[] = [];
    let node = read(file)?.value;
    for (const key of segments(pointer)) {
      const next = (node as Record<string, unknown> | undefined)?.[key];
      if (next === undefined) break;
      at.push(key);
      node = next;
      const ref = (node as { $ref?: unknown } | null)?.$ref;
      if (typeof ref !== 'string') continue;
      // A $ref the bundler followed: continue in the file (or the place) it names.
      const [target = '', fragment = ''] = ref.split('#');
      const targetFile = target ? path.resolve(path.dirname(file), target) : file;
      const resolved = resolveFragment(read(targetFile)?.value, fragment);
      if (resolved === undefined) continue;
      file = targetFile;
      at = segments(`#${fragment}`);
      node = resolved;
    }
    return position(file, at, read(file));
  };
}

function position(file: string, at: string[], authored: Authored | null): Omit<Diagnostic, 'message'> {
  const shown = relative(file);
  if (!authored) return { file: shown };
  try {
    const pointer = pointerOf(at);
    const { start } = getLineColLocation({ source: authored.source, pointer, reportOnKey: at.length > 0 });
    return { file: shown, line: start.line, col: start.col, ...pointerOnLongLine(authored.source.body, start.line, pointer) };
  } catch {
    return { file: shown };
  }
}

/** A JSON pointer (`#/a/b~1c`, URI-encoded as Redocly writes it) as keys. */
export function segments(pointer: string): string[] {
  return pointerKeys(`#/${pointer.replace(/^#?\/?/, '')}`);
}

function resolveFragment(value: unknown, fragment: string): unknown {
  let node = value;
  for (const key of segments(`#${fragment}`)) {
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node === undefined) return undefined;
  }
  return node;
}

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}
