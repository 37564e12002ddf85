/**
 * Swagger 2.0 in, end to end: the document (fixtures/swagger2) is converted by swagger2openapi in memory,
 * the converter's warnings are placed at the 2.0 file's lines, the client and stubs are generated like any
 * 3.0 document's, type-check, and the client calls the stubs (its methods and `client.raw`) on a loopback
 * server. `diff` reads 2.0 on either side the same way.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitFixture, serveFixture, typeCheck, type EmittedFixture } from './emit-fixture.js';
import { fixturesDir } from '../fixtures/config.js';
import { formatDiagnostic, loadIR, SpecError } from '../../src/load/index.js';
import { loadDocument } from '../../src/load/fast.js';
import { diffDocuments } from '../../src/diff/index.js';

const spec = path.join(fixturesDir, 'swagger2/openapi.yaml');
const shown = path.relative(process.cwd(), spec);
let fixture: EmittedFixture;
let baseUrl: string;
let close: () => Promise<unknown>;
let client: any;
const pets = new Map<string, { id: string; name: string; kind?: string }>();

beforeAll(async () => {
  fixture = await emitFixture('swagger2');
  ({ baseUrl, close } = await serveFixture(fixture, {
    listPets: ({ query }: any) => ({ status: 200, body: [...pets.values()].slice(0, query.limit ?? 100) }),
    createPet: ({ body }: any) => {
      const pet = { id: `p${pets.size + 1}`, ...body };
      pets.set(pet.id, pet);
      return { status: 201, body: pet };
    },
    getPet: ({ params }: any) => (pets.has(params.petId) ? { status: 200, body: pets.get(params.petId) } : { status: 404 }),
    deletePet: ({ params }: any) => (pets.delete(params.petId), { status: 204 }),
  }));
  const { CustomerMessagingClient } = await import(fixture.file('client/src/generated/client.gen.ts'));
  client = new CustomerMessagingClient({ baseUrl, accessToken: 'unused', maxRetries: 0 });
});

afterAll(async () => {
  await close?.();
  await fixture?.remove();
});

describe('a Swagger 2.0 document', () => {
  it("is converted with the converter's warnings at the 2.0 file's lines", async () => {
    const { ir, warnings } = await loadIR(spec);
    expect(warnings.map(formatDiagnostic)).toEqual([
      `${shown}:5:10  \`swagger\` is the number 2, not a string; read as "2.0". (struct)`,
      `${shown}:20:11  Swagger 2.0: collectionFormat:tsv is no longer supported; converted as swagger2openapi reads it. (swagger2openapi)`,
    ]);
    expect(ir.operations.map((o) => `${o.method.toUpperCase()} ${o.path} ${o.id}`).sort()).toEqual([
      'DELETE /pets/{petId} deletePet',
      'GET /pets listPets',
      'GET /pets/{petId} getPet',
      'POST /pets createPet',
    ]);
    // host + basePath + schemes became the server; x-nullable became null in the type.
    expect(ir.api.basePath).toBe('/api');
    expect(JSON.stringify(ir.schemas.Pet)).toContain('"null"');
  });

  it('is refused with --strict at the same lines', async () => {
    const error = await loadIR(spec, { strict: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecError);
    expect((error as SpecError).diagnostics.map((d) => d.line)).toEqual([5]);
  });

  it('generates a client and stubs that type-check, with typed calls', async () => {
    const errors = await typeCheck(
      fixture,
      [
        "import { CustomerMessagingClient } from './client/src/generated/client.gen.js';",
        "const client = new CustomerMessagingClient({ baseUrl: 'http://127.0.0.1:1/api', accessToken: 't' });",
        "export const created: Promise<{ id: string; name: string }> = client.pets.createPet({ name: 'Rex', kind: 'dog' });",
        "export const raw = client.raw.GET('/pets/{petId}', { params: { path: { petId: 'p1' } } }).then((r) => r.data?.name);",
        '// @ts-expect-error: kind is cat or dog',
        "client.pets.createPet({ name: 'Rex', kind: 'bird' });",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('calls the stubs through the client and client.raw', async () => {
    const created = await client.pets.createPet({ name: 'Rex', kind: 'dog' });
    expect(created).toEqual({ id: 'p1', name: 'Rex', kind: 'dog' });
    await expect(client.pets.getPet('p1')).resolves.toEqual(created);
    const raw = await client.raw.GET('/pets/{petId}', { params: { path: { petId: 'p1' } } });
    expect(raw.response.status).toBe(200);
    expect(raw.data).toEqual(created);
    await expect(client.pets.listPets({ limit: 5 })).resolves.toEqual([created]);
    await expect(client.pets.deletePet('p1')).resolves.toBeUndefined();
    await expect(client.pets.getPet('p1')).rejects.toMatchObject({ status: 404 });
  });

  it('is read by diff on either side as its 3.0 conversion', async () => {
    const swagger = await loadDocument(spec);
    expect(swagger.openapi).toMatch(/^3\.0\./);
    const edited = structuredClone(swagger) as any;
    delete edited.paths['/pets/{petId}'].delete;
    expect(diffDocuments(swagger, swagger)).toEqual([]);
    expect(diffDocuments(swagger, edited).map((c) => c.rule)).toContain('operation-removed');
  });
});
