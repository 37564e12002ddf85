/**
 * Finds, imports and checks the configuration file. The file is TypeScript (or JavaScript) whose default
 * export is a `UserConfig`. A TypeScript file is compiled by esbuild first (`importModule`), as Vite loads
 * `vite.config.ts`: the CLI runs as plain JavaScript, and Node 20 cannot import TypeScript. Every problem is
 * a Diagnostic naming the file, the field and what was expected (exit 2), never a stack trace.
 *
 * What the file may say is a JSON Schema (./schema.ts), checked with Ajv (./check.ts), which places each
 * problem at its line of the file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SpecError } from '../load/diagnostics.js';
import type { KeyPath, UserConfig } from './types.js';
import { importModule } from './import-module.js';
import { checkConfig, relative } from './check.js';

export { checkConfig };

/** The file names looked for, in order, in the project root. */
export const CONFIG_FILES = ['cmp.config.ts', 'cmp.config.mts', 'cmp.config.js', 'cmp.config.mjs'];

export interface LoadedConfig {
  config: UserConfig;
  /** Absolute path of the file, when there is one. */
  file?: string;
  /** The spec the file names (`input`), absolute. */
  input?: string;
  /** The Redocly configuration the file names (`redocly`), absolute. */
  redocly?: string;
}

/** The configuration file in `dir`, if there is one. */
export function findConfig(dir: string): string | undefined {
  return CONFIG_FILES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}

export async function loadConfig(file: string | undefined): Promise<LoadedConfig> {
  if (!file) return { config: {} };
  const shown = relative(file);
  if (!existsSync(file)) throw new SpecError([{ file: shown, message: 'Configuration file not found.' }]);
  if (!/\.[cm]?[jt]s$/.test(file)) {
    throw new SpecError([
      {
        file: shown,
        message: `--config expects the generator's configuration module (${CONFIG_FILES[0]}, default export defineConfig({...})); a Redocly file is named by its \`redocly\` field.`,
      },
    ]);
  }
  let config: unknown;
  try {
    config = ((await importModule(file)) as { default?: unknown }).default;
  } catch (error) {
    throw new SpecError([{ file: shown, message: `Could not load the configuration: ${firstLine(error instanceof Error ? error.message : String(error))}` }]);
  }
  const problems = checkConfig(config, file);
  if (problems.length) throw new SpecError(problems);
  const user = config as UserConfig;
  const dir = path.dirname(file);
  return {
    config: user,
    file,
    ...(user.input ? { input: path.resolve(dir, user.input) } : {}),
    ...(user.redocly ? { redocly: path.resolve(dir, user.redocly) } : {}),
  };
}

/** A key path as an array of keys. */
export function keys(path: KeyPath): string[] {
  return typeof path === 'string' ? path.split('.') : [...path];
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}
