/**
 * The `diff` command (npm run diff -- [BASE] [options]): compares the spec at BASE (a git ref or a file;
 * default: the newest openapi/releases/*.json) with the working tree and classifies every change, for API
 * clients and for servers. Exit codes: 0 done (with --ci: the gate passes), 1 --ci and the gate refuses,
 * 2 bad input (arguments, a spec or the waiver file), 70 internal error.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SpecError } from '../load/diagnostics.js';
import { latestRelease, repoRoot } from '../release/files.js';
import { createLocator } from '../load/locate.js';
import { renderGithub, renderJunit } from './report-ci.js';
import { renderJson, renderMarkdown, renderText } from './report.js';
import { diffSpecs } from './run.js';

export const DEFAULT_WAIVERS = path.join(repoRoot, 'openapi/diff-waivers.yaml');

const FORMATS = ['text', 'markdown', 'json', 'github', 'junit'];

export const DIFF_USAGE = `Usage: npm run diff -- [BASE] [--head PATH] [--format ${FORMATS.join('|')}] [--output FILE] [--waivers FILE] [--no-sdk] [--ci] [--quiet]

  BASE            git ref or spec file to compare with (default: the newest openapi/releases/*.json)
  --head PATH     the spec to compare (default: openapi/openapi.yaml); OpenAPI 3.0.x or 3.1.x
  --format F      text (default), markdown, json (shape: docs/diff-rules.md), github (GitHub Actions
                  annotations at the spec's file and line), or junit (JUnit XML)
  --output FILE   write the report to FILE instead of stdout
  --waivers FILE  accepted deliberate changes (default: openapi/diff-waivers.yaml)
  --no-sdk        do not judge the changes by compiling the generated client (SDK impact)
  --ci            exit 1 when the version gate refuses (what \`release\` refuses too)
  --quiet         with --ci: print nothing when the gate passes, the report only when it refuses
                  (what \`npm test\` runs; VERBOSE=1 prints the report anyway)

Exit codes: 0 done, 1 the gate refused (--ci), 2 bad input, 70 internal error.`;

export async function diffCommand(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        head: { type: 'string' },
        format: { type: 'string', default: 'text' },
        output: { type: 'string' },
        waivers: { type: 'string' },
        ci: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        'no-sdk': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${DIFF_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(DIFF_USAGE);
    return 0;
  }
  const format = values.format!;
  if (!FORMATS.includes(format)) {
    console.error(`--format: expected ${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)}, got "${format}".\n\n${DIFF_USAGE}`);
    return 2;
  }
  if (positionals.length > 1) {
    console.error(`Expected one base, got ${positionals.length}: ${positionals.join(' ')}.\n\n${DIFF_USAGE}`);
    return 2;
  }
  const base = positionals[0] ?? latestRelease();
  if (!base) {
    console.error('No base given and openapi/releases/ holds no released spec. Usage: npm run diff -- <git-ref or file>');
    return 2;
  }
  const waivers = values.waivers ? path.resolve(values.waivers) : DEFAULT_WAIVERS;
  if (values.waivers && !existsSync(waivers)) {
    console.error(`--waivers: ${values.waivers} not found.`);
    return 2;
  }
  const head = path.resolve(values.head ?? path.join(repoRoot, 'openapi/openapi.yaml'));
  let report;
  try {
    const sdk = !values['no-sdk'];
    // The SDK is generated as the project generates it: with its configuration when the head is the
    // configuration's spec, with the defaults for any other document.
    const config = sdk ? await projectConfig(head) : undefined;
    report = await diffSpecs({ base, head, waivers, repoRoot, sdk, config });
  } catch (error) {
    if (error instanceof SpecError) {
      console.error(`Cannot diff; the input has problems:\n${error.message}`);
      return 2;
    }
    if (error instanceof Error && /neither a file nor a git ref|has no openapi\/openapi.yaml/.test(error.message)) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  // A gate that passes has nothing to say to a test run; one that refuses prints the whole report.
  if (values.quiet && values.ci && report.gate.ok && !process.env.VERBOSE) return 0;
  const place = createLocator(head);
  const renderers: Record<string, () => string> = {
    json: () => renderJson(report),
    markdown: () => renderMarkdown(report),
    github: () => renderGithub(report, place),
    junit: () => renderJunit(report, place),
    text: () => renderText(report),
  };
  const text = renderers[format]!();
  if (values.output) writeFileSync(values.output, `${text}\n`);
  else console.log(text);
  // Against the last release (the default base), every change listed is unreleased, one's own and others'
  // alike: say so, and how to see only what the working tree changed since the last commit.
  if (!positionals[0] && format === 'text' && !values.output) {
    const count = report.changes.length;
    if (count)
      console.log(
        `\n${count} change(s) since the release ${report.base.version} are unreleased (not yet in openapi/releases/). Only yours since the last commit: npm run diff -- HEAD`,
      );
  }
  if (values.ci && !report.gate.ok) {
    console.error(`\nThe version gate refuses this spec (the same check \`npm run release:spec\` makes):\n${report.gate.reasons.map((r) => `  - ${r}`).join('\n')}`);
    return 1;
  }
  return 0;
}

/** The project's configuration (cmp.config.ts) when `head` is the spec it names, else none (the defaults). */
export async function projectConfig(head: string) {
  const { findConfig, loadConfig } = await import('../config/load.js');
  const loaded = await loadConfig(findConfig(repoRoot));
  return loaded.input && path.resolve(loaded.input) === head ? loaded.config : undefined;
}
