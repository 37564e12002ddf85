/** IR -> the bundled spec as YAML and JSON. Deterministic: key order is the authored order, no timestamps. */
import type { IR } from '../../ir/types.js';
import type { GeneratedFile } from '../types.js';
import { stampFile } from '../header.js';
import { bundleConfig } from './config.js';
import { yamlText } from './yaml-text.js';
import { bundleYaml } from '../../incremental/bundle-yaml.js';

export async function emitBundle(ir: IR): Promise<GeneratedFile[]> {
  const json = `${JSON.stringify(ir.document, null, 2)}\n`;
  const options = { lineWidth: bundleConfig.lineWidth, aliasDuplicateObjects: false };
  // Path items that did not change since the last run keep their stored YAML (../../incremental/).
  const yaml = await bundleYaml(ir.document, options, () => Promise.resolve(yamlText(ir.document, { lineWidth: bundleConfig.lineWidth })));
  return [
    { path: bundleConfig.yaml, contents: `# Generated from ${ir.source} by \`npm run generate\` — do not edit.\n${yaml}` },
    { path: bundleConfig.json, contents: json },
    stampFile(ir, bundleConfig.dir),
  ];
}
