/** Spec file (+ configuration) -> IR: bundle (with file/line diagnostics), then build the IR once. */
import path from 'node:path';
import { bundleSpec } from './bundle.js';
import { createLocator } from './locate.js';
import { consistencyWarnings } from './consistency.js';
import { buildIR } from '../ir/build.js';
import type { IR } from '../ir/types.js';
import type { UserConfig } from '../config/types.js';
import { findConfig, loadConfig, type LoadedConfig } from '../config/load.js';
import { SpecError, type Diagnostic } from './diagnostics.js';
import { toolchainRoot } from '../paths.js';
import { loadOverlays, type Overlay } from '../overlay/index.js';

export { SpecError, formatDiagnostic, type Diagnostic } from './diagnostics.js';

export interface LoadOptions {
  /** Redocly configuration to lint with (house rules); without it the structural rules only. */
  redocly?: string | undefined;
  /** The configuration file's values. */
  config?: UserConfig | undefined;
  /** The configuration file, for diagnostics about it. */
  configFile?: string | undefined;
  /**
   * Decides how generated headers name the spec: relative to the output folder when the spec is inside it
   * (`spec/api.yaml`), else by its file name, so headers never carry a machine's paths.
   */
  outDir?: string | undefined;
  /** Gets the final document as JSON text as early as it is known (see `BundleOptions.onDocument`). */
  onDocument?: ((json: string) => void) | undefined;
  /** Every structural fault is an error (`--strict`, or `strict` in the configuration); else see lenient.ts. */
  strict?: boolean | undefined;
  /** OpenAPI Overlays applied in order to the bundled document (../overlay/). */
  overlays?: readonly Overlay[] | undefined;
}

/** The toolchain's root: where the project's configuration file is looked for. */
export const projectRoot = toolchainRoot;

/** `options` as a string is the Redocly configuration alone (no generator configuration: the defaults). */
export async function loadIR(specPath: string, options: LoadOptions | string = {}, outDir?: string): Promise<{ ir: IR; files: string[]; warnings: Diagnostic[] }> {
  const o: LoadOptions = typeof options === 'string' ? { redocly: options, outDir } : { outDir, ...options };
  const spec = await bundleSpec(specPath, { configPath: o.redocly, onDocument: o.onDocument, strict: o.strict ?? o.config?.strict, overlays: o.overlays });
  const locate = createLocator(spec.root);
  const faults = consistencyWarnings(spec.document, locate);
  if (faults.length && (o.strict ?? o.config?.strict)) throw new SpecError(faults);
  const ir = buildIR(spec.document, {
    pathSources: spec.pathSources,
    source: sourceName(specPath, o.outDir),
    locate,
    ...(o.redocly ? { redoclyConfig: path.resolve(o.redocly) } : {}),
    ...(o.config ? { config: o.config } : {}),
    ...(o.configFile ? { configFile: relative(o.configFile) } : {}),
  });
  return { ir, files: spec.files, warnings: [...spec.warnings, ...faults] };
}

/**
 * The project's own spec with its configuration file (`cmp.config.ts` at the toolchain's root, or the one
 * given): the file names the spec (`input`) and the Redocly configuration (`redocly`).
 */
export async function loadProject(configFile = findConfig(projectRoot), outDir = projectRoot): Promise<{ ir: IR; files: string[]; warnings: Diagnostic[]; config: LoadedConfig }> {
  const config = await loadConfig(configFile);
  if (!config.input) throw new SpecError([{ file: configFile ? relative(configFile) : projectRoot, message: 'The configuration names no spec: set `input`.' }]);
  // The docs site reads the spec as generate does: with the configuration's overlays.
  const overlays = loadOverlays(config.overlays ?? []);
  const loaded = await loadIR(config.input, { redocly: config.redocly, config: config.config, configFile: config.file, outDir, overlays });
  return { ...loaded, config };
}

function sourceName(specPath: string, outDir = process.cwd()): string {
  const rel = path.relative(path.resolve(outDir), path.resolve(specPath));
  return rel.startsWith('..') || path.isAbsolute(rel) ? path.basename(specPath) : rel.split(path.sep).join('/');
}

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}
