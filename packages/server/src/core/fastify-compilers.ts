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
type ValidatorFactory = NonNullable<Factories['buildValidator']>;
type SerializerFactory = NonNullable<Factories['buildSerializer']>;

// Resolved from Fastify's own location: the compilers are its dependencies, not this package's.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
let validators: ValidatorFactory | undefined;
let serializers: SerializerFactory | undefined;

export const lazyCompilers: Factories = {
  buildValidator: (externalSchemas, options) => {
    validators ??= (fromFastify('@fastify/ajv-compiler') as () => ValidatorFactory)();
    return validators(externalSchemas, options);
  },
  buildSerializer: (externalSchemas, options) => {
    serializers ??= (fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory)();
    return serializers(externalSchemas, options);
  },
};
