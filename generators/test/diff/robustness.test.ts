/**
 * No crash on any document the loader accepts: a property test over pairs of documents made from the mutation
 * suite's (3.1 with webhooks and callbacks, and 3.0) by writing null, an empty object or list, a string or a
 * number at any place, or deleting what is there. The diff must classify every pair (each change a rule of the
 * registry, with its verdicts), and with the SDK impact it must either judge or say why it could not.
 *
 * Runs: DIFF_FUZZ_RUNS (default 150) for the rules, DIFF_FUZZ_SDK_RUNS (default 1) for random pairs with the
 * SDK impact, which generates and type-checks two clients per pair (seconds each).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDocuments, RULE_IDS } from '../../src/diff/index.js';
import { applySdkImpact } from '../../src/diff/sdk/impact.js';
import type { Change } from '../../src/diff/types.js';
import { mini, mini30, type Doc } from './fixtures.js';

const repoRoot = new URL('../../..', import.meta.url).pathname;
const RUNS = Number(process.env.DIFF_FUZZ_RUNS ?? 150);
const SDK_RUNS = Number(process.env.DIFF_FUZZ_SDK_RUNS ?? 1);

const hook = () => ({
  post: {
    parameters: [{ name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' } }],
    requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } } },
    responses: { '200': { description: 'Received.' } },
  },
});
const withHooks: Doc = structuredClone(mini);
withHooks.webhooks = { petAdopted: hook() };
withHooks.paths['/pets'].post.callbacks = { onAdopted: { '{$request.body#/callbackUrl}': hook() } };
Object.assign(withHooks.components.schemas.PetCreate, { if: { required: ['kind'] }, then: { required: ['nickname'] }, not: { required: ['id'] } });
const SEEDS = [withHooks, mini30];

/** Every place (a key path) in a document, below the top. */
function places(node: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (!node || typeof node !== 'object') return out;
  for (const [k, v] of Object.entries(node)) {
    const key = Array.isArray(node) ? Number(k) : k;
    out.push([...at, key]);
    places(v, [...at, key], out);
  }
  return out;
}
const PLACES = SEEDS.map((d) => places(d));

type Edit = { place: number; value: 'null' | 'delete' | 'object' | 'list' | 'string' | 'number' };
const edit = fc.record({ place: fc.nat(), value: fc.constantFrom('null', 'delete', 'object', 'list', 'string', 'number') }) as fc.Arbitrary<Edit>;
const VALUES = { null: null, object: {}, list: [], string: 'x', number: 0 };

function apply(seed: number, edits: Edit[]): Doc {
  const doc = structuredClone(SEEDS[seed]!);
  for (const e of edits) {
    const path = PLACES[seed]![e.place % PLACES[seed]!.length]!;
    let parent: any = doc;
    for (const k of path.slice(0, -1)) parent = parent?.[k];
    if (!parent || typeof parent !== 'object') continue;
    const key = path.at(-1)!;
    if (e.value === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else parent[key] = structuredClone(VALUES[e.value]);
  }
  // What the loader insists on: an OpenAPI 3.0/3.1 version string.
  doc.openapi = SEEDS[seed]!.openapi;
  return doc;
}
const pair = fc.record({ seed: fc.nat({ max: SEEDS.length - 1 }), base: fc.array(edit, { maxLength: 4 }), head: fc.array(edit, { minLength: 1, maxLength: 4 }) });

function wellFormed(changes: Change[]) {
  for (const c of changes) {
    expect(RULE_IDS.has(c.rule), c.rule).toBe(true);
    expect(['breaking', 'potentially-breaking', 'non-breaking']).toContain(c.client);
    expect(['breaking', 'potentially-breaking', 'non-breaking']).toContain(c.server);
    expect(typeof c.location).toBe('string');
    expect(typeof c.message).toBe('string');
  }
}

describe('the diff on any document the loader accepts', () => {
  it(`classifies every generated pair with null, empty, wrong-typed and missing members (${RUNS} pairs)`, () => {
    fc.assert(
      fc.property(pair, ({ seed, base, head }) => {
        const [a, b] = [apply(seed, base), apply(seed, head)];
        wellFormed(diffDocuments(a, b));
        wellFormed(diffDocuments(b, a));
      }),
      { numRuns: RUNS },
    );
  });

  it('with the SDK impact: a null `responses` (a mis-indented status) and nulls everywhere a list or object goes', async () => {
    const base = structuredClone(withHooks);
    const head = structuredClone(base);
    head.paths['/pets/{pet_id}'].get.responses = null;
    head.paths['/pets'].get.parameters.push(null);
    head.paths['/pets'].post.requestBody.content['application/json'] = null;
    head.components.schemas.PetList.properties = null;
    head.components.schemas.Pet.properties.tags.items = null;
    head.webhooks.petAdopted.post.responses['200'] = null;
    const changes = diffDocuments(base, head);
    wellFormed(changes);
    expect(changes.length).toBeGreaterThan(0);
    const result = await applySdkImpact(base, head, changes, { repoRoot });
    // Judged (probes compiled) or, if not, a reason: never an exception.
    expect(result.skipped ?? `${result.probes} probes`).toMatch(/probes|not judged/);
    expect(result.skipped, result.skipped).toBeUndefined();
    expect(changes.some((c) => c.sdk)).toBe(true);
  });

  it(`with the SDK impact on generated pairs (${SDK_RUNS})`, async () => {
    await fc.assert(
      fc.asyncProperty(pair, async ({ seed, base, head }) => {
        const [a, b] = [apply(seed, base), apply(seed, head)];
        const changes = diffDocuments(a, b);
        const result = await applySdkImpact(a, b, changes, { repoRoot });
        wellFormed(changes);
        if (result.skipped) expect(result.skipped).toMatch(/^SDK impact not judged: .+/);
      }),
      { numRuns: SDK_RUNS },
    );
  });
});
