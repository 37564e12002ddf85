/**
 * Ajv 2020 in strict mode over the bundled spec: every component schema is reachable as
 * `spec#/$defs/Name`. OpenAPI's own keywords (`example`, `x-*`) are declared so strict mode
 * accepts them instead of ignoring unknown keywords silently.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Node } from './spec.js';

export function specAjv(spec: Node) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, strictRequired: false, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addFormat('password', true);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  const extensions = new Set<string>();
  for (const [, node] of walkKeys(spec.components?.schemas ?? {})) for (const k of node) if (k.startsWith('x-')) extensions.add(k);
  ajv.addVocabulary([...extensions]);
  ajv.addSchema({ $id: 'spec', $defs: rewriteRefs(spec.components?.schemas ?? {}) });
  return {
    ajv,
    /** Validates `value` against a schema node of the spec (inline or $ref); returns error strings. */
    validate(schemaNode: Node, value: unknown): string[] {
      const rewritten = rewriteRefs(schemaNode);
      const validate = ajv.compile({ ...rewritten, $id: undefined });
      return validate(value) ? [] : (validate.errors ?? []).map((e: { instancePath: string; message?: string }) => `${e.instancePath || '/'} ${e.message}`);
    },
  };
}

function* walkKeys(node: unknown): Generator<[unknown, string[]]> {
  if (!node || typeof node !== 'object') return;
  yield [node, Object.keys(node)];
  for (const child of Object.values(node)) yield* walkKeys(child);
}

/** `#/components/schemas/X` -> `spec#/$defs/X` so every schema resolves against the registered one. */
function rewriteRefs(node: unknown): any {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', 'spec#/$defs/') : rewriteRefs(v)]));
}
