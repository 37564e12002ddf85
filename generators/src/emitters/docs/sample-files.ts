/**
 * The reference's request samples as files, beside the page that embeds them (`docs.sampleFiles` of the
 * configuration): one per operation and language (each runnable as a reader saves it), one per language
 * (every operation's sample in one file), or none.
 */
import type { IR } from '../../ir/types.js';
import type { GeneratedFile } from '../types.js';
import { generatedHeader } from '../header.js';
import { uniqueIdentifiers } from '../../ir/names.js';
import { sampleLanguages, samplesFor } from '../samples/index.js';
import { docsConfig } from './config.js';

/** Operations up to which the reference's samples are written one file per operation by default. */
const PER_OPERATION_UP_TO = 200;

/**
 * The samples as files, as `docs.sampleFiles` says (see the configuration's types): per operation and
 * language, per language, or none (the page embeds them all the same). The samples are the ones the page
 * shows (made once per operation, ../samples/).
 */
export function sampleFiles(ir: IR): GeneratedFile[] {
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
