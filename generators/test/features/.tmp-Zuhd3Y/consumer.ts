import { CustomerMessagingClient } from './client/src/generated/client.gen.js';
import type { Handlers } from './server/src/generated/handlers.gen.js';
const client = new CustomerMessagingClient({ baseUrl: 'http://127.0.0.1:1', accessToken: 't' });
export const ok = client.files.uploadFile({ file: new Blob(['x']), copies: 1 });
// @ts-expect-error a file is a Blob, not a number
export const wrong = client.files.uploadFile({ file: 3, copies: 1 });
export const patch = client.notes.putNote({ text: 'x' }, { contentType: 'application/merge-patch+json' });
export const upload: Handlers['uploadFile'] = ({ body }) => ({ status: 201, body: { name: body.file.filename, size: body.file.data.length, type: body.file.mimetype, copies: body.copies, attachments: 0 } });
