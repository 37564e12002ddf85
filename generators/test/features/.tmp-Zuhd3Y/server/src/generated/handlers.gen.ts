// Generated from generators/test/fixtures/request-bodies/openapi.yaml by generators/ — do not edit.
// Regenerate with `npm run generate`.

import type { paths } from './schema.gen.js';
import type { HandlerContext, ServerErrorStatus, WithUploads } from '../core/types.js';

/** Replace a note, as JSON or as a merge patch: PUT /notes. Public: no bearer token. */
export interface PutNoteRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body:
    | NonNullable<paths['/notes']['put']['requestBody']>['content']['application/json']
    | NonNullable<paths['/notes']['put']['requestBody']>['content']['application/merge-patch+json']
    | NonNullable<paths['/notes']['put']['requestBody']>['content']['text/plain'];
}

/** Every documented answer of putNote. Error bodies may leave the request id out: the runtime fills it in. */
export type PutNoteResponse =
  | {
      status: 200;
      body: paths['/notes']['put']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/notes']['put']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    };

/** Implements PUT /notes (putNote). */
export type PutNoteHandler = (
  request: PutNoteRequest,
  context: HandlerContext,
) => PutNoteResponse | Promise<PutNoteResponse>;

/** Submit a form: POST /forms. Public: no bearer token. */
export interface SubmitFormRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: NonNullable<
    paths['/forms']['post']['requestBody']
  >['content']['application/x-www-form-urlencoded'];
}

/** Every documented answer of submitForm. Error bodies may leave the request id out: the runtime fills it in. */
export type SubmitFormResponse =
  | {
      status: 200;
      body: paths['/forms']['post']['responses'][200]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/forms']['post']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    };

/** Implements POST /forms (submitForm). */
export type SubmitFormHandler = (
  request: SubmitFormRequest,
  context: HandlerContext,
) => SubmitFormResponse | Promise<SubmitFormResponse>;

/** Upload a file with a note: POST /files. Public: no bearer token. */
export interface UploadFileRequest {
  /** Path parameters. */
  readonly params: Record<string, never>;
  /** Query parameters, parsed by their style, with defaults applied; form lists accept both `?a=1&a=2` and `?a=1,2`. */
  readonly query: Record<string, never>;
  /** Request headers, lower-cased. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The validated request body. */
  readonly body: WithUploads<
    NonNullable<paths['/files']['post']['requestBody']>['content']['multipart/form-data']
  >;
}

/** Every documented answer of uploadFile. Error bodies may leave the request id out: the runtime fills it in. */
export type UploadFileResponse =
  | {
      status: 201;
      body: paths['/files']['post']['responses'][201]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 400;
      body: paths['/files']['post']['responses'][400]['content']['application/json'];
      headers?: Record<string, string>;
    }
  | {
      status: 413;
      body: paths['/files']['post']['responses'][413]['content']['application/json'];
      headers?: Record<string, string>;
    };

/** Implements POST /files (uploadFile). */
export type UploadFileHandler = (
  request: UploadFileRequest,
  context: HandlerContext,
) => UploadFileResponse | Promise<UploadFileResponse>;

/** One handler per operation of the spec; `createServer({ handlers })` registers them on the route table. */
export interface Handlers {
  putNote: PutNoteHandler;
  submitForm: SubmitFormHandler;
  uploadFile: UploadFileHandler;
}

export type OperationId = keyof Handlers;
