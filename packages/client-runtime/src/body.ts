/**
 * What a request sends as its body: whatever `fetch` accepts. Named from `RequestInit` rather than DOM's
 * `BodyInit`, which exists only in the DOM library: Node's own types (`@types/node`, undici's) declare
 * `RequestInit` and `fetch` but no `BodyInit`, so a Node-only consumer (`lib: ["ES2023"]`, `types: ["node"]`)
 * compiles the published types without the DOM library.
 */
export type RequestBody = NonNullable<RequestInit['body']>;
