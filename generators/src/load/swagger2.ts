/**
 * Swagger 2.0 in: converted to OpenAPI 3.0 in memory by the field's converter, `swagger2openapi` (the one
 * openapi-typescript 5 and the Swagger tools used), then read like any 3.0 document. What the converter
 * reads past it states on the converted object (`warnOnly`: an `x-s2o-warning` property); those warnings are
 * placed at the 2.0 file's lines: before converting, every object a warning can land on is tagged with its
 * JSON pointer in the 2.0 document, and the tag of the object a warning is found on is looked up in the
 * authored file. Tags and warnings are removed from the result.
 */
import { getLineColLocation, Source } from '@redocly/openapi-core';
import { SpecError, type Diagnostic } from './diagnostics.js';
import { escapePointer, HTTP_METHODS, isObject } from '../openapi/primitives.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON, read by path
type Node = Record<string, any>;

const ORIGIN = 'x-cmp-swagger2-origin';
const WARNING = 'x-cmp-swagger2-warning';
/** Swagger 2.0's Path Item has every method of OpenAPI 3's but `trace`. */
const METHODS = HTTP_METHODS.filter((m) => m !== 'trace');

export function isSwagger2(document: unknown): boolean {
  return isObject(document) && document.swagger !== undefined;
}

/**
 * `document` (Swagger 2.0, bundled: its `$ref`s local) -> OpenAPI 3.0.x, with the converter's warnings at
 * `source`'s lines (`shown` is the file name diagnostics print). The input is not changed.
 */
export async function convertSwagger2(document: Node, source: Source | undefined, shown: string): Promise<{ document: Node; warnings: Diagnostic[] }> {
  // `swagger: 2.0` unquoted in YAML is the number 2: the version meant is plain.
  if (!['2.0', '2'].includes(String(document.swagger))) {
    throw new SpecError([
      { file: shown, line: 1, message: `Swagger ${String(document.swagger)} is not supported: expected "swagger: '2.0'", "openapi: 3.0.x" or "openapi: 3.1.x".` },
    ]);
  }
  const input = structuredClone(document);
  input.swagger = '2.0';
  tagOrigins(input);
  const { default: converter } = await import('swagger2openapi');
  let converted: Node;
  try {
    // patch: repair the small faults the converter knows (it counts them); warnOnly: what it cannot repair
    // is stated on the object, not thrown; resolve: false, the document is bundled already; anchors: the
    // bundle shares objects between places, which the converter otherwise takes for YAML anchors.
    const options = await converter.convertObj(input as never, { patch: true, warnOnly: true, warnProperty: WARNING, resolve: false, anchors: true } as never);
    converted = options.openapi as unknown as Node;
  } catch (error) {
    throw new SpecError([{ file: shown, line: 1, message: `swagger2openapi could not convert this Swagger 2.0 document: ${String((error as Error).message).split('\n')[0]}` }]);
  }
  const warnings: Diagnostic[] = [];
  strip(converted, (origin, message) => {
    warnings.push({ ...locate(source, origin, shown), message: `Swagger 2.0: ${message}; converted as swagger2openapi reads it. (swagger2openapi)` });
  });
  return { document: converted, warnings };
}

/** Tags the objects the converter carries over (path items, operations, parameters, responses, headers, schemas) with their pointer. */
function tagOrigins(document: Node) {
  const tag = (node: unknown, pointer: string) => {
    if (isObject(node)) node[ORIGIN] = pointer;
  };
  const each = (map: unknown, pointer: string, visit: (node: unknown, pointer: string) => void) => {
    if (isObject(map)) for (const [key, value] of Object.entries(map)) if (!key.startsWith('x-')) visit(value, `${pointer}/${escapePointer(key)}`);
  };
  const response = (node: unknown, pointer: string) => {
    tag(node, pointer);
    if (isObject(node)) each(node.headers, `${pointer}/headers`, tag);
  };
  each(document.definitions, '#/definitions', tag);
  each(document.parameters, '#/parameters', tag);
  each(document.responses, '#/responses', response);
  each(document.paths, '#/paths', (item, itemPointer) => {
    if (!isObject(item)) return;
    tag(item, itemPointer);
    (Array.isArray(item.parameters) ? item.parameters : []).forEach((p: unknown, i: number) => tag(p, `${itemPointer}/parameters/${i}`));
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const at = `${itemPointer}/${method}`;
      tag(operation, at);
      (Array.isArray(operation.parameters) ? operation.parameters : []).forEach((p: unknown, i: number) => tag(p, `${at}/parameters/${i}`));
      each(operation.responses, `${at}/responses`, response);
    }
  });
}

/** Removes the origin tags and the warnings from the converted document, reporting each warning with its object's origin. */
function strip(node: unknown, warn: (origin: string | undefined, message: string) => void): void {
  const stack = [node];
  while (stack.length) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      stack.push(...current);
      continue;
    }
    if (!isObject(current)) continue;
    if (typeof current[WARNING] === 'string') warn(typeof current[ORIGIN] === 'string' ? current[ORIGIN] : undefined, current[WARNING]);
    delete current[WARNING];
    delete current[ORIGIN];
    for (const value of Object.values(current)) if (typeof value === 'object' && value !== null) stack.push(value);
  }
}

function locate(source: Source | undefined, pointer: string | undefined, shown: string): Omit<Diagnostic, 'message'> {
  if (!source || !pointer) return { file: shown, line: 1, col: 1 };
  try {
    const { start } = getLineColLocation({ source, pointer, reportOnKey: true });
    return { file: shown, line: start.line, col: start.col };
  } catch {
    return { file: shown, line: 1, col: 1 };
  }
}
