/**
 * `Exact<T>`: a request type as users write it, naming the documented fields only.
 *
 * Where a spec leaves `additionalProperties` unset or true, openapi-typescript gives the object an index
 * signature (`{ name: string } & { [key: string]: unknown }`), so a misspelled field (`emial`) compiles and is
 * sent. The generated body types wrap theirs in `Exact`, which drops such index signatures from every object
 * that has documented properties, at any depth, and keeps them on objects that are maps (no documented
 * property: `metadata: { [key: string]: unknown }`). Optional and readonly modifiers are kept (homomorphic
 * mapped types), unions are mapped member by member, arrays and tuples item by item. Fields the spec does not
 * name are still sent when a call asks for it explicitly: `RequestOptions.extraBody`.
 *
 * Written here rather than taken from a library: type-fest's `OmitIndexSignature` is one level deep and the
 * client has no runtime dependency but openapi-fetch; this is the recursive form of the same mapped type.
 */

/** `K` unless it is an index signature's key (`string`, `number` or `symbol`). */
type DocumentedKey<K> = string extends K ? never : number extends K ? never : symbol extends K ? never : K;

/** Values the body passes through as they are: files, dates, bytes. */
type Opaque = Blob | Date | ArrayBuffer | ArrayBufferView | ReadableStream;

type IsAny<T> = 0 extends 1 & T ? true : false;

export type Exact<T> =
  IsAny<T> extends true
    ? T
    : T extends Opaque
      ? T
      : T extends readonly unknown[]
        ? { [I in keyof T]: Exact<T[I]> }
        : T extends object
          ? [keyof { [K in keyof T as DocumentedKey<K>]: 0 }] extends [never]
            ? { [K in keyof T]: Exact<T[K]> }
            : { [K in keyof T as DocumentedKey<K>]: Exact<T[K]> }
          : T;
