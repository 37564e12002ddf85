/**
 * IR -> the API reference: `docs/reference/index.html` (rendered from the decorated document) and, per
 * operation, `docs/reference/samples/<operationId>.gen.<ext>` (`.ts`, `.sh`, `.mjs`, `.py`, `.go`, `.java`,
 * `.cs`, `.php`, `.rb`) holding exactly the samples the page shows (after the do-not-edit header: the text
 * after the first blank line), so tests/docs can run every one of them; for a large API, one file per
 * language instead (`docs.sampleFiles`).
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
  return [{ path: docsConfig.html, contents: html }, ...sampleFiles(ir), stampFile(ir, docsConfig.dir)];
}

/** Operations up to which the reference's samples are written one file per operation by default. */
const PER_OPERATION_UP_TO = 200;

/**
 * The samples as files, as `docs.sampleFiles` says (see the configuration's types): per operation and
 * language, per language, or none (the page embeds them all the same). The samples are the ones the page
 * shows (made once per operation, ../samples/).
 */
function sampleFiles(ir: IR): GeneratedFile[] {
  const mode = ir.api.sampleFiles ?? (ir.operations.length <= PER_OPERATION_UP_TO ? 'operation' : 'language');
  if (mode === 'none') return [];
  const about = (op: IR['operations'][number]) => `${op.method.toUpperCase()} ${op.path}`;
  if (mode === 'language') {
    return sampleLanguages.map(({ key, label, ext, comment }) => ({
      path: `${docsConfig.samplesDir}/samples.gen.${ext}`,
      contents: [
        `${generatedHeader(ir, comment)}\n${comment} Every operation's ${label} sample shown on the reference page, one after another.\n`,
        ...ir.operations.map((op) => `${comment} ---- ${about(op)} (operation ${op.id})\n\n${samplesFor(ir, op)[key]}`),
      ].join('\n'),
    }));
  }
  // File names from operation ids, safe on every file system (`repos/get-content` -> `repos_get_content`).
  const fileNames = uniqueIdentifiers(ir.operations.map((op) => op.id));
  return ir.operations.flatMap((op) => {
    const samples = samplesFor(ir, op);
    return sampleLanguages.map(({ key, ext, comment }) => ({
      path: `${docsConfig.samplesDir}/${fileNames.get(op.id)}.gen.${ext}`,
      contents: `${generatedHeader(ir, comment)}\n${comment} ${about(op)}: the sample shown on the reference page.\n\n${samples[key]}`,
    }));
  });
}
