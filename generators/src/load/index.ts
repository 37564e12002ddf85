/** Spec file -> IR: bundle (with file/line diagnostics), then build the IR once. */
import path from 'node:path';
import { bundleSpec } from './bundle.js';
import { pathSources } from './sources.js';
import { buildIR } from '../ir/build.js';
import type { IR } from '../ir/types.js';

export { SpecError, formatDiagnostic, type Diagnostic } from './diagnostics.js';

/**
 * `outDir` decides how generated headers name the spec: relative to the output folder when the spec is
 * inside it (`openapi/openapi.yaml`), else by its file name, so headers never carry a machine's paths.
 */
export async function loadIR(specPath: string, configPath?: string, outDir?: string): Promise<{ ir: IR; files: string[] }> {
  const spec = await bundleSpec(specPath, configPath);
  return { ir: buildIR(spec.document, { pathSources: pathSources(spec.root), source: sourceName(specPath, outDir) }), files: spec.files };
}

function sourceName(specPath: string, outDir = process.cwd()): string {
  const relative = path.relative(path.resolve(outDir), path.resolve(specPath));
  return relative.startsWith('..') || path.isAbsolute(relative) ? path.basename(specPath) : relative.split(path.sep).join('/');
}
