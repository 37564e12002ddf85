/**
 * A decorated document -> the self-contained reference page, by `redocly build-docs --inlineBundle` (Redoc
 * CE 3 embedded in the file, so the page renders offline and from file://). Redocly renders the page's
 * shell on the server and embeds the document as JSON (../../incremental/reference-page.ts), so a run
 * hands it the shell and puts the whole document's JSON in: the same bytes, for about half its work on a
 * large document, started before the operations' samples are made. The CLI runs on a copy in a
 * temporary folder that is removed afterwards; its output has no timestamp, so equal input gives equal bytes.
 * Redoc's attribution badge is the one thing it loads from a CDN; its image is swapped for a data URL.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { docsConfig } from './config.js';
import { cutPage, cutsAPair, referencePageCache, shellOf, splicePage, splicePageBytes, type PageParts } from '../../incremental/reference-page.js';
import { note, reuseAllowed } from '../../incremental/store.js';
import { ONE_RUN_TIER_UP } from '../../tier-up.js';

export async function buildReferencePage(document: object, options: { title?: string; header: string; config: string }, complete?: () => void): Promise<string> {
  const page = await buildReferencePageBytes({ document, complete }, options);
  return typeof page === 'string' ? page : Buffer.concat(page).toString('utf8');
}

/**
 * A decorated document to render, and the step that completes it (`decorateInSteps`): both are taken from
 * it, so that once the document is text nothing holds the object (a decorated copy of a whole spec: 21 MB
 * of heap for GitHub's, beyond the texts it shares) while Redocly runs. An async function keeps its
 * parameters and locals across an `await`, so they are read in `begin`, which returns before the first one.
 */
export interface PageDocument {
  document: object | undefined;
  complete?: (() => void) | undefined;
}

/**
 * `buildReferencePage`, as the page's text or, when it is the document's JSON put into a render (the run's
 * usual case), as that page's UTF-8 bytes in pieces: the page (GitHub's: 36 MB, held by V8 two bytes a
 * character) is never one string, and written as it is.
 */
export async function buildReferencePageBytes(source: PageDocument, options: { title?: string; header: string; config: string }): Promise<string | Buffer[]> {
  const { stored, entry, fromShell, text } = begin(source, options);
  if (entry) {
    // When only operations changed since a stored render, the page is that render with this JSON in it.
    const page = stored.splice(entry, text.json, pageWithImages);
    if (page !== undefined) return page;
  }
  if (fromShell) {
    // Set aside while Redocly renders (most of the run), then spliced as bytes; only a page that cannot be
    // is made from the text again.
    const takeBack = setAside([text.json, text.shellJson]);
    text.json = text.shellJson = '';
    const rendered = await fromShell;
    // What other emitters wrote meanwhile is being compressed for the pristine store on the thread pool, its
    // bytes held until the main thread hears back: heard before the splice (the run's busiest moment for
    // memory), not after it.
    await new Promise((resolve) => setImmediate(resolve));
    const [bytes, shellBytes] = takeBack() as [Buffer, Buffer];
    const parts = cutPage(rendered, shellBytes.toString('utf8'));
    const page = typeof parts === 'string' ? undefined : pageWithImages(parts, bytes);
    if (page !== undefined) {
      stored.keep(parts as PageParts);
      return page;
    }
    text.json = bytes.toString('utf8');
    note(`reference-page: the shell's render cannot take the document's JSON (${typeof parts === 'string' ? parts : "the document's end differs"}); rendered whole`);
  }
  const page = await buildReferencePageFromJson(text.json, options);
  stored.record(page, text.json);
  return inlineOfflineImages(page);
}

/**
 * Texts set aside while Redocly renders, as UTF-8 in a temporary file instead of in the process: the
 * decorated document's JSON and its shell's (GitHub's: 39 MB of heap as strings, V8 keeping text with
 * characters beyond Latin-1 two bytes a character; 20 MB as bytes), which nothing reads until the page is
 * spliced, while every other emitter runs. `JSON.stringify` escapes lone surrogates, so each text decodes as
 * it was. Where no temporary file can be written they are held as bytes; the file goes when they are read
 * back, or when the process exits.
 */
function setAside(texts: string[]): () => Buffer[] {
  let dir: string | undefined;
  try {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-page-json-'));
    texts.forEach((text, i) => writeFileSync(path.join(dir!, String(i)), text));
  } catch {
    if (dir) rmSync(dir, { recursive: true, force: true });
    const held = texts.map((text) => Buffer.from(text));
    return () => held;
  }
  const folder = dir;
  const remove = () => rmSync(folder, { recursive: true, force: true });
  process.once('exit', remove);
  const count = texts.length;
  return () => {
    try {
      return Array.from({ length: count }, (_, i) => readFileSync(path.join(folder, String(i))));
    } finally {
      process.off('exit', remove);
      remove();
    }
  };
}

/** Everything before the first `await` of `buildReferencePageBytes`: the document (taken from `source`) as JSON, the stored page, Redocly started. */
function begin(source: PageDocument, options: { title?: string; header: string; config: string }) {
  const document = source.document;
  if (!document) throw new Error('buildReferencePageBytes: the document was already taken');
  const complete = source.complete;
  source.document = source.complete = undefined;
  const shellJson = JSON.stringify(shellOf(document));
  const stored = referencePageCache(shellJson, options, redoclyVersion());
  const entry = stored.read();
  // With nothing stored for this shell, Redocly renders the shell alone (all it renders on the server: the
  // operations' content is drawn in the browser from the JSON), beside the rest of the run, while the
  // operations' samples are made; the page is that render with the whole document's JSON in it. `check` and
  // `--pristine` (no reuse) render the whole document, so the page they compare is Redocly's own.
  const fromShell = !entry && reuseAllowed() ? buildReferencePageFromJson(shellJson, options) : undefined;
  complete?.();
  return { stored, entry, fromShell, text: { json: JSON.stringify(document), shellJson } };
}

const redoclyVersion = () => (JSON.parse(readFileSync(path.join(path.dirname(docsConfig.redoclyBin), '../package.json'), 'utf8')) as { version: string }).version;

/**
 * Redocly's page, before its CDN images are inlined. The folder and the process are made before this returns
 * (synchronously): the emitters run side by side in one thread, and an `await` before the spawn would let
 * every other emitter's synchronous work run first, leaving Redocly to start after all of it instead of
 * beside it on the machine's other core.
 */
function buildReferencePageFromJson(json: string, { title, header, config }: { title?: string; header: string; config: string }): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-reference-'));
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  let exited: Promise<void>;
  try {
    writeFileSync(path.join(dir, 'openapi.json'), json);
    // A process that renders once and ends: only its longest-running code is optimized (../../tier-up.ts).
    const args = [ONE_RUN_TIER_UP, docsConfig.redoclyBin, 'build-docs', 'openapi.json', '--inlineBundle', '--output', 'index.html'];
    args.push('--config', config, '--templateOptions.generatedHeader', header);
    if (title) args.push('--title', title);
    // Telemetry and the update check would contact Redocly; neither belongs in a build.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    exited = new Promise<void>((resolve, reject) => {
      execFile(process.execPath, args, { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
        // Redocly's boxed notices (Node 20's end of support) are no part of why it failed.
        error ? reject(new Error(`redocly build-docs failed:\n${(stderr || stdout || error.message).replace(/^.*[╔║╚].*\n?/gm, '').trim()}`)) : resolve(),
      );
    });
  } catch (error) {
    void cleanUp();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return exited.then(
    async () => {
      try {
        return await readFile(path.join(dir, 'index.html'), 'utf8');
      } finally {
        await cleanUp();
      }
    },
    async (error: unknown) => {
      await cleanUp();
      throw error;
    },
  );
}

/**
 * `splicePage`, then `inlineOfflineImages`, without copying a page of 36 MB (GitHub's) twice more: the images
 * are put into Redoc's code around the JSON, and the page is its UTF-8 bytes in pieces (`splicePageBytes`).
 * When the JSON (or Redocly's tail of it) names one of them, the whole page is replaced as before. No image
 * URL can straddle the JSON's edges (`= {` before, `;` after).
 */
function pageWithImages(parts: PageParts, json: string | Buffer): string | Buffer[] | undefined {
  const text = () => (typeof json === 'string' ? json : json.toString('utf8'));
  if (Object.keys(docsConfig.offlineImages).some((url) => json.includes(url) || parts.theirs.includes(url))) {
    const page = splicePage(parts, text());
    return page === undefined ? undefined : inlineOfflineImages(page);
  }
  const withImages = { ...parts, before: inlineOfflineImages(parts.before), after: inlineOfflineImages(parts.after) };
  return cutsAPair(withImages) ? splicePage(withImages, text()) : splicePageBytes(withImages, json);
}

/** The page (or Redoc's bundle) with each image Redoc loads from a CDN put in as a data URL (`docsConfig.offlineImages`). */
export function inlineOfflineImages(html: string): string {
  let out = html;
  for (const [url, file] of Object.entries(docsConfig.offlineImages)) {
    const data = `data:image/svg+xml;base64,${readFileSync(path.join(docsConfig.repoRoot, file)).toString('base64')}`;
    out = out.split(url).join(data);
  }
  return out;
}
