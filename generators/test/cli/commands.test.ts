/**
 * The one command line: subcommands dispatch (generate, check, diff, release, lock, docs), generate's flags still
 * work without a command name, and an unknown command or argument answers with usage and exit 2.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../../../tests/support/cli.js';

const run = (...args: string[]) => cli(args);

describe('cli.ts commands', () => {
  it('help lists every command', () => {
    const help = run('help');
    expect(help.status).toBe(0);
    for (const command of ['generate', 'check', 'diff', 'release', 'lock', 'docs']) expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it.each([
    [['frobnicate'], /Unknown command "frobnicate"[\s\S]*Usage: cli\.ts <command>/],
    [['diff', '--format', 'xml'], /--format: expected text, markdown, json, github or junit, got "xml"/],
    [['lock', 'extra'], /lock takes no arguments \(got extra\)/],
    [['release', 'extra'], /release takes no arguments \(got extra\)/],
    [['--frobnicate'], /Unknown option '--frobnicate'[\s\S]*Usage: npm run generate/],
    [['docs', '--port', '1'], /Unknown option '--port'[\s\S]*Usage: npm run docs -- \[--out DIR\]/],
  ])('%j exits 2 with a clear message', (args, message) => {
    const r = run(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('docs --help says where the site goes', () => {
    const r = run('docs', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--out DIR {3}the folder the site is written to \(default docs\/site; the folder is replaced\)/);
  });

  it('diff --help describes options and exit codes', () => {
    const r = run('diff', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--format text\|markdown\|json[\s\S]*Exit codes: 0 done, 1 the gate refused \(--ci\) or --fail-on \/ --fail-on-unjudged, 2 bad input/);
  });
});
