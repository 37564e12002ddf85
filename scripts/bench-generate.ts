/**
 * npm run bench:generate — how the generator copes with a large document: synthesises about 1,000
 * operations and 2,000 schemas, then prints the time and memory of each stage of our generator beside
 * openapi-typescript alone on the same document, measured in this run. Figures, not assertions.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadIR } from '../generators/src/load/index.js';
import { emitters } from '../generators/src/emitters/index.js';
import { syntheticSpec } from './synthetic-spec.js';

const operations = Number(process.argv[2] ?? 1000);
const schemas = Number(process.argv[3] ?? 2000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-bench-'));
const file = path.join(dir, 'openapi.json');
const document = syntheticSpec(operations, schemas);
writeFileSync(file, JSON.stringify(document));

const rows: [string, number, number][] = [];
async function measure<T>(label: string, fn: () => Promise<T>): Promise<T> {
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const result = await fn();
  rows.push([label, performance.now() - started, (process.memoryUsage().heapUsed - heapBefore) / 1048576]);
  return result;
}

try {
  console.log(`Synthetic spec: ${operations} operations, ${schemas} schemas, ${(JSON.stringify(document).length / 1048576).toFixed(1)} MiB of JSON\n`);
  await measure('baseline: openapi-typescript alone (types only)', async () => astToString(await openapiTS(document as never)));
  const { ir } = await measure('ours: lint + bundle + IR', () => loadIR(file));
  // The docs emitter renders HTML with Redocly, a separate program whose time is not the generator's.
  for (const emitter of emitters.filter((e) => e.name !== 'docs')) {
    const files = await measure(`ours: ${emitter.name} emitter`, async () => emitter.emit(ir));
    rows.at(-1)![0] += ` (${files.length} files)`;
  }
  const ours = rows.slice(1).reduce((sum, [, ms]) => sum + ms, 0);
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`${'stage'.padEnd(width)}  ${'time (ms)'.padStart(10)}  ${'heap delta (MiB)'.padStart(16)}`);
  for (const [label, ms, mib] of rows) console.log(`${label.padEnd(width)}  ${ms.toFixed(0).padStart(10)}  ${mib.toFixed(1).padStart(16)}`);
  console.log(`\nours in total (without docs): ${ours.toFixed(0)} ms; openapi-typescript alone: ${rows[0]![1].toFixed(0)} ms; peak RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
