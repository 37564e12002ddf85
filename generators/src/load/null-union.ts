/**
 * `type: "null"` beside a `oneOf` or `anyOf` none of whose alternatives accepts null (Vercel's
 * `EdgeConfigItemValue`: `{type: "null", oneOf: [string, number, boolean, object, array]}`). As JSON Schema
 * reads it, a value must be null and match an alternative, so no value is valid, and openapi-typescript types
 * it `null & (...)`, which is `never`. What the author meant is a nullable union (OpenAPI 3.0's `nullable: true`
 * written in 3.1's words), and that is how it is read: `{type: "null"}` becomes one more alternative. Every
 * reader (the IR, the client's types, the server's validators) then sees the same schema. A warning says so;
 * `--strict` refuses it.
 */
import { escapePointer, isObject } from '../openapi/primitives.js';
import { resolvePointer } from '../ir/refs.js';

/** Rewrites each such schema in place; where each was, and its keyword. */
export function readNullUnions(document: Record<string, unknown>): { pointer: string; keyword: string }[] {
  const found: { pointer: string; keyword: string }[] = [];
  const acceptsNull = (alternative: unknown, seen = new Set<string>()): boolean => {
    if (alternative === true) return true;
    if (!isObject(alternative)) return false;
    if (typeof alternative.$ref === 'string') {
      if (!alternative.$ref.startsWith('#/') || seen.has(alternative.$ref)) return true; // cannot tell: left as written
      seen.add(alternative.$ref);
      let target: unknown;
      try {
        target = resolvePointer(document, alternative.$ref);
      } catch {
        return true;
      }
      return acceptsNull(target, seen);
    }
    const { type } = alternative;
    if (type === undefined) return !('enum' in alternative) && !('const' in alternative) ? true : [...((alternative.enum as unknown[]) ?? []), alternative.const].includes(null);
    return type === 'null' || (Array.isArray(type) && type.includes('null'));
  };
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${pointer}/${i}`));
      return;
    }
    if (!isObject(node)) return;
    const onlyNull = node.type === 'null' || (Array.isArray(node.type) && node.type.length === 1 && node.type[0] === 'null');
    const keyword = Array.isArray(node.oneOf) ? 'oneOf' : Array.isArray(node.anyOf) ? 'anyOf' : undefined;
    if (onlyNull && keyword && (node[keyword] as unknown[]).length > 0 && !(node[keyword] as unknown[]).some((a) => acceptsNull(a))) {
      found.push({ pointer: `${pointer}/type`, keyword });
      delete node.type;
      (node[keyword] as unknown[]).push({ type: 'null' });
    }
    for (const [key, value] of Object.entries(node)) if (value !== null && typeof value === 'object') visit(value, `${pointer}/${escapePointer(key)}`);
  };
  visit(document, '#');
  return found;
}

export const nullUnionMessage = (keyword: string) =>
  `\`type: "null"\` beside ${keyword === 'anyOf' ? 'an' : 'a'} \`${keyword}\` whose alternatives all refuse null: as written no value is valid. Read as null or one of them (\`{type: "null"}\` one more alternative).`;
