/**
 * The credential goes where the spec's security scheme says (credential.ts): a bearer token by default, an
 * API key in its header, query parameter or cookie, another HTTP scheme's credentials in `Authorization`;
 * public operations send none; a missing API key names its option and variable.
 */
import { describe, expect, it } from 'vitest';
import { BaseClient, type ClientDefinition, type OperationMeta } from '@openapi-cmp/client-runtime';
import { placeCredential } from '../../client-runtime/src/credential.js';

const op = { id: 'getThing', method: 'get', path: '/things', idempotent: true, pagination: 'none', public: false, scopes: [] } as const satisfies OperationMeta;
const open = { ...op, id: 'health', public: true } as const satisfies OperationMeta;

/** A client whose fetch records what it was asked, answering `{}`. */
function recorder(definition: Partial<ClientDefinition>, options: ConstructorParameters<typeof BaseClient>[0]) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = new BaseClient({ baseUrl: 'https://api.test', fetch, ...options }, { defaultBaseUrl: 'https://api.test', envPrefix: 'PETS_', ...definition });
  return { client, seen };
}

describe('placeCredential', () => {
  it.each<[string, Parameters<typeof placeCredential>[3], { url: string; headers: Record<string, string> }]>([
    ['a bearer token by default', undefined, { url: 'https://a.test/x?q=1', headers: { authorization: 'Bearer k 1' } }],
    ['another HTTP scheme', { kind: 'http', scheme: 'Basic' }, { url: 'https://a.test/x?q=1', headers: { authorization: 'Basic k 1' } }],
    ['an API key header', { kind: 'apiKey', in: 'header', name: 'X-API-Key' }, { url: 'https://a.test/x?q=1', headers: { 'x-api-key': 'k 1' } }],
    ['an API key query parameter', { kind: 'apiKey', in: 'query', name: 'api key' }, { url: 'https://a.test/x?q=1&api%20key=k%201', headers: {} }],
    ['an API key cookie', { kind: 'apiKey', in: 'cookie', name: 'session' }, { url: 'https://a.test/x?q=1', headers: { cookie: 'session=k%201' } }],
  ])('%s', (_name, placement, want) => {
    const headers: Record<string, string> = {};
    expect({ url: placeCredential(headers, 'https://a.test/x?q=1', 'k 1', placement), headers }).toEqual(want);
  });

  it('adds a cookie to those already set, and a query parameter before the fragment', () => {
    const headers: Record<string, string> = { cookie: 'a=1' };
    expect(placeCredential(headers, 'https://a.test/x#top', 'k', { kind: 'apiKey', in: 'query', name: 'key' })).toBe('https://a.test/x?key=k#top');
    placeCredential(headers, 'https://a.test/x', 'k', { kind: 'apiKey', in: 'cookie', name: 'key' });
    expect(headers.cookie).toBe('a=1; key=k');
  });
});

describe("the client's calls", () => {
  it('send an API key where the scheme says, and none to a public operation', async () => {
    const { client, seen } = recorder({ credential: { kind: 'apiKey', in: 'header', name: 'X-API-Key' } }, { apiKey: 'secret-key' });
    await client._call(op, {});
    await client._call(open, {});
    expect(seen[0]!.headers['x-api-key']).toBe('secret-key');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[1]!.headers['x-api-key']).toBeUndefined();
  });

  it('send a bearer access token when the definition names no placement', async () => {
    const { client, seen } = recorder({}, { accessToken: 'tok' });
    await client._call(op, {});
    expect(seen[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('refuse a call without the API key, naming the option and the variable', async () => {
    const { client, seen } = recorder({ credential: { kind: 'apiKey', in: 'query', name: 'key' } }, { accessToken: 'not-a-key' });
    await expect(client._call(op, {})).rejects.toThrow('No API key: pass apiKey or set PETS_API_KEY to the client.');
    expect(seen).toEqual([]);
  });
});
