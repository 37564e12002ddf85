/**
 * IR -> the API reference: `docs/reference/index.html` (rendered from the decorated document) and, per
 * operation, `docs/reference/samples/<operationId>.gen.<ext>` (`.ts`, `.sh`, `.mjs`, `.py`, `.go`, `.java`,
 * `.cs`, `.php`, `.rb`) holding exactly the samples the page shows (after the do-not-edit header: the text
 * after the first blank line), so tests/docs can run every one of them.
 */
import type { IR } from '../../ir/types.js';
import type { GeneratedFile } from '../types.js';
import { generatedHeader, stampFile } from '../header.js';
import { docsConfig } from './config.js';
import { decorateDocument } from './decorate.js';
import { buildReferencePage } from './render.js';
import { sampleLanguages, samplesFor } from '../samples/index.js';
import { uniqueIdentifiers } from '../../ir/names.js';
import { readPageSettings } from './settings.js';

export async function emitDocs(ir: IR): Promise<GeneratedFile[]> {
  // This project's page settings (title, logo) are in its Redocly configuration; another document's page is
  // titled after the document and keeps the document's own logo (`info.x-logo`).
  const settings = ir.redoclyConfig ? readPageSettings(ir.redoclyConfig) : {};
  const header = generatedHeader(ir, '').replace(/\n/g, ' ').trim();
  const title = settings.title ?? `${ir.info.title.trim() || 'API'} reference`;
  const html = await buildReferencePage(decorateDocument(ir, settings), { title, header, config: ir.redoclyConfig ?? docsConfig.defaultRedoclyConfig });
  // File names from operation ids, safe on every file system (`repos/get-content` -> `repos_get_content`).
  const fileNames = uniqueIdentifiers(ir.operations.map((op) => op.id));
  const samples = ir.operations.flatMap((op) => {
    const samples = samplesFor(ir, op);
    const about = `${op.method.toUpperCase()} ${op.path}: the sample shown on the reference page.`;
    return sampleLanguages.map(({ key, ext, comment }) => ({
      path: `${docsConfig.samplesDir}/${fileNames.get(op.id)}.gen.${ext}`,
      contents: `${generatedHeader(ir, comment)}\n${comment} ${about}\n\n${samples[key]}`,
    }));
  });
  return [{ path: docsConfig.html, contents: html }, ...samples, stampFile(ir, docsConfig.dir)];
}
