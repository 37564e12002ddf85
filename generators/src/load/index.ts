/** Spec file -> IR: bundle (with file/line diagnostics), then build the IR once. */
import { bundleSpec } from './bundle.js';
import { pathSources } from './sources.js';
import { buildIR } from '../ir/build.js';
import type { IR } from '../ir/types.js';

export { SpecError, formatDiagnostic, type Diagnostic } from './diagnostics.js';

export async function loadIR(specPath: string, configPath?: string): Promise<{ ir: IR; files: string[] }> {
  const spec = await bundleSpec(specPath, configPath);
  return { ir: buildIR(spec.document, { pathSources: pathSources(spec.root) }), files: spec.files };
}
