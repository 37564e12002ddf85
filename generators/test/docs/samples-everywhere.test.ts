/**
 * The samples module's one request model per operation reaches every reader alike: the markdown twin of an
 * operation (agent docs) carries every language of its page, each exactly the page's sample; the sample
 * files are written per operation, per language or not at all, as `docs.sampleFiles` says, each holding the
 * page's samples; and a sample is made once per operation (the same object on every ask).
 */
import { isGenerated } from '../../src/emitters/header.js';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../src/emitters/docs/sample-files.js';
import { operationMarkdown } from '../../src/emitters/docs/site/agent-docs.js';
import { sampleLanguages, samplesFor } from '../../src/emitters/samples/index.js';
import type { IR } from '../../src/ir/types.js';
import { loadIR } from '../../src/load/index.js';
import { fixturesDir } from '../fixtures/config.js';

const { ir } = await loadIR(path.join(fixturesDir, 'petstore/openapi.yaml'));
const withMode = (sampleFiles: 'operation' | 'language' | 'none'): IR => ({ ...ir, api: { ...ir.api, sampleFiles } });

describe('one sample per operation and language, everywhere', () => {
  it('the markdown twin of each operation has every language of the page, in tab order, as the page shows it', () => {
    for (const op of ir.operations) {
      const twin = operationMarkdown(ir, op);
      const samples = samplesFor(ir, op);
      const headings = [...twin.matchAll(/^### (.+)$/gm)].map((m) => m[1]).filter((h) => sampleLanguages.some((l) => l.label === h));
      expect(headings, op.id).toEqual(sampleLanguages.map((l) => l.label));
      for (const { key, fence } of sampleLanguages) expect(twin, `${op.id} ${key}`).toContain(`\`\`\`${fence}\n${samples[key].trim()}\n\`\`\``);
    }
  });

  it('makes each operation’s samples once: asked again, the same object', () => {
    const op = ir.operations[0]!;
    expect(samplesFor(ir, op)).toBe(samplesFor(ir, op));
  });

  it('writes one file per operation and language by default for a small API, each ending with the page’s sample', () => {
    const files = sampleFiles(ir);
    expect(files.length).toBe(ir.operations.length * sampleLanguages.length);
    const op = ir.operations[0]!;
    for (const { key, ext } of sampleLanguages) {
      const file = files.find((f) => f.path === `docs/reference/samples/${op.id}.gen.${ext}`);
      expect(file?.contents.endsWith(`\n\n${samplesFor(ir, op)[key]}`), `${op.id}.gen.${ext}`).toBe(true);
    }
    expect(sampleFiles(withMode('operation')).map((f) => f.path)).toEqual(files.map((f) => f.path));
  });

  it('writes one file per language holding every operation’s sample, or none, when asked', () => {
    const files = sampleFiles(withMode('language'));
    expect(files.map((f) => f.path)).toEqual(sampleLanguages.map((l) => `docs/reference/samples/samples.gen.${l.ext}`));
    for (const [i, { key }] of sampleLanguages.entries()) {
      for (const op of ir.operations) expect(files[i]!.contents, `${op.id} ${key}`).toContain(`(operation ${op.id})\n\n${samplesFor(ir, op)[key]}`);
      // The generated header, as every generated file carries it.
      expect(isGenerated(files[i]!.contents.slice(0, 400)), `${key}: the generated header`).toBe(true);
    }
    expect(sampleFiles(withMode('none'))).toEqual([]);
  });
});
