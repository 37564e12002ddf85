#!/usr/bin/env node
/**
 * Checks that a static site works under a path prefix (GitHub Pages serves a project's site at /REPO/):
 * no page, stylesheet or script of it points at the server's root ("/x", url(/x)), which would leave the
 * prefix. Prints file:line:col for each such reference and exits 1.
 *
 *   node scripts/ci/docs-prefix-check.mjs SITE_DIR [PREFIX]
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Root-absolute references in one file's text: attributes (href, src, action, srcset, content of a refresh) and CSS url(). */
const PATTERNS = [/\b(?:href|src|action|poster|data)\s*=\s*["']?(\/(?!\/)[^"'\s>]*)/gi, /\burl\(\s*["']?(\/(?!\/)[^"')\s]*)/gi];

/**
 * @param {string} dir
 * @returns {{ file: string, line: number, column: number, reference: string }[]}
 */
export function rootReferences(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html?|css|svg)$/i.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const at = match.index + match[0].lastIndexOf(match[1]);
        const before = text.slice(0, at);
        const line = before.split('\n').length;
        const column = at - before.lastIndexOf('\n');
        found.push({ file: path.relative(dir, file), line, column, reference: match[1] });
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, prefix = '/'] = process.argv.slice(2);
  if (!dir) {
    console.error('Usage: node scripts/ci/docs-prefix-check.mjs SITE_DIR [PREFIX]');
    process.exit(2);
  }
  const found = rootReferences(dir);
  for (const f of found) console.error(`${path.join(dir, f.file)}:${f.line}:${f.column}  ${f.reference} points at the server's root; under ${prefix} it must be relative`);
  if (found.length) process.exit(1);
  console.log(`${dir}: no reference leaves ${prefix} (every link is relative).`);
}
