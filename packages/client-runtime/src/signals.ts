/**
 * Abort plumbing without `AbortSignal.any`: on Node 20 a signal made by `AbortSignal.any` stays registered on
 * a long-lived source signal (the client's) until that source is collected, so one per call leaks. Here
 * every listener added to a source signal is removed when the call or attempt is over.
 */

/** A controller that follows `sources` until `release()` is called. */
export function followSignals(controller: AbortController, sources: readonly AbortSignal[]): () => void {
  const removers: (() => void)[] = [];
  for (const source of sources) {
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    const onAbort = () => controller.abort(source.reason);
    source.addEventListener('abort', onAbort, { once: true });
    removers.push(() => source.removeEventListener('abort', onAbort));
  }
  return () => {
    for (const remove of removers) remove();
  };
}

/** `promise`, or a rejection with the signal's reason as soon as `signal` aborts; the listener is removed after. */
export function raceSignal<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
