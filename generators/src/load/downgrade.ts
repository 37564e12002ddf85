/**
 * OpenAPI 3.2.x -> the 3.1 document the IR and openapi-typescript read, in memory, after the lint (which
 * checks the 3.2 document as written, so problems point at the authored files).
 *
 * What 3.2 adds (OpenAPI 3.2.0, "Changes from 3.1") is either carried into 3.1's terms or left out with a
 * warning that names it and says where it is:
 * - Media Type `itemSchema` (4.14.1: the schema of each item of a sequential media type, `text/event-stream`,
 *   `application/jsonl`, `application/x-ndjson`, `application/json-seq`) becomes the media type's `schema`,
 *   which is how the IR reads a stream's items in a 3.1 document too (see `ir/streams.ts`);
 * - Example `dataValue` becomes `value`; a `serializedValue` alone is left out (the samples need the data);
 * - a Tag's `summary` becomes `x-displayName` (the reference page's name for a tag);
 * - a Response without `description` (optional in 3.2) takes its `summary`, else an empty one;
 * - the rest is left out with a warning: the `query` method and `additionalOperations` (no client or stub
 *   method is generated for them), `$self`, a Tag's `parent` and `kind`, `in: querystring` parameters, the
 *   `deviceAuthorization` OAuth flow and `oauth2MetadataUrl`, a discriminator's `defaultMapping`, a Media
 *   Type's `itemEncoding` and `prefixEncoding`, a Server's `name`.
 */
import { escapePointer, HTTP_METHODS, isObject, unescapePointer } from '../openapi/primitives.js';
import type { Diagnostic } from './diagnostics.js';
import type { Locator } from './locate.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are untyped JSON, read by path
type Node = Record<string, any>;

const escape = escapePointer;

/** The media types whose items `itemSchema` describes (OpenAPI 3.2.0 section 4.14.4, "Sequential Media Types"). */
export const SEQUENTIAL_MEDIA_TYPE = /^(text\/event-stream|application\/(jsonl|x-ndjson|json-seq|x-jsonlines)|multipart\/mixed)(;|$)/i;

const METHODS = HTTP_METHODS;

export function isOpenApi32(document: Record<string, unknown>): boolean {
  return String(document.openapi).startsWith('3.2');
}

/** Rewrites `document` (a copy the caller owns) in place; returns the warnings, each located by `locate`. */
export function downgradeTo31(document: Node, locate: Locator): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  inlineMediaTypeRefs(document);
  const warn = (pointer: string, message: string) => warnings.push({ ...locate(pointer), message: `${message} (openapi-3.2)` });
  document.openapi = '3.1.1';
  if ('$self' in document) {
    warn('#/$self', '`$self` is read past: references resolve against the file the document was read from.');
    delete document.$self;
  }
  (document.servers ?? []).forEach((server: unknown, i: number) => dropServerName(server, `#/servers/${i}`, warn));
  (Array.isArray(document.tags) ? document.tags : []).forEach((tag: unknown, i: number) => downgradeTag(tag, `#/tags/${i}`, warn));
  const components = isObject(document.components) ? document.components : {};
  for (const [name, scheme] of Object.entries(components.securitySchemes ?? {})) downgradeScheme(scheme, `#/components/securitySchemes/${escape(name)}`, warn);
  // A parameter written as a `$ref` is read through it (bundled: every `$ref` is local by now).
  const resolve = (node: unknown): unknown => {
    for (let hops = 0; hops < 16 && isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/'); hops++) {
      node = node.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (isObject(at) ? at[unescapePointer(decodeURIComponent(key))] : undefined), document);
    }
    return node;
  };
  const read: Read = Object.assign(warn, { resolve });
  for (const [holder, items] of [
    ['paths', document.paths],
    ['webhooks', document.webhooks],
    ['components/pathItems', components.pathItems],
  ] as const) {
    for (const [key, item] of Object.entries(isObject(items) ? items : {})) downgradePathItem(item, `#/${holder}/${escape(key)}`, read);
  }
  // A callback kept as a component is a map of path items too (an operation's `$ref` to one is read there).
  for (const [name, callback] of Object.entries(isObject(components.callbacks) ? components.callbacks : {})) {
    if (!isObject(callback)) continue;
    for (const [expression, item] of Object.entries(callback)) downgradePathItem(item, `#/components/callbacks/${escape(name)}/${escape(expression)}`, read);
  }
  for (const [name, response] of Object.entries(components.responses ?? {})) downgradeResponse(response, `#/components/responses/${escape(name)}`, warn);
  for (const [name, body] of Object.entries(components.requestBodies ?? {})) downgradeContent(body, `#/components/requestBodies/${escape(name)}`, warn, { request: true });
  for (const [name, parameter] of Object.entries(components.parameters ?? {})) downgradeParameter(parameter, `#/components/parameters/${escape(name)}`, warn);
  for (const [name, example] of Object.entries(components.examples ?? {})) downgradeExample(example, `#/components/examples/${escape(name)}`, warn);
  // Each use was put in its `content` and read there (inlineMediaTypeRefs); the components are 3.2's alone.
  if (isObject(components.mediaTypes)) delete components.mediaTypes;
  walkSchemas(document, '#', (schema, at) => {
    if (isObject(schema.discriminator) && 'defaultMapping' in schema.discriminator) {
      warn(`${at}/discriminator/defaultMapping`, '`discriminator.defaultMapping` is read past: the types are the union of the `oneOf`/`anyOf` members, the default among them.');
      delete schema.discriminator.defaultMapping;
    }
    if (isObject(schema.xml) && 'nodeType' in schema.xml) {
      warn(`${at}/xml/nodeType`, '`xml.nodeType` is read past: bodies are read and written as JSON.');
      delete schema.xml.nodeType;
    }
  });
  // In the order of the files' lines, as a reader goes through them.
  return warnings.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0));
}

type Warn = (pointer: string, message: string) => void;
/** The warning, and a node read through its local `$ref`s. */
type Read = Warn & { resolve: (node: unknown) => unknown };

function dropServerName(server: unknown, at: string, warn: Warn) {
  if (isObject(server) && 'name' in server) {
    warn(`${at}/name`, "A Server's `name` is read past: servers are told apart by their `description`.");
    delete server.name;
  }
}

function downgradeTag(tag: unknown, at: string, warn: Warn) {
  if (!isObject(tag)) return;
  if (typeof tag.summary === 'string') {
    tag['x-displayName'] ??= tag.summary;
    delete tag.summary;
  }
  for (const key of ['parent', 'kind'] as const) {
    if (key in tag) {
      warn(`${at}/${key}`, `A Tag's \`${key}\` is read past: resources follow each operation's first tag, ungrouped.`);
      delete tag[key];
    }
  }
}

function downgradeScheme(scheme: unknown, at: string, warn: Warn) {
  if (!isObject(scheme)) return;
  if ('oauth2MetadataUrl' in scheme) {
    warn(`${at}/oauth2MetadataUrl`, '`oauth2MetadataUrl` is read past: the flows the scheme lists are used as written.');
    delete scheme.oauth2MetadataUrl;
  }
  if ('deprecated' in scheme) delete scheme.deprecated;
  if (isObject(scheme.flows) && 'deviceAuthorization' in scheme.flows) {
    warn(
      `${at}/flows/deviceAuthorization`,
      'The `deviceAuthorization` OAuth flow is read past: the client takes the token it obtains as an access token (no device flow is generated).',
    );
    delete scheme.flows.deviceAuthorization;
  }
}

function downgradePathItem(item: unknown, at: string, warn: Read) {
  if (!isObject(item)) return;
  if ('query' in item) {
    warn(`${at}/query`, 'The `query` method is read past: no client method, stub or sample is generated for it.');
    delete item.query;
  }
  if (isObject(item.additionalOperations)) {
    const names = Object.keys(item.additionalOperations).join(', ');
    warn(`${at}/additionalOperations`, `\`additionalOperations\` (${names}) are read past: no client method, stub or sample is generated for them.`);
    delete item.additionalOperations;
  }
  item.parameters = parameters(item.parameters, `${at}/parameters`, warn);
  for (const method of METHODS) {
    const operation = item[method];
    if (!isObject(operation)) continue;
    const opAt = `${at}/${method}`;
    operation.parameters = parameters(operation.parameters, `${opAt}/parameters`, warn);
    downgradeContent(operation.requestBody, `${opAt}/requestBody`, warn, { request: true });
    for (const [status, response] of Object.entries(operation.responses ?? {})) downgradeResponse(response, `${opAt}/responses/${escape(status)}`, warn);
    for (const [name, callback] of Object.entries(operation.callbacks ?? {})) {
      if (!isObject(callback)) continue;
      for (const [expression, cbItem] of Object.entries(callback)) downgradePathItem(cbItem, `${opAt}/callbacks/${escape(name)}/${escape(expression)}`, warn);
    }
  }
}

/** The parameters without `in: querystring` ones (each warned about), the others downgraded. */
function parameters(list: unknown, at: string, warn: Read): unknown {
  if (!Array.isArray(list)) return list;
  const kept = list.filter((written: unknown, i: number) => {
    const parameter = warn.resolve(written);
    if (isObject(parameter) && parameter.in === 'querystring') {
      warn(`${at}/${i}`, `The \`in: querystring\` parameter \`${String(parameter.name)}\` is read past: its query string is not sent by the client nor read by the stubs.`);
      return false;
    }
    downgradeParameter(parameter, `${at}/${i}`, warn);
    return true;
  });
  return kept;
}

function downgradeParameter(parameter: unknown, at: string, warn: Warn) {
  if (!isObject(parameter)) return;
  for (const [name, example] of Object.entries(parameter.examples ?? {})) downgradeExample(example, `${at}/examples/${escape(name)}`, warn);
  downgradeContent(parameter, at, warn);
}

function downgradeResponse(response: unknown, at: string, warn: Warn) {
  if (!isObject(response)) return;
  if (typeof response.summary === 'string') {
    response.description ??= response.summary;
    delete response.summary;
  }
  if (!('$ref' in response)) response.description ??= '';
  for (const [name, header] of Object.entries(response.headers ?? {})) downgradeParameter(header, `${at}/headers/${escape(name)}`, warn);
  downgradeContent(response, at, warn);
}

function downgradeContent(holder: unknown, at: string, warn: Warn, { request = false }: { request?: boolean } = {}) {
  if (!isObject(holder) || !isObject(holder.content)) return;
  for (const [type, media] of Object.entries(holder.content)) downgradeMedia(media, type, `${at}/content/${escape(type)}`, warn, request);
}

const MEDIA_TYPE_REF = /^#\/components\/mediaTypes\/([^/]+)$/;

/**
 * A reusable media type (3.2 `components.mediaTypes`) is a media type only where a `content` names it, under
 * the media type it is used as: each `$ref` to one in a `content` is replaced by a copy of it (following a
 * component that is itself a `$ref` to another), so that it is read there as that media type (its `itemSchema`
 * the items of a stream), not by its component's name.
 */
function inlineMediaTypeRefs(document: Node) {
  const components = isObject(document.components) && isObject(document.components.mediaTypes) ? (document.components.mediaTypes as Node) : undefined;
  if (!components) return;
  const target = (ref: unknown): Node | undefined => {
    for (let hops = 0, at = ref; hops < 16 && typeof at === 'string'; hops++) {
      const match = MEDIA_TYPE_REF.exec(at);
      const found: unknown = match ? components[unescapePointer(match[1]!)] : undefined;
      if (!isObject(found)) return undefined;
      if (typeof found.$ref !== 'string') return found;
      at = found.$ref;
    }
    return undefined;
  };
  const seen = new Set<unknown>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (!Array.isArray(node) && isObject((node as Node).content)) {
      const content = (node as Node).content as Node;
      for (const [type, used] of Object.entries(content)) {
        const media = isObject(used) ? target(used.$ref) : undefined;
        if (media) content[type] = structuredClone(media);
      }
    }
    for (const [key, value] of Object.entries(node)) if (!(node === document.components && key === 'mediaTypes')) walk(value);
  };
  walk(document);
}

function downgradeMedia(media: unknown, type: string, at: string, warn: Warn, request: boolean) {
  if (!isObject(media)) return;
  if ('itemSchema' in media) {
    if (request && SEQUENTIAL_MEDIA_TYPE.test(type)) {
      // A request body is sent whole as the caller gives it (text, bytes or a stream of them): typed as one
      // item, the only call that type-checked would be refused by the client at run time.
      warn(`${at}/itemSchema`, `\`itemSchema\` of a \`${type}\` request body is read past: the body is sent as given (a string, bytes or a stream), not item by item.`);
    } else if (!SEQUENTIAL_MEDIA_TYPE.test(type)) {
      warn(`${at}/itemSchema`, `\`itemSchema\` of \`${type}\`, which is not a sequential media type, is read past: its \`schema\` describes the body.`);
    } else if (/^multipart\//i.test(type)) {
      // A sequential type, but no generated code reads a multipart answer part by part: the body is read whole
      // (as bytes), so the item's schema would misdescribe it.
      warn(`${at}/itemSchema`, `\`itemSchema\` of \`${type}\` is read past: a multipart body is read whole, not part by part, so its parts are not typed.`);
    } else {
      if ('schema' in media) warn(`${at}/schema`, `The \`schema\` beside \`itemSchema\` of \`${type}\` is read past: each item is typed by \`itemSchema\`.`);
      media.schema = media.itemSchema;
    }
    delete media.itemSchema;
  }
  for (const key of ['itemEncoding', 'prefixEncoding'] as const) {
    if (key in media) {
      warn(`${at}/${key}`, `\`${key}\` is read past: multipart parts are encoded by their schemas.`);
      delete media[key];
    }
  }
  for (const [name, example] of Object.entries(media.examples ?? {})) downgradeExample(example, `${at}/examples/${escape(name)}`, warn);
}

function downgradeExample(example: unknown, at: string, warn: Warn) {
  if (!isObject(example)) return;
  if ('dataValue' in example) {
    if ('value' in example) warn(`${at}/dataValue`, 'An example with both `value` and `dataValue` is read by its `value`: the `dataValue` is read past.');
    example.value ??= example.dataValue;
    delete example.dataValue;
  }
  if ('serializedValue' in example) {
    if (!('value' in example)) warn(`${at}/serializedValue`, 'An example given only as `serializedValue` is read past: samples and the mock need its `dataValue`.');
    delete example.serializedValue;
  }
}

/** Every Schema Object in the document (components and inline), by a walk of the keys that hold schemas. */
function walkSchemas(node: unknown, at: string, visit: (schema: Node, at: string) => void, seen = new Set<unknown>()) {
  if (!isObject(node) && !Array.isArray(node)) return;
  if (seen.has(node)) return;
  seen.add(node);
  if (isObject(node) && ('discriminator' in node || 'xml' in node)) visit(node, at);
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'object' && value !== null) walkSchemas(value, `${at}/${escape(key)}`, visit, seen);
  }
}
