/**
 * npm run release:spec — releases the spec at its current info.version: sets the version of every package
 * that follows the spec, prepends the changelog section from the diff against the previous release, and
 * records the bundle in openapi/releases/<version>.json (the base of the next `npm run diff -- --ci`).
 * Refuses to overwrite a released version.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { latestRelease, PACKAGES, RELEASES_DIR, repoRoot } from './release-files.js';

const spec = JSON.parse(readFileSync(path.join(repoRoot, 'openapi/dist/openapi.json'), 'utf8'));
const version: string = spec.info.version;
const target = path.join(RELEASES_DIR, `${version}.json`);
if (existsSync(target)) {
  console.error(`Spec ${version} is already released (${path.relative(repoRoot, target)}). Bump info.version in openapi/openapi.yaml first.`);
  process.exit(1);
}
const previous = latestRelease();
if (previous) {
  execFileSync('npx', ['tsx', path.join(repoRoot, 'scripts/spec-diff.ts'), previous, '--changelog'], { cwd: repoRoot, stdio: 'inherit' });
}
for (const pkg of PACKAGES) {
  const file = path.join(repoRoot, pkg, 'package.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  json.version = version;
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
copyFileSync(path.join(repoRoot, 'openapi/dist/openapi.json'), target);
console.log(`Released spec ${version}: ${PACKAGES.join(', ')} set to ${version}; ${path.relative(repoRoot, target)} recorded.`);
