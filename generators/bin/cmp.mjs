#!/usr/bin/env node
/**
 * The generator CLI's launcher: runs the built JavaScript (`dist/cli.js`), rebuilding it first when the
 * TypeScript sources changed since the last build (a fingerprint of every source file's path, size and
 * modification time, kept in `dist/.sources`). A fresh clone builds on its first run (about a quarter of a
 * second); an edit to a generator is picked up by the next run, as with a TypeScript loader, without
 * paying that loader's start-up at every run.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/.sources');

function fingerprint() {
  const hash = createHash('sha256');
  const files = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .concat(path.join(root, 'build.mjs'))
    .sort();
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const current = fingerprint();
let built;
try {
  built = readFileSync(stampFile, 'utf8');
} catch {
  built = undefined;
}
if (built !== current) {
  try {
    await (await import('../build.mjs')).buildCli();
  } catch (error) {
    const first = error?.errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}:${first.location.column} ` : '';
    console.error(`Internal error: the generator's sources do not build (${where}${first?.text ?? error?.message ?? error}).`);
    process.exit(70);
  }
  writeFileSync(stampFile, current);
}
await import(pathToFileURL(path.join(root, 'dist/cli.js')).href);
