/**
 * Fastify's schema compilers, made on first use instead of when an instance is created.
 *
 * Fastify requires its Ajv and fast-json-stringify compilers in its constructor (about 45 ms of modules,
 * a fifth of the sandbox's start), yet no route of this server hands Fastify a schema: requests are checked
 * by this package's own validators (ajv.ts, themselves made on first use) and answers are sent as the
 * handler gave them. A route you add to the instance with a schema still gets Fastify's own compilers,
 * loaded then. One difference: Fastify treats factories given here as custom ones, so it compiles a route's
 * `headers` schema as written, without lower-casing its property names; write header names in lower case.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
// Fastify types its validator factory as a union of overloads; both factories take the shared schemas and
// the route's options and return the compiler, which is all that is relied on here.
type Factory = (externalSchemas: unknown, options: unknown) => unknown;

// Resolved from Fastify's own location: the compilers are its dependencies, not this package's.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

function onFirstUse(module: string): Factory {
  let factory: Factory | undefined;
  return (externalSchemas, options) => {
    factory ??= (fromFastify(module) as () => Factory)();
    return factory(externalSchemas, options);
  };
}

export const lazyCompilers = {
  buildValidator: onFirstUse('@fastify/ajv-compiler'),
  buildSerializer: onFirstUse('@fastify/fast-json-stringify-compiler'),
} as Factories;
