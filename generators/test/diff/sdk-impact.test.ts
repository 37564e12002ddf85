/**
 * SDK impact: the diff generates the client for the base and the head and judges each spec change by what
 * compiles. One base and one head carry several changes at once, so the test also shows each change is
 * judged at its own place: some agree with their spec rule, some do not, in both directions.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../../src/diff/report.js';
import { diffSpecs } from '../../src/diff/run.js';
import type { Change } from '../../src/diff/types.js';
import { mini, type Doc } from './fixtures.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
let dir: string;
let report: DiffReport;

const base = structuredClone(mini);
base.paths['/pets'].get.operationId = 'pets_list'; // the SDK strips the tag: client.pets.list()
base.components.schemas.Legacy = { type: 'object', properties: { id: { type: 'string' } } };

const head: Doc = structuredClone(base);
const pet = head.components.schemas.Pet.properties;
// 1. A response enum loses a value: fine on the wire; a `switch` naming it no longer compiles.
pet.kind.enum = ['cat'];
// 2. A path parameter renamed: the method's argument is positional, but `client.raw`'s path key changes.
head.paths['/pets/{id}'] = head.paths['/pets/{pet_id}'];
head.paths['/pets/{id}'].parameters[0].name = 'id';
delete head.paths['/pets/{pet_id}'];
// 3. The operationId loses its tag prefix: the SDK method (pets.list) stays, as the diff reads it from the IR;
//    the `operations` key changes.
head.paths['/pets'].get.operationId = 'list';
// 4. A new optional response field: nothing written against the base notices.
pet.nickname = { type: 'string' };
// 5. A request field removed, still accepted on the wire as an extra field: bodies are exact, so a call that
//    sends it no longer compiles.
delete head.components.schemas.PetCreate.properties.nickname;
// 6. An unused component removed: its exported type goes with it.
delete head.components.schemas.Legacy;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cmp-sdk-impact-'));
  writeFileSync(path.join(dir, 'base.json'), JSON.stringify(base));
  writeFileSync(path.join(dir, 'head.json'), JSON.stringify(head));
  report = await diffSpecs({ base: path.join(dir, 'base.json'), head: path.join(dir, 'head.json'), repoRoot });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const change = (rule: string, location?: string): Change => {
  const found = report.changes.find((c) => c.rule === rule && (location === undefined || c.location === location));
  expect(found, `${rule} at ${location ?? 'any place'} in ${JSON.stringify(report.changes.map((c) => [c.rule, c.location]))}`).toBeDefined();
  return found!;
};

describe('SDK impact, judged by what compiles', () => {
  it('was judged', () => {
    expect(report.sdk).toMatchObject({ probes: expect.any(Number) });
    expect(report.sdk?.skipped).toBeUndefined();
  });

  it('a response enum value removed is harmless on the wire but breaks a switch that names it: breaking', () => {
    const c = change('response-enum-value-removed', 'schema Pet.kind');
    expect(c.spec).toEqual({ client: 'non-breaking', semver: 'minor' });
    expect(c).toMatchObject({ client: 'breaking', semver: 'major', sdk: { impact: 'breaking' } });
    expect(c.sdk!.details.join('\n')).toMatch(/"dog"/);
  });

  it('a renamed path parameter breaks code calling client.raw with the old path: breaking', () => {
    const c = change('path-parameter-renamed');
    expect(c.spec).toEqual({ client: 'potentially-breaking', semver: 'minor' });
    expect(c).toMatchObject({ client: 'breaking', sdk: { impact: 'breaking' } });
    expect(c.sdk!.details.join('\n')).toMatch(/client\.raw\.GET\("\/pets\/\{pet_id\}"\)/);
  });

  it('a method name the SDK keeps is no change: the diff places operations by the IR, as the generator does', () => {
    // (Before the diff read the IR, its own copy of the naming rule kept the prefix and reported
    // sdk-method-changed, which the SDK impact then overruled as compatible.)
    expect(report.changes.filter((c) => c.rule === 'sdk-method-changed')).toEqual([]);
    expect(change('operation-id-changed').location).toBe('GET /pets');
  });

  it('the operationId itself is a key of the exported operations table: breaking', () => {
    const c = change('operation-id-changed');
    expect(c).toMatchObject({ client: 'breaking', sdk: { impact: 'breaking' } });
    expect(c.sdk!.details.join('\n')).toMatch(/operations\["pets_list"\]/);
  });

  it('a new optional response field compiles: the rule and the SDK agree', () => {
    const c = change('response-property-added', 'schema Pet.nickname');
    expect(c).toMatchObject({ client: 'non-breaking', sdk: { impact: 'compatible' } });
    expect(c.spec).toBeUndefined();
  });

  it('a removed request field the schema still accepts is fine on the wire, but an excess property of the exact body type: breaking', () => {
    const c = change('request-property-removed-still-accepted', 'schema PetCreate.nickname');
    expect(c.spec).toEqual({ client: 'potentially-breaking', semver: 'minor' });
    expect(c).toMatchObject({ client: 'breaking', semver: 'major', sdk: { impact: 'breaking' } });
    expect(c.sdk!.details.join('\n')).toMatch(/nickname/);
  });

  it('an unused component schema removed takes its exported type with it: breaking', () => {
    const c = change('component-schema-removed', 'schema Legacy');
    expect(c.spec).toEqual({ client: 'potentially-breaking', semver: 'minor' });
    expect(c).toMatchObject({ client: 'breaking', sdk: { impact: 'breaking' } });
    expect(c.sdk!.details.join('\n')).toMatch(/Legacy/);
  });

  it('the version follows what compiles', () => {
    expect(report.gate.required).toBe('major');
  });
});

describe('SDK impact that cannot be judged', () => {
  it('is skipped with a clear message when a client cannot be generated, and the spec rules stand', async () => {
    const skipped = await diffSpecs({
      base: path.join(dir, 'base.json'),
      head: path.join(dir, 'head.json'),
      repoRoot,
      config: { tokenExchange: { operationId: 'noSuchOperation' } },
    });
    expect(skipped.sdk?.skipped).toMatch(/^SDK impact not judged: a client cannot be generated from the base or the head \(.*noSuchOperation/);
    expect(skipped.changes.every((c) => c.sdk === undefined && c.spec === undefined)).toBe(true);
    expect(skipped.changes.find((c) => c.rule === 'request-property-removed-still-accepted')).toMatchObject({ client: 'potentially-breaking' });
    expect(skipped.changes.find((c) => c.rule === 'response-enum-value-removed')).toMatchObject({ client: 'non-breaking' });
  });
});

describe('the two compilers of the SDK check', () => {
  it('TypeScript 5.9 in process (DIFF_TSC=js) judges every change as the native compiler does, with the same messages (union members in any order)', async () => {
    const saved = process.env.DIFF_TSC;
    process.env.DIFF_TSC = 'js';
    try {
      const js = await diffSpecs({ base: path.join(dir, 'base.json'), head: path.join(dir, 'head.json'), repoRoot });
      // TypeScript 7 prints a union's members in an order of its own (by type id, stable across runs): compare them as sets.
      const unions = (text: string) => text.replace(/'([^']*\|[^']*)'/g, (_, u: string) => `'${u.split(' | ').sort().join(' | ')}'`);
      const verdicts = (r: DiffReport) => r.changes.map((c) => [c.rule, c.location, c.sdk?.impact, c.sdk?.details.map(unions)]);
      expect(js.sdk?.skipped).toBeUndefined();
      expect(verdicts(js)).toEqual(verdicts(report));
      // Some change was judged by a compile error, so the messages above were compared, not only empty lists.
      expect(report.changes.some((c) => c.sdk?.impact === 'breaking' && c.sdk.details.length > 0)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.DIFF_TSC;
      else process.env.DIFF_TSC = saved;
    }
  });
});
