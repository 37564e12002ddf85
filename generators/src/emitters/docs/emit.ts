/**
 * IR -> the API reference: `docs/reference/index.html` (rendered from the decorated document) and one
 * `docs/reference/samples/<operationId>.gen.ts` per operation holding exactly the sample the page shows,
 * so tests/docs can compile every sample against the client.
 */
import type { IR } from '../../ir/types.js';
import type { GeneratedFile } from '../types.js';
import { generatedHeader, stampFile } from '../header.js';
import { docsConfig } from './config.js';
import { decorateDocument } from './decorate.js';
import { buildReferencePage } from './render.js';
import { codeSample } from './samples.js';
import { readPageSettings } from './settings.js';

export async function emitDocs(ir: IR): Promise<GeneratedFile[]> {
  const settings = readPageSettings(docsConfig.redoclyConfig);
  const header = generatedHeader(ir, 'openapi/openapi.yaml', '').replace(/\n/g, ' ').trim();
  const html = await buildReferencePage(decorateDocument(ir, settings), { ...settings, header });
  const samples = ir.operations.map((op) => ({
    path: `${docsConfig.samplesDir}/${op.id}.gen.ts`,
    contents: `${generatedHeader(ir)}\n// ${op.method.toUpperCase()} ${op.path}: the sample shown on the reference page.\n\n${codeSample(op)}`,
  }));
  return [{ path: docsConfig.html, contents: html }, ...samples, stampFile(ir, docsConfig.dir)];
}
