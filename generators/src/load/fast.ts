/**
 * The diff's loader: a document as plain data, as fast as it can be had. No lint and no provenance (the
 * generator's `loadIR` does both; the diff needs neither). A JSON or YAML file whose `$ref`s are all local
 * (a bundle, a released spec, GitHub's description) is only parsed; a multi-file spec is bundled with
 * @redocly/openapi-core. Accepts OpenAPI 3.0.x, 3.1.x and 3.2.x (read as written: the diff has rules for what 3.2 adds), and Swagger 2.0 (converted to 3.0 by swagger2openapi).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { formatDiagnostic, SpecError } from './diagnostics.js';
import { aliasBombMessage, DESCRIPTION_YAML } from './aliases.js';
import { overlaid, type Overlay } from '../overlay/index.js';
import { danglingLocalRefs, hasExternalRef } from './refs.js';
import { convertSwagger2, isSwagger2 } from './swagger2.js';

export type OpenApiDocument = Record<string, unknown>;

/** `overlays` (OpenAPI Overlays, ../overlay/) are applied in order once the document is bundled; their warnings are printed. */
export async function loadDocument(file: string, overlays: readonly Overlay[] = []): Promise<OpenApiDocument> {
  const root = path.resolve(file);
  let text: string;
  try {
    text = readFileSync(root, 'utf8');
  } catch {
    throw new SpecError([{ file: relative(root), message: 'File not found.' }]);
  }
  let document: unknown;
  try {
    document = root.endsWith('.json') ? JSON.parse(text) : parseYaml(text, DESCRIPTION_YAML);
  } catch (error) {
    const line = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0] ?? jsonErrorPlace(text, error);
    throw new SpecError([
      {
        file: relative(root),
        ...(line ? { line: line.line, col: line.col } : {}),
        message: aliasBombMessage(error) ?? `Not valid ${root.endsWith('.json') ? 'JSON' : 'YAML'}: ${String((error as Error).message).split('\n')[0]}`,
      },
    ]);
  }
  if (hasExternalRef(document)) document = await bundle(root);
  const dangling = danglingLocalRefs(document);
  if (dangling.length) throw new SpecError(dangling.map((d) => ({ file: relative(root), message: `Can't resolve $ref ${d.ref} (at ${d.at}).` })));
  if (overlays.length && document !== null && typeof document === 'object' && !Array.isArray(document)) {
    const result = overlaid(document as OpenApiDocument, overlays);
    document = result.document;
    for (const w of result.warnings) console.error(formatDiagnostic(w).replace(/^(\S+) {2}/, '$1  warning: '));
  }
  if (isSwagger2(document)) {
    // Converted as the generator converts it (swagger2.ts), so either side of a diff may be Swagger 2.0.
    const converted = await convertSwagger2(document as OpenApiDocument, undefined, relative(root));
    document = converted.document;
  }
  return checkVersion(document, root);
}

function checkVersion(document: unknown, root: string): OpenApiDocument {
  if (document == null || typeof document !== 'object' || Array.isArray(document)) {
    throw new SpecError([{ file: relative(root), message: 'The document is empty or not a YAML/JSON object.' }]);
  }
  const version = (document as OpenApiDocument).openapi;
  if (typeof version !== 'string' || !/^3\.[012]\./.test(version)) {
    throw new SpecError([
      {
        file: relative(root),
        message: `Expected "openapi: 3.0.x", "openapi: 3.1.x" or "openapi: 3.2.x" at the top of the document, found ${JSON.stringify(version ?? null)} (Swagger 2.0 is read too: "swagger: '2.0'").`,
      },
    ]);
  }
  return document as OpenApiDocument;
}

async function bundle(root: string): Promise<unknown> {
  const { bundle: redoclyBundle, createConfig } = await import('@redocly/openapi-core');
  const { problemToDiagnostic } = await import('./bundle.js');
  const config = await createConfig({});
  const result = await redoclyBundle({ ref: root, config, dereference: false, removeUnusedComponents: false });
  const problems = result.problems.filter((p) => p.severity === 'error' || p.ruleId === 'no-unresolved-refs');
  if (problems.length) throw new SpecError(problems.map((p) => problemToDiagnostic(p, root)));
  return result.bundle.parsed;
}

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}

/** Where JSON.parse stopped, as a line and column: V8 names only the offset ("… in JSON at position 167"). */
export function jsonErrorPlace(text: string, error: unknown): { line: number; col: number } | undefined {
  const at = /at position (\d+)/.exec(error instanceof Error ? error.message : '');
  if (!at) return undefined;
  const before = text.slice(0, Number(at[1]));
  return { line: before.split('\n').length, col: before.length - before.lastIndexOf('\n') };
}
