/**
 * Docs for agents: a Markdown twin of every page of the site (the same path with `.md`), one Markdown file
 * per operation of the reference, `llms.txt` (an index in the llmstxt.org format: a title, a summary in a
 * blockquote, then sections of links) and `llms-full.txt` (every twin in one file). Everything is written
 * from the same sources as the HTML (the guides' Markdown, the IR), so the two never disagree; the HTML
 * pages link their twin (`<link rel="alternate" type="text/markdown">` and "View as Markdown").
 */
import path from 'node:path';
import type { IR, IROperation, JsonSchema } from '../../../ir/types.js';
import { errorCodesMarkdown, scopesMarkdown } from '../catalogue.js';
import { SchemaInliner } from '../../mcp/tool-schema.js';
import { sampleLanguages, samplesFor } from '../../samples/index.js';

export interface MarkdownFile {
  path: string;
  contents: string;
}

export interface GuideSource {
  name: string;
  title: string;
  summary: string;
  /** The guide's Markdown as written. */
  markdown: string;
  /** Its file in the repository (`docs/guides/x.md`), for resolving its links. */
  source: string;
}

export interface AgentDocsInput {
  ir: IR;
  guides: GuideSource[];
  /** Repository file -> site page (`.html`) of every page a guide may link to. */
  pages: Map<string, string>;
  summary: string;
  changelog: { version: string; markdown: string }[];
  /** Released references: version -> its IR. */
  releases: { version: string; ir: IR }[];
}

/** The twin of a site page: `guides/x.html` -> `guides/x.md`. */
export const markdownTwin = (page: string) => page.replace(/\.html$/, '.md');
export const operationTwin = (op: { id: string }) => `reference/operations/${op.id.replace(/[^\w.-]+/g, '_')}.md`;

/** Links of a guide's Markdown pointed at the twins of the pages they name (links to what the site lacks keep their text alone). */
function twinLinks(markdown: string, source: string, at: string, pages: Map<string, string>): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return line;
      return line.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang: string, text: string, href: string) => {
        if (bang || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return whole;
        const [file = '', hash] = href.split('#');
        const target = pages.get(path.posix.normalize(path.posix.join(path.posix.dirname(source), file)));
        if (!target) return text;
        const relative = path.posix.relative(path.posix.dirname(at), markdownTwin(target)) || path.posix.basename(markdownTwin(target));
        return `[${text}](${relative}${hash ? `#${hash}` : ''})`;
      });
    })
    .join('\n');
}

/** A code fence longer than any run of backticks in `text` (CommonMark: the closing fence is at least as long). */
const codeFence = (text: string) => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.type === 'array' && schema.items ? `array of ${typeOf(schema.items as JsonSchema)}` : schema.type;
  if (schema.enum) return 'enum';
  return 'any';
}

/** One operation, as an agent reads it: what it does, what it needs, its parameters, body and answers. */
export function operationMarkdown(ir: IR, op: IROperation, level = 1): string {
  const h = (n: number) => '#'.repeat(level + n - 1);
  const lines: string[] = [`${h(1)} ${op.summary || `${op.method.toUpperCase()} ${op.path}`}`, '', `\`${op.method.toUpperCase()} ${op.path}\` (operation \`${op.id}\`)`, ''];
  if (op.description) lines.push(op.description.trim(), '');
  const facts = [
    op.deprecated ? `- Deprecated${op.sunset ? `; removed after ${op.sunset}` : ''}.` : '',
    `- Scope: ${op.security.public ? 'none (no token)' : op.security.scopes.map((s) => `\`${s}\``).join(', ') || 'any valid credential'}`,
    op.cost ? `- Cost: ${op.cost.charges}${op.cost.when ? `: ${op.cost.when}` : ''}` : '',
    `- Retry: ${op.idempotent ? 'safe to send again' : 'not safe: sending it again may apply it twice'}`,
    op.pagination !== 'none' ? `- Pages: by ${op.pagination}` : '',
  ].filter(Boolean);
  lines.push(...facts, '');
  const params = [...op.parameters.path, ...op.parameters.query, ...op.parameters.header, ...op.parameters.cookie];
  if (params.length) {
    lines.push(`${h(2)} Parameters`, '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const p of params) lines.push(`| \`${p.name}\` | ${p.in} | ${typeOf(p.schema)} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`);
    lines.push('');
  }
  if (op.requestBody) {
    lines.push(`${h(2)} Request body (\`${op.requestBody.contentType}\`${op.requestBody.required ? ', required' : ''})`, '');
    if (op.requestBody.description) lines.push(op.requestBody.description.trim(), '');
    lines.push(json(new SchemaInliner(ir.schemas, 'request').root(op.requestBody.schema)), '');
  }
  // Every language of the reference page's tabs, in their order, each under its label.
  const samples = samplesFor(ir, op);
  lines.push(`${h(2)} Example`, '');
  for (const { key, label, fence } of sampleLanguages) {
    const text = samples[key].trim();
    const ticks = codeFence(text);
    lines.push(`${h(3)} ${label}`, '', `${ticks}${fence}`, text, ticks, '');
  }
  lines.push(`${h(2)} Responses`, '');
  for (const r of op.responses) {
    lines.push(`${h(3)} ${r.status}${r.description ? `: ${cell(r.description)}` : ''}`, '');
    if (r.errorCodes.length) lines.push(`Error codes: ${r.errorCodes.map((c) => `\`${c}\``).join(', ')}.`, '');
    if (r.schema && /^2/.test(r.status)) lines.push(json(new SchemaInliner(ir.schemas, 'response').root(r.schema)), '');
  }
  return `${lines.join('\n').trim()}\n`;
}

function referenceIndex(ir: IR, title: string, link: (op: IROperation) => string): string {
  const byTag = new Map<string, IROperation[]>();
  for (const op of [...ir.operations].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) {
    const list = byTag.get(op.tag || 'Operations') ?? [];
    list.push(op);
    byTag.set(op.tag || 'Operations', list);
  }
  const lines = [`# ${title}`, '', `${ir.info.title} ${ir.info.version}: ${ir.operations.length} operations. Base URL: \`${ir.api.baseUrl}\`.`, ''];
  for (const [tag, ops] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`## ${tag}`, '');
    for (const op of ops) lines.push(`- [${op.summary || op.id}](${link(op)}): \`${op.method.toUpperCase()} ${op.path}\``);
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

/** A twin's relative links made relative to the site's root, for llms-full.txt, which sits there. */
function fromRoot(file: string, markdown: string): string {
  const folder = path.posix.dirname(file);
  if (folder === '.') return markdown;
  return markdown.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (whole, bang: string, text: string, href: string) =>
    bang || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') ? whole : `[${text}](${path.posix.normalize(path.posix.join(folder, href))})`,
  );
}

export function agentDocs(input: AgentDocsInput): MarkdownFile[] {
  const { ir, guides, pages, summary } = input;
  const files: MarkdownFile[] = [];
  const add = (at: string, contents: string) => files.push({ path: at, contents: contents.endsWith('\n') ? contents : `${contents}\n` });
  const title = ir.info.title;

  add(
    'index.md',
    [
      `# ${title}`,
      '',
      summary,
      '',
      `Base URL: \`${ir.servers[0]?.url ?? ir.api.baseUrl}\``,
      '',
      '- [Guides](guides/index.md)',
      '- [API reference](reference/index.md)',
      '- [Error codes](error-codes.md)',
      '- [Scopes](scopes.md)',
      '- [Changelog](changelog.md)',
      '- [llms.txt](llms.txt): this site as an index for language models; [llms-full.txt](llms-full.txt): all of it in one file',
    ].join('\n'),
  );
  add('guides/index.md', ['# Guides', '', ...guides.map((g) => `- [${g.title}](${g.name}.md): ${g.summary}`)].join('\n'));
  for (const g of guides) add(`guides/${g.name}.md`, twinLinks(g.markdown, g.source, `guides/${g.name}.md`, pages));
  add(
    'reference/index.md',
    referenceIndex(ir, 'API reference', (op) => path.posix.relative('reference', operationTwin(op))),
  );
  for (const op of ir.operations) add(operationTwin(op), operationMarkdown(ir, op));
  for (const release of input.releases) {
    const at = `reference/${release.version}/index.md`;
    const body = [...release.ir.operations]
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
      .map((op) => operationMarkdown(release.ir, op, 2))
      .join('\n');
    add(at, `# API reference ${release.version}\n\n${release.ir.info.title} ${release.version}: ${release.ir.operations.length} operations.\n\n${body}`);
  }
  add('error-codes.md', `# Error codes\n\n${errorCodesMarkdown(ir)}`);
  add('scopes.md', `# Scopes\n\n${scopesMarkdown(ir)}`);
  // The entries link HTML pages (a release's reference at an operation, an error code's row): their twins instead.
  const toTwins = (markdown: string) => markdown.replace(/\]\(((?![a-z][a-z0-9+.-]*:)[^)\s#]+)\.html(?:#[^)\s]*)?\)/gi, ']($1.md)');
  add(
    'changelog.md',
    [
      '# Changelog',
      '',
      ...input.changelog.map(
        (entry) =>
          `## ${entry.version}\n\n${toTwins(entry.markdown)
            .replace(/^(#+) /gm, '$1## ')
            .trim()}\n`,
      ),
    ].join('\n'),
  );

  const ops = [...ir.operations].sort((a, b) => (a.tag || '').localeCompare(b.tag || '') || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const llms = [
    `# ${title}`,
    '',
    `> ${summary.replace(/\s+/g, ' ').trim()}`,
    '',
    `Every page of this site has a Markdown twin at the same path with \`.md\` (this index links them); [llms-full.txt](llms-full.txt) holds them all in one file. Base URL: \`${ir.servers[0]?.url ?? ir.api.baseUrl}\`. Agents can call the API through its MCP server, \`${ir.api.mcp.packageName}\` (see the guides).`,
    '',
    '## Guides',
    '',
    ...guides.map((g) => `- [${g.title}](guides/${g.name}.md): ${g.summary.replace(/\s+/g, ' ')}`),
    '',
    '## API reference',
    '',
    '- [All operations](reference/index.md): every operation by tag',
    ...ops.map((op) => `- [${op.summary || op.id}](${operationTwin(op)}): \`${op.method.toUpperCase()} ${op.path}\``),
    '- [Error codes](error-codes.md): every error code, its status, type and meaning',
    '- [Scopes](scopes.md): every scope and the operations that need it',
    '',
    '## Optional',
    '',
    '- [Changelog](changelog.md): what changed in each released version',
    ...input.releases.map((r) => `- [API reference ${r.version}](reference/${r.version}/index.md): the reference of that release`),
    '',
  ].join('\n');
  const full = [
    `# ${title}: the complete documentation`,
    '',
    `> ${summary.replace(/\s+/g, ' ').trim()}`,
    '',
    ...files
      .filter((f) => !/^reference\/[^/]+\/index\.md$/.test(f.path) || f.path === 'reference/index.md')
      .map((f) => `<!-- ${f.path} -->\n\n${fromRoot(f.path, f.contents).trim()}\n`),
  ].join('\n');
  files.push({ path: 'llms.txt', contents: llms }, { path: 'llms-full.txt', contents: `${full}\n` });
  return files;
}
