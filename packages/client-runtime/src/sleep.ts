/** The longest wait a timer holds: past it, Node and browsers fire at once (a server's huge `retry` would be a loop). */
const MAX_TIMER = 2_147_483_647;

/** A wait that ends early, rejecting with the signal's reason, when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.min(ms, MAX_TIMER),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
