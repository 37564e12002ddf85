/**
 * Imports a configuration module written in TypeScript or JavaScript (the generator's `cmp.config.ts`, a
 * package's build configuration). TypeScript is bundled by esbuild into a temporary `.mjs` beside the file
 * (so its relative and bare imports resolve as they would from the file itself) and removed once imported;
 * packages stay external. This is how Vite loads `vite.config.ts`: the CLI runs as plain JavaScript, and
 * Node 20 cannot import TypeScript. JavaScript imports as it is.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function importModule(file: string): Promise<unknown> {
  if (!/\.[cm]?ts$/.test(file)) return import(pathToFileURL(file).href);
  const { build } = await import('esbuild');
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.mjs`);
  try {
    await build({ entryPoints: [file], outfile: temp, bundle: true, format: 'esm', platform: 'node', packages: 'external', logLevel: 'silent' });
    return await import(pathToFileURL(temp).href);
  } catch (error) {
    // esbuild's own message names the file, line and column of a syntax error.
    const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors;
    const first = errors?.[0];
    if (first) throw new Error(first.location ? `${first.location.file}:${first.location.line}:${first.location.column} ${first.text}` : first.text);
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}
