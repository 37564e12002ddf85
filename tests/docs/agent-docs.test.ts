/**
 * Docs for agents, on the same build the site test crawls (no browser: these are files): `llms.txt` in the
 * llmstxt.org format, `llms-full.txt`, and a Markdown twin of every HTML page and of every operation of the
 * reference, each linked from its page ("View as Markdown", `<link rel="alternate" type="text/markdown">`),
 * held to the same hygiene (no maintainer material) and link checks as the HTML pages.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledSpec } from '../support/spec.js';
import { builtSite } from './site-build.js';
import { maintainerFindings } from './site-checks.js';

let dir = '';
let pages: string[] = [];
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

function walk(folder: string): string[] {
  return readdirSync(path.join(dir, folder), { withFileTypes: true }).flatMap((e) => {
    const rel = folder ? `${folder}/${e.name}` : e.name;
    return e.isDirectory() ? walk(rel) : [rel];
  });
}

/** Relative links of a Markdown file (`[text](target)` outside code), resolved against the file's folder. */
function links(file: string, text: string): { href: string; target: string }[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('#'))
    .map((href) => ({ href, target: path.posix.normalize(path.posix.join(path.posix.dirname(file), href.split('#')[0]!)) }));
}

beforeAll(async () => {
  ({ dir, pages } = await builtSite());
});

describe('llms.txt', () => {
  it('follows the llmstxt.org format: a title, a summary in a blockquote, then sections of links that resolve', () => {
    const text = read('llms.txt');
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${loadBundledSpec().info.title}`);
    expect(lines.slice(1).find((l) => l.trim())).toMatch(/^> \S/);
    // Only H2 section headings after the title; every list item is `- [name](url)` with an optional `: notes`.
    expect(
      lines
        .filter((l) => /^#{1,6} /.test(l))
        .slice(1)
        .every((l) => l.startsWith('## ')),
    ).toBe(true);
    const items = lines.filter((l) => l.startsWith('- '));
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(item, item).toMatch(/^- \[[^\]]+\]\([^)\s]+\)(: .+)?$/);
    expect(lines).toContain('## Optional');
    for (const { href, target } of links('llms.txt', text)) expect(existsSync(path.join(dir, target)), `llms.txt links ${href}`).toBe(true);
  });

  it('lists every guide and every operation, each by its Markdown twin', () => {
    const text = read('llms.txt');
    const spec = loadBundledSpec() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.values(spec.paths).flatMap((item) => Object.values(item).flatMap((op) => (op && typeof op === 'object' && op.operationId ? [op.operationId] : [])));
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) expect(text, id).toContain(`(reference/operations/${id}.md)`);
    for (const page of pages.filter((p) => p.startsWith('guides/') && p !== 'guides/index.html')) expect(text, page).toContain(`(${page.replace(/\.html$/, '.md')})`);
  });

  it('llms-full.txt holds every twin', () => {
    const full = read('llms-full.txt');
    const twins = walk('').filter((f) => f.endsWith('.md') && !/^reference\/\d[^/]*\//.test(f));
    for (const twin of twins) {
      expect(full, twin).toContain(`<!-- ${twin} -->`);
      expect(full, twin).toContain(read(twin).split('\n')[0]!);
    }
  });
});

describe('Markdown twins', () => {
  it('every HTML page has one, linked from the page as an alternate and as "View as Markdown"', () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const twin = page.replace(/\.html$/, '.md');
      expect(existsSync(path.join(dir, twin)), twin).toBe(true);
      const html = read(page);
      const href = path.posix.basename(twin);
      expect(html, page).toContain(`<link rel="alternate" type="text/markdown" href="${href}">`);
      expect(html, page).toMatch(new RegExp(`<a href="${href.replace(/\./g, '\\.')}" type="text/markdown">View as Markdown</a>`));
      expect(html, page).toContain(`data-markdown="${href}"`);
    }
  });

  it('every operation of the reference has its own, with its method, path, scope and answers', () => {
    const spec = loadBundledSpec() as { paths: Record<string, Record<string, { operationId?: string; summary?: string }>> };
    for (const [p, item] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op || typeof op !== 'object' || !op.operationId) continue;
        const text = read(`reference/operations/${op.operationId}.md`);
        expect(text.split('\n')[0], op.operationId).toBe(`# ${op.summary}`);
        expect(text, op.operationId).toContain(`\`${method.toUpperCase()} ${p}\``);
        expect(text, op.operationId).toMatch(/- Scope: /);
        expect(text, op.operationId).toMatch(/## Responses/);
      }
    }
  });

  it('every relative link of every twin resolves to a file of the site, and none holds maintainer material', () => {
    const twins = walk('').filter((f) => f.endsWith('.md'));
    expect(twins.length).toBeGreaterThan(pages.length);
    const problems: string[] = [];
    for (const twin of [...twins, 'llms.txt', 'llms-full.txt']) {
      const text = read(twin);
      for (const { href, target } of links(twin, text)) if (!existsSync(path.join(dir, target))) problems.push(`${twin}: ${href}`);
      for (const finding of maintainerFindings(text)) problems.push(`${twin}: ${finding}`);
      if (/\]\([^)]*\.html\b/.test(text)) problems.push(`${twin}: links an HTML page instead of its twin`);
    }
    expect(problems).toEqual([]);
  });
});
