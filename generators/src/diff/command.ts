/**
 * The `diff` command (npm run diff -- [BASE] [options]): compares the spec at BASE (a git ref or a file;
 * default: the newest openapi/releases/*.json) with the working tree and classifies every change, for API
 * clients and for servers. Exit codes: 0 done (with --ci: the gate passes), 1 --ci and the gate refuses,
 * 2 bad input (arguments, a spec or the waiver file), 70 internal error.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { DESCRIPTION_YAML } from '../load/aliases.js';
import { SpecError } from '../load/diagnostics.js';
import { latestRelease, repoRoot } from '../release/files.js';
import { createLocator } from '../load/locate.js';
import { renderGithub, renderJunit } from './report-ci.js';
import { renderJson, renderMarkdown, renderText, sdkNotJudged } from './report.js';

export const DEFAULT_WAIVERS = path.join(repoRoot, 'openapi/diff-waivers.yaml');

const FORMATS = ['text', 'markdown', 'json', 'github', 'junit'];

export const DIFF_USAGE = `Usage: npm run diff -- [BASE] [--head PATH] [--config FILE] [--overlay FILE]... [--format ${FORMATS.join('|')}] [--output FILE] [--waivers FILE] [--no-sdk] [--ci] [--quiet] [--fail-on LEVEL] [--fail-on-unjudged]

  BASE            git ref or spec file to compare with (default: the newest openapi/releases/*.json)
  --head PATH     the spec to compare (default: openapi/openapi.yaml); OpenAPI 3.0.x or 3.1.x
  --overlay FILE  an OpenAPI Overlay 1.0 document applied to both sides before they are compared
                  (repeatable; after the configuration's \`overlays\`)
  --config FILE   the configuration the SDKs are generated with and the lifecycle policy is read from
                  (default: cmp.config.ts when the head is its spec, or a file of the same API by
                  info.title, such as a release or a bundle; the defaults for any other document)
  --format F      text (default), markdown, json (shape: docs/diff-rules.md), github (GitHub Actions
                  annotations at the spec's file and line), or junit (JUnit XML)
  --output FILE   write the report to FILE instead of stdout
  --waivers FILE  accepted deliberate changes (default: openapi/diff-waivers.yaml)
  --no-sdk        do not judge the changes by compiling the generated client (SDK impact)
  --ci            exit 1 when the version gate refuses (what \`release\` refuses too)
  --quiet         with --ci: print nothing when the gate passes, the report only when it refuses
                  (what \`npm test\` runs; VERBOSE=1 prints the report anyway)
  --fail-on LEVEL exit 1 when a change is at least LEVEL for API clients: breaking or
                  potentially-breaking (as oasdiff's --fail-on ERR / WARN); waived changes never fail
  --fail-on-unjudged
                  exit 1 when the SDK impact could not be judged (the report says so at its top)

Exit codes: 0 done, 1 the gate refused (--ci) or --fail-on / --fail-on-unjudged, 2 bad input, 70 internal error.`;

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
        config: { type: 'string' },
        overlay: { type: 'string', multiple: true },
        'fail-on': { type: 'string' },
        'fail-on-unjudged': { type: 'boolean', default: false },
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
  const failOn = values['fail-on'];
  if (failOn !== undefined && !FAIL_LEVELS.includes(failOn)) {
    console.error(`--fail-on: expected breaking or potentially-breaking, got "${failOn}".\n\n${DIFF_USAGE}`);
    return 2;
  }
  if (values.config && !existsSync(values.config)) {
    console.error(`--config: ${values.config} not found.`);
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
    // The SDK is generated as the project generates it, and the lifecycle policy is the project's: with the
    // configuration given, else the project's when the head is its spec (or a file of the same API).
    const config = values.config ? (await loadConfigFile(path.resolve(values.config))).config : await projectConfig(head);
    // The configuration's overlays (relative to its file) apply to both sides, then each --overlay.
    const configDir = values.config ? path.dirname(path.resolve(values.config)) : repoRoot;
    const overlays = [...(config?.overlays ?? []).map((o) => path.resolve(configDir, o)), ...(values.overlay ?? []).map((o) => path.resolve(o))];
    // Loaded here, not at the top: the diff reaches TypeScript (the SDK impact) and Redocly, which `--help`
    // and a refused argument need not wait for (about a second of loading).
    const { diffSpecs } = await import('./run.js');
    report = await diffSpecs({ base, head, waivers, repoRoot, sdk, config, overlays });
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
  // (With --fail-on or --fail-on-unjudged the report is printed as usual: those decide after it.)
  if (values.quiet && values.ci && report.gate.ok && !failOn && !values['fail-on-unjudged'] && !process.env.VERBOSE) return 0;
  const place = createLocator(head);
  const renderers: Record<string, () => string> = {
    json: () => renderJson(report),
    markdown: () => renderMarkdown(report),
    github: () => renderGithub(report, place),
    junit: () => renderJunit(report, place),
    text: () => renderText(report),
  };
  const text = renderers[format]!();
  if (values.output) {
    mkdirSync(path.dirname(path.resolve(values.output)), { recursive: true });
    writeFileSync(values.output, `${text}\n`);
  } else console.log(text);
  // Against the last release (the default base), every change listed is unreleased, one's own and others'
  // alike: say so, and how to see only what the working tree changed since the last commit.
  if (!positionals[0] && format === 'text' && !values.output) {
    const count = report.changes.length;
    if (count)
      console.log(
        `\n${count} change(s) since the release ${report.base.version} are unreleased (not yet in openapi/releases/). Only yours since the last commit: npm run diff -- HEAD`,
      );
  }
  let code = 0;
  if (values.ci && !report.gate.ok) {
    console.error(`\nThe version gate refuses this spec (the same check \`npm run release:spec\` makes):\n${report.gate.reasons.map((r) => `  - ${r}`).join('\n')}`);
    code = 1;
  }
  if (failOn) {
    const worst = report.changes.filter((c) => !c.waived && (c.client === 'breaking' || (failOn === 'potentially-breaking' && c.client === 'potentially-breaking')));
    if (worst.length) {
      console.error(`\n--fail-on ${failOn}: ${worst.length} change(s) at that level for API clients.`);
      code = 1;
    }
  }
  const unjudged = sdkNotJudged(report);
  if (values['fail-on-unjudged'] && unjudged) {
    console.error(`\n--fail-on-unjudged: ${unjudged}`);
    code = 1;
  }
  return code;
}

const FAIL_LEVELS = ['breaking', 'potentially-breaking'];

async function loadConfigFile(file: string | undefined) {
  const { loadConfig } = await import('../config/load.js');
  return loadConfig(file);
}

/**
 * The project's configuration (cmp.config.ts) when `head` is the spec it names, or a file of the same API (a
 * release, a bundle: the same `info.title`), else none (the defaults).
 */
export async function projectConfig(head: string) {
  const { findConfig } = await import('../config/load.js');
  const loaded = await loadConfigFile(findConfig(repoRoot));
  if (!loaded.input) return undefined;
  if (path.resolve(loaded.input) === head) return loaded.config;
  const title = (file: string) => {
    try {
      const text = readFileSync(file, 'utf8');
      const doc = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text, DESCRIPTION_YAML)) as { info?: { title?: unknown } } | null;
      return typeof doc?.info?.title === 'string' ? doc.info.title : undefined;
    } catch {
      return undefined;
    }
  };
  const own = title(path.resolve(loaded.input));
  return own !== undefined && title(head) === own ? loaded.config : undefined;
}
