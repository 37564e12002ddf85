/**
 * readOnly and writeOnly (OpenAPI 3.1 section 4.8.24.1), a discriminated oneOf, additionalProperties and a
 * `default` response, end to end between the generated client and stubs (test mode: answers are checked):
 * a request need not carry a required readOnly property but must carry a required writeOnly one; an answer
 * the other way round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitFixture, serveFixture, type EmittedFixture } from './emit-fixture.js';

let fixture: EmittedFixture;
let baseUrl: string;
let close: () => Promise<unknown>;
let client: any;
const received: unknown[] = [];

beforeAll(async () => {
  fixture = await emitFixture('read-write');
  ({ baseUrl, close } = await serveFixture(fixture, {
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
}, 60_000);

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

describe('a default response', () => {
  it('covers any other status: the stubs accept the answer, the client rejects with its status and body', async () => {
    await expect(client.pets.createPet({ kind: 'dog', name: 'teapot' })).rejects.toMatchObject({ status: 418 });
  });
});
