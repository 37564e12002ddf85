/**
 * npm run diff -- [BASE] [--head PATH] [--markdown FILE] [--changelog] [--ci]
 *
 * Compares the spec at BASE (a git ref or a file; default: the newest openapi/releases/*.json) with the
 * working tree and classifies every change, for clients and for servers. --ci exits 1 on a breaking change
 * that info.version does not acknowledge (a major bump over the base). --changelog prepends the section to
 * each package's CHANGELOG.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadIR, SpecError } from '../generators/src/load/index.js';
import { loadBase } from '../generators/src/diff/base.js';
import { diffIR, renderMarkdown, renderText, semverBump } from '../generators/src/diff/index.js';
import { latestRelease, major, PACKAGES, repoRoot } from './release-files.js';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { head: { type: 'string' }, markdown: { type: 'string' }, changelog: { type: 'boolean', default: false }, ci: { type: 'boolean', default: false } },
  });
  const baseArg = positionals[0] ?? latestRelease();
  if (!baseArg) {
    console.error('No base given and openapi/releases/ holds no released spec. Usage: npm run diff -- <git-ref or file>');
    return 2;
  }
  const base = await loadBase(baseArg, repoRoot);
  const headPath = values.head ?? path.join(repoRoot, 'openapi/openapi.yaml');
  const head = (await loadIR(headPath, values.head ? undefined : path.join(repoRoot, 'redocly.yaml'))).ir;
  const changes = diffIR(base.ir, head);
  console.log(`Spec ${base.label} (${base.ir.info.version}) -> ${path.relative(process.cwd(), headPath)} (${head.info.version})\n`);
  console.log(renderText(changes));

  const markdown = renderMarkdown(changes, head.info.version, new Date().toISOString().slice(0, 10));
  if (values.markdown) writeFileSync(values.markdown, markdown);
  if (values.changelog) {
    for (const pkg of PACKAGES) {
      const file = path.join(repoRoot, pkg, 'CHANGELOG.md');
      const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Changelog\n';
      const [title, ...rest] = before.split('\n');
      writeFileSync(file, [title, '', markdown, ...rest].join('\n').replace(/\n{3,}/g, '\n\n'));
      console.log(`Wrote the ${head.info.version} section to ${path.relative(process.cwd(), file)}`);
    }
  }
  if (values.ci) {
    const breaking = changes.filter((c) => c.client === 'breaking' || c.server === 'breaking');
    if (breaking.length && major(head.info.version) <= major(base.ir.info.version)) {
      console.error(
        `\n${breaking.length} breaking change(s) since ${base.label} are not acknowledged: info.version is ${head.info.version}, ` +
          `the base is ${base.ir.info.version}. Undo them, or bump info.version to the next major (${semverBump(changes)} bump implied).`,
      );
      return 1;
    }
  }
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(error instanceof SpecError ? `The spec has problems:\n${error.message}` : error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  },
);
