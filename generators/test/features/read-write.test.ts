/**
 * readOnly and writeOnly (OpenAPI 3.1 section 4.8.24.1), a discriminated oneOf and anyOf, additionalProperties and a
 * `default` response, end to end between the generated client and stubs (test mode: answers are checked):
 * a request need not carry a required readOnly property but must carry a required writeOnly one; an answer
 * the other way round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitFixture, serveFixture, typeCheck, type EmittedFixture } from './emit-fixture.js';

let fixture: EmittedFixture;
let baseUrl: string;
let close: () => Promise<unknown>;
let client: any;
const received: unknown[] = [];

beforeAll(async () => {
  fixture = await emitFixture('read-write');
  ({ baseUrl, close } = await serveFixture(fixture, {
    createToy: ({ body }: any) => ({ status: 201, body }),
    createPet: ({ body }: any) => {
      received.push(body);
      if (body.name === 'teapot') return { status: 418, body: { title: 'I am a teapot', hint: 'extra fields are allowed' } };
      if (body.name === 'forgetful') return { status: 201, body: { kind: body.kind, name: body.name } };
      const { password: _password, ...rest } = body;
      return { status: 201, body: { ...rest, id: 'p1' } };
    },
  }));
  const { CustomerMessagingClient } = await import(fixture.file('client/src/generated/client.gen.ts'));
  client = new CustomerMessagingClient({ baseUrl, accessToken: 'unused', maxRetries: 0 });
});

afterAll(async () => {
  await close?.();
  await fixture?.remove();
});

const post = (body: unknown) => fetch(`${baseUrl}/pets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('readOnly and writeOnly', () => {
  it('a request without the readOnly id passes; the answer without the writeOnly password passes', async () => {
    await expect(client.pets.createPet({ kind: 'cat', name: 'Tom', password: 'secret' })).resolves.toEqual({ kind: 'cat', name: 'Tom', id: 'p1' });
    expect(received.at(-1)).toEqual({ kind: 'cat', name: 'Tom', password: 'secret' });
  });

  it('a request without the writeOnly password is refused', async () => {
    const res = await post({ kind: 'cat', name: 'Tom' });
    expect(res.status).toBe(400);
  });

  it('an answer without the readOnly id breaks the spec (500 in test mode)', async () => {
    const res = await post({ kind: 'dog', name: 'forgetful' });
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).toMatch(/id/);
  });
});

describe('readOnly and writeOnly in the generated types', () => {
  it('client: a body may leave out readOnly and may not send it; an answer has no writeOnly; handlers the same way round', async () => {
    const source = [
      "import { CustomerMessagingClient } from './client/src/generated/client.gen.js';",
      "import type { PetsCreatePetBody } from './client/src/generated/types.gen.js';",
      "import type { Cat } from './client/src/generated/models.gen.js';",
      "import type { CreatePetResponse, Handlers } from './server/src/generated/handlers.gen.js';",
      "const client = new CustomerMessagingClient({ baseUrl: 'http://127.0.0.1:1', accessToken: 't' });",
      "export const created = client.pets.createPet({ kind: 'cat', name: 'Tom', password: 'p' }).then((pet) => {",
      '  const id: string = pet.id;',
      '  // @ts-expect-error writeOnly: the answer has no password',
      "  const password = pet.kind === 'cat' ? pet.password : undefined;",
      '  return [id, password];',
      '});',
      '// @ts-expect-error readOnly: a body may not send id',
      "export const withId: PetsCreatePetBody = { kind: 'dog', name: 'Rex', id: 'd1' };",
      '// @ts-expect-error writeOnly and required: a cat body needs its password',
      "export const noPassword: PetsCreatePetBody = { kind: 'cat', name: 'Tom' };",
      "// @ts-expect-error models are the answer's shape: no password",
      "export const model: Cat = { kind: 'cat', id: 'c1', name: 'Tom', password: 'p' };",
      "export const handler: Handlers['createPet'] = ({ body }) => {",
      "  const password: string | undefined = body.kind === 'cat' ? body.password : undefined;",
      "  return { status: 201, body: { kind: 'dog', id: 'd1', name: password ?? body.name } };",
      '};',
      '// @ts-expect-error a handler may not answer the writeOnly password',
      "export const leaky: CreatePetResponse = { status: 201, body: { kind: 'cat', id: 'c1', name: 'Tom', password: 'p' } };",
      '',
    ].join('\n');
    expect(await typeCheck(fixture, source)).toEqual([]);
  });
});

describe('oneOf with a discriminator, additionalProperties', () => {
  it.each([
    [{ kind: 'dog', name: 'Rex', barks: true }, 201],
    [{ kind: 'cat', name: 'Tom', password: 'p', tags: { colour: 'black' } }, 201],
    [{ kind: 'cat', name: 'Tom', password: 'p', tags: { age: 3 } }, 400],
    [{ kind: 'cat', name: 'Tom', password: 'p', whiskers: 12 }, 400],
    [{ kind: 'bird', name: 'Tweety' }, 400],
  ])('%j answers %i', async (body, status) => {
    expect((await post(body)).status).toBe(status);
  });
});

describe('anyOf with a discriminator', () => {
  it.each([
    [{ shape: 'ball', diameter: 3 }, 201],
    [{ shape: 'rope', length: 2 }, 201],
    [{ shape: 'ball', length: 2 }, 400],
    [{ shape: 'rope', length: 0 }, 400],
    [{ shape: 'kite' }, 400],
  ])('%j answers %i', async (body, status) => {
    const res = await fetch(`${baseUrl}/toys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(status);
  });

  it('the client sends either branch and types the answer as the union', async () => {
    await expect(client.toys.createToy({ shape: 'rope', length: 4 })).resolves.toEqual({ shape: 'rope', length: 4 });
    const source = [
      "import type { ToysCreateToyBody, ToysCreateToyResponse } from './client/src/generated/types.gen.js';",
      "export const ball: ToysCreateToyBody = { shape: 'ball', diameter: 2 };",
      '// @ts-expect-error a ball has no length, and needs its diameter',
      "export const wrong: ToysCreateToyBody = { shape: 'ball', length: 2 };",
      "export const size = (toy: ToysCreateToyResponse): number => (toy.shape === 'ball' ? toy.diameter : toy.length);",
      '',
    ].join('\n');
    expect(await typeCheck(fixture, source)).toEqual([]);
  });
});

describe('a default response', () => {
  it('covers any other status: the stubs accept the answer, the client rejects with its status and body', async () => {
    await expect(client.pets.createPet({ kind: 'dog', name: 'teapot' })).rejects.toMatchObject({ status: 418 });
  });
});
