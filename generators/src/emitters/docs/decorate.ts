/**
 * The bundled document -> the copy the reference page is rendered from: every operation gets its
 * TypeScript sample (`x-codeSamples`, Redoc's extension for request samples) and the facts block appended
 * to its description; `info.x-logo` gets the logo from redocly.yaml as a data URL, so the page loads
 * nothing from outside. The committed bundle itself is not changed.
 */
import type { IR } from '../../ir/types.js';
import { codeSample } from './samples.js';
import { operationFacts } from './facts.js';
import type { PageSettings } from './settings.js';

type Obj = Record<string, any>;

export function decorateDocument(ir: IR, settings: PageSettings): Obj {
  const doc = structuredClone(ir.document) as Obj;
  for (const op of ir.operations) {
    const target = doc.paths[op.path][op.method] as Obj;
    target.description = `${op.description.trimEnd()}\n\n${operationFacts(ir, op)}`;
    target['x-codeSamples'] = [{ lang: 'TypeScript', label: 'TypeScript', source: codeSample(op) }];
  }
  if (settings.logo) doc.info['x-logo'] = settings.logo;
  return doc;
}
