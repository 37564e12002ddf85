/**
 * Request bodies in the media types the spec lists (OpenAPI 3.1 section 4.8.14), end to end over a real
 * socket between the generated client and the generated stubs: multipart/form-data with files (a Blob in
 * the client, an UploadedFile in the handler, fields coerced like parameters), form-urlencoded (repeated
 * keys are a list), and one body in JSON, merge-patch JSON or text, picked with `options.contentType`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitFixture, typeCheck, serveFixture, type EmittedFixture } from './emit-fixture.js';
import { emitDocs } from '../../src/emitters/docs/emit.js';
import { emitMock } from '../../src/emitters/mock/emit.js';

let fixture: EmittedFixture;
let baseUrl: string;
let close: () => Promise<unknown>;
let client: any;
const received: { op: string; body: any; type: string | undefined }[] = [];

beforeAll(async () => {
  fixture = await emitFixture('request-bodies');
  ({ baseUrl, close } = await serveFixture(fixture, {
    uploadFile: ({ body }: any) => {
      received.push({ op: 'uploadFile', body, type: undefined });
      return {
        status: 201,
        body: {
          name: body.file.filename,
          size: body.file.data.length,
          type: body.file.mimetype,
          copies: body.copies,
          attachments: body.attachments?.length ?? 0,
          ...(body.note ? { note: body.note } : {}),
        },
      };
    },
    submitForm: ({ body }: any) => ({ status: 200, body }),
    putNote: ({ body, headers }: any) => ({ status: 200, body: { received: body, as: String(headers['content-type']) } }),
  }));
  const { CustomerMessagingClient } = await import(fixture.file('client/src/generated/client.gen.ts'));
  client = new CustomerMessagingClient({ baseUrl, accessToken: 'unused', maxRetries: 0 });
});

afterAll(async () => {
  await close?.();
  await fixture?.remove();
});

describe('multipart/form-data', () => {
  it('sends a file, a list of files and coerced fields; the handler gets the bytes with their name and type', async () => {
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])], 'contract.pdf', { type: 'application/pdf' });
    const stored = await client.files.uploadFile({ file: pdf, attachments: [new Blob(['a']), new Blob(['bc'])], note: 'signed', copies: 2 });
    expect(stored).toEqual({ name: 'contract.pdf', size: 6, type: 'application/pdf', copies: 2, attachments: 2, note: 'signed' });
    expect(received.at(-1)!.body.file.data).toEqual(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]));
  });

  it('a field the schema refuses is a 400 naming it; a missing file is a 400', async () => {
    await expect(client.files.uploadFile({ file: new Blob(['x']), copies: 0 })).rejects.toMatchObject({ status: 400 });
    const form = new FormData();
    form.append('copies', '1');
    const res = await fetch(`${baseUrl}/files`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('file');
  });
});

describe('application/x-www-form-urlencoded', () => {
  it('sends fields, a repeated key is a list, numbers are read as numbers', async () => {
    await expect(client.files.submitForm({ name: 'Dana Levi', age: 41, tags: ['a', 'b'] })).resolves.toEqual({ name: 'Dana Levi', age: 41, tags: ['a', 'b'] });
  });

  it('what the schema refuses is a 400', async () => {
    const res = await fetch(`${baseUrl}/forms`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'age=old' });
    expect(res.status).toBe(400);
  });
});

describe('one body in several media types', () => {
  it('JSON by default, merge-patch JSON or text when the call picks it', async () => {
    await expect(client.notes.putNote({ text: 'hi' })).resolves.toEqual({ received: { text: 'hi' }, as: 'application/json' });
    await expect(client.notes.putNote({ text: 'hi' }, { contentType: 'application/merge-patch+json' })).resolves.toEqual({
      received: { text: 'hi' },
      as: 'application/merge-patch+json',
    });
    await expect(client.notes.putNote('plain words', { contentType: 'text/plain' })).resolves.toEqual({ received: 'plain words', as: 'text/plain' });
  });

  it('a media type the operation does not list is refused before sending, naming the ones it takes', async () => {
    await expect(client.notes.putNote({ text: 'hi' }, { contentType: 'application/xml' })).rejects.toThrow(/application\/json or application\/merge-patch\+json or text\/plain/);
  });

  it('the generated types list every media type of a body, files as Blob', () => {
    const types = fixture.files.get('client/src/generated/types.gen.ts')!;
    expect(types).toMatch(/PutNoteBody =[^;]*'application\/json'\][^;]*'application\/merge-patch\+json'\][^;]*'text\/plain'\]\s*>;/);
    expect(fixture.files.get('client/src/generated/schema.gen.ts')).toMatch(/file: Blob;/);
    expect(fixture.files.get('server/src/generated/handlers.gen.ts')).toMatch(/WithUploads</);
  });
});

it('a consumer type-checks: files are Blobs in the client and UploadedFiles in handlers; a wrong body is a type error', async () => {
  const source = [
    "import { CustomerMessagingClient } from './client/src/generated/client.gen.js';",
    "import type { Handlers } from './server/src/generated/handlers.gen.js';",
    "const client = new CustomerMessagingClient({ baseUrl: 'http://127.0.0.1:1', accessToken: 't' });",
    "export const ok = client.files.uploadFile({ file: new Blob(['x']), copies: 1 });",
    '// @ts-expect-error a file is a Blob, not a number',
    'export const wrong = client.files.uploadFile({ file: 3, copies: 1 });',
    "export const patch = client.notes.putNote({ text: 'x' }, { contentType: 'application/merge-patch+json' });",
    "export const upload: Handlers['uploadFile'] = ({ body }) => ({ status: 201, body: { name: body.file.filename, size: body.file.data.length, type: body.file.mimetype, copies: body.copies, attachments: 0 } });",
    '',
  ].join('\n');
  expect(await typeCheck(fixture, source)).toEqual([]);
});

it('the reference shows each body as it is sent: curl -F parts (files as @file), --data-urlencode pairs, and every media type', async () => {
  const docs = new Map((await emitDocs(fixture.ir)).map((f) => [f.path, f.contents]));
  const upload = [...docs].find(([p]) => p.endsWith('samples/uploadFile.gen.sh'))?.[1] ?? '';
  expect(upload).toMatch(/-F 'file=@/);
  expect(upload).not.toMatch(/Content-Type: multipart/);
  // The TypeScript sample sends the file parts as Blobs, and type-checks against the generated client as copied.
  const sample = [...docs].find(([p]) => p.endsWith('samples/uploadFile.gen.ts'))?.[1] ?? '';
  expect(sample).toContain("file: new Blob(['contract.pdf'])");
  const className = fixture.ir.api.client.className;
  const asCopied = sample.replace(/^(?:\/\/[^\n]*\n)*/, '').replace(/from '[^']+';/, "from './client/src/generated/client.gen.js';");
  expect(asCopied).toContain(`import { ${className} }`);
  expect(await typeCheck(fixture, `${asCopied}\nexport {};\n`)).toEqual([]);
  const form = [...docs].find(([p]) => p.endsWith('samples/submitForm.gen.sh'))?.[1] ?? '';
  expect(form).toMatch(/--data-urlencode 'name=/);
  const page = [...docs].find(([p]) => p.endsWith('index.html'))?.[1] ?? '';
  for (const type of ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/merge-patch+json', 'text/plain']) expect(page).toContain(type);
  // The mock's table has a request for every operation.
  const mock = (await emitMock(fixture.ir)).find((f) => f.path.endsWith('operations.gen.ts'))!.contents;
  for (const id of ['uploadFile', 'submitForm', 'putNote']) expect(mock).toContain(`id: '${id}'`);
});
