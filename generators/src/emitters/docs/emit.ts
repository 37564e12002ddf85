/**
 * IR -> the API reference: `docs/reference/index.html` (rendered from the decorated document) and, per
 * operation, `docs/reference/samples/<operationId>.gen.<ext>` (`.ts`, `.sh`, `.mjs`, `.py`, `.go`, `.java`,
 * `.cs`, `.php`, `.rb`) holding exactly the samples the page shows (after the do-not-edit header: the text
 * after the first blank line), so tests/docs can run every one of them; for a large API, one file per
 * language instead (`docs.sampleFiles`).
 */
import type { IR } from '../../ir/types.js';
import type { GeneratedFile } from '../types.js';
import { regeneratedWholeHeader, stampFile } from '../header.js';
import { docsConfig } from './config.js';
import { decorateInSteps } from './decorate.js';
import { buildReferencePageBytes } from './render.js';
import { sampleFiles } from './sample-files.js';
import { readPageSettings } from './settings.js';
import { SpecError } from '../../load/diagnostics.js';

export async function emitDocs(ir: IR): Promise<GeneratedFile[]> {
  // This project's page settings (title, logo) are in its Redocly configuration; another document's page is
  // titled after the document and keeps the document's own logo (`info.x-logo`).
  const settings = ir.redoclyConfig ? readPageSettings(ir.redoclyConfig) : {};
  // The page keeps no hand edits (keepsEdits: false in ./index.ts): its header must not promise a merge.
  const header = regeneratedWholeHeader(ir);
  const title = settings.title ?? `${ir.info.title.trim() || 'API'} reference`;
  // The operations' samples and facts are added once Redocly is under way on the rest (render.ts).
  // Handed over whole, so that this function holds neither the decorated document nor its last step (render.ts).
  const html = await buildReferencePageBytes(decorateInSteps(ir, settings), { title, header, config: ir.redoclyConfig ?? docsConfig.defaultRedoclyConfig }).catch(
    (error: unknown) => Promise.reject(documentFault(ir, error)),
  );
  return [pageFile(docsConfig.html, html), ...sampleFiles(ir), stampFile(ir, docsConfig.dir)];
}

/** The page as a file; given as bytes, its text is made only if someone asks for it (the run does not). */
function pageFile(file: string, page: string | Buffer[]): GeneratedFile {
  if (typeof page === 'string') return { path: file, contents: page };
  return {
    path: file,
    bytes: page,
    get contents() {
      return Buffer.concat(page).toString('utf8');
    },
  };
}

/**
 * A refusal of Redocly's that is the document's, not the toolchain's: its parser reads JSON nested at most 100
 * levels, which a document of schemas nested inline that deep passes (its other outputs generate). Named as
 * the spec's problem, with what to do, rather than an internal error.
 */
function documentFault(ir: IR, error: unknown): unknown {
  const depth = /nesting exceeded maxDepth \((\d+)\)/.exec(error instanceof Error ? error.message : String(error));
  if (!depth) return error;
  return new SpecError([
    {
      file: ir.source,
      message: `The reference page cannot be rendered: the document nests more than ${depth[1]} levels deep, the most its renderer (Redocly) reads. Move the deepest inline schemas into components (\`$ref\`), or generate the other outputs with \`--only\`.`,
    },
  ]);
}
