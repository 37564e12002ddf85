/**
 * openapi-typescript's printed types per path item, from the main thread's side: which stored pieces the
 * worker gets, and storing those it sends back. The worker does the printing and the splicing
 * (openapi-types-pieces.mjs, where the guards are described); a run that may not reuse (`--check`,
 * `--pristine`) sends the document alone, as before, and gets the whole text.
 */
import { createRequire } from 'node:module';
import { entryKey, note, readEntry, reuseAllowed, runScope, writeEntry } from './store.js';

const KIND = 'openapi-types';

/** What the worker answers a message carrying the store. */
export interface PiecesAnswer {
  text: string;
  note: string;
  entry?: unknown;
}

const versions = () => {
  const require = createRequire(import.meta.url);
  return ['openapi-typescript/package.json', 'typescript/package.json'].map((name) => (require(name) as { version: string }).version).join(' ');
};

/** The key of the run's stored types: one entry per output folder (the document itself is checked in the worker). */
const key = () => entryKey(KIND, runScope(), versions());

/** The message for the worker: the document alone, or with the stored pieces when this run keeps the store. */
export function typesMessage(json: string): string | { json: string; stored: unknown; record: true } {
  if (!reuseAllowed()) return json;
  const entry = readEntry<Record<string, unknown>>(KIND, key());
  return { json, stored: entry && { ...entry.fields, text: entry.text }, record: true };
}

/** The text of the worker's answer; the pieces it sent (for that same text) are stored for the next run. */
export function typesText(answer: string | PiecesAnswer): string {
  if (typeof answer === 'string') return answer;
  if (answer.note) note(`${KIND}: ${answer.note}`);
  if (answer.entry !== undefined) writeEntry(KIND, key(), answer.entry, answer.text);
  return answer.text;
}
