/**
 * A spec -> the generated layer of its TypeScript client, in memory: the client emitter's own declarations
 * printed without prettier (layout does not matter to the type checker, and formatting is most of the
 * emitter's time), and openapi-typescript's types from the shared worker. Nothing is written beside the
 * sources; the result is cached under node_modules/.cache (a released base is generated once).
 */
import { cached } from '../../cache.js';
import type { UserConfig } from '../../config/types.js';
import { clientConfig } from '../../emitters/client/config.js';
import { clientFile } from '../../emitters/client/client-file.js';
import { errorCodesFile } from '../../emitters/client/error-codes-file.js';
import { modelsFile } from '../../emitters/client/models-file.js';
import { operationsFile } from '../../emitters/client/operations-file.js';
import { resourcesFile } from '../../emitters/client/resources-file.js';
import { typesFile } from '../../emitters/client/types-file.js';
import { openapiTypes } from '../../emitters/openapi-types.js';
import { printTs } from '../../emitters/ts/print.js';
import { buildIR } from '../../ir/build.js';
import type { IR } from '../../ir/types.js';
import { upgradeTo31 } from '../../load/upgrade.js';

export interface GeneratedSdk {
  ir: IR;
  /** File name in the generated folder (`resources.gen.ts`) -> its text. */
  files: Map<string, string>;
}

/** The SDK of a document, from the cache when this toolchain generated it before with the same configuration. */
export async function generateSdk(document: Record<string, unknown>, config: UserConfig | undefined): Promise<GeneratedSdk> {
  const stored = await cached('cmp-diff-sdk', [document, config ?? null], async () => {
    const { ir, files } = await generate(document, config);
    return { ir, files: [...files] };
  });
  return { ir: stored.ir, files: new Map(stored.files) };
}

async function generate(document: Record<string, unknown>, config: UserConfig | undefined): Promise<GeneratedSdk> {
  // The IR and openapi-typescript may annotate what they read: they get a copy, upgraded when it is 3.0.
  let copy = withoutNulls(structuredClone(document)) as Record<string, unknown>;
  if (String(copy.openapi ?? '').startsWith('3.0')) copy = upgradeTo31(copy) as Record<string, unknown>;
  const ir = buildIR(copy, { ...(config ? { config } : {}) });
  const { files: names } = clientConfig;
  const files = new Map<string, string>([
    [names.models, printTs(modelsFile(ir))],
    [names.types, printTs(typesFile(ir))],
    [names.operations, printTs(operationsFile(ir))],
    [names.errorCodes, printTs(errorCodesFile(ir))],
    [names.resources, printTs(resourcesFile(ir))],
    [names.client, printTs(clientFile(ir))],
  ]);
  files.set(names.schema, await openapiTypes(ir));
  return { ir, files };
}

/** Keywords whose value is data, where null is a value like any other. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'example', 'examples', 'value']);
/**
 * A member written as null where OpenAPI expects an object or a list (`responses:` with nothing under it, a
 * mis-indented `'200':`) is read as absent, the way the diff's rules read it, so the generators never meet
 * a null they do not expect. Data (enum, const, default, examples) and extensions keep their nulls.
 */
export function withoutNulls(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((v) => v !== null).map(withoutNulls);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(k) || k.startsWith('x-')) out[k] = v;
    else if (v !== null) out[k] = withoutNulls(v);
  }
  return out;
}
