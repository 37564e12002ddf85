/**
 * What every method returns: awaiting it gives the typed body; `.withResponse()` also gives the HTTP
 * response and its request id.
 */
export interface WithResponse<T> {
  data: T;
  response: Response;
  /** The response's request id (the header the generated table names). */
  requestId: string | undefined;
}

export class APIPromise<T> implements PromiseLike<T> {
  constructor(protected readonly result: Promise<WithResponse<T>>) {}

  withResponse(): Promise<WithResponse<T>> {
    return this.result;
  }

  then<A = T, B = never>(onfulfilled?: ((value: T) => A | PromiseLike<A>) | null, onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    return this.result.then((r) => r.data).then(onfulfilled, onrejected);
  }

  catch<B = never>(onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.then(undefined, onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onfinally);
  }

  get [Symbol.toStringTag]() {
    return 'APIPromise';
  }
}

const REQUEST_ID = 'requestId';

/** Marks a result with its response's request id, as a non-enumerable property so JSON and spreads stay the body. */
export function attachRequestId(data: unknown, requestId: string | undefined): void {
  if (data && typeof data === 'object' && !Object.hasOwn(data, REQUEST_ID)) {
    Object.defineProperty(data, REQUEST_ID, { value: requestId, enumerable: false, configurable: true });
  }
}

/** The request id of a result a method resolved to (or of an error), if it has one. */
export function getRequestId(value: unknown): string | undefined {
  const id = value && typeof value === 'object' ? (value as Record<string, unknown>)[REQUEST_ID] : undefined;
  return typeof id === 'string' ? id : undefined;
}
