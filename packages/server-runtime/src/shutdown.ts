/**
 * Graceful shutdown. On one of `signals` (default SIGTERM and SIGINT) the server closes: it stops
 * accepting connections and closes idle keep-alive ones at once, answers requests already in flight (and
 * those still arriving on a busy connection, each with `Connection: close`), then closes the rate-limit
 * store. Connections still open after `timeoutMs` are cut, so a stuck request cannot hold the process. Then,
 * if no other listener of that signal is left, the log is flushed and the signal is raised again so the
 * process ends as the signal asks (whatever else it still holds open); a program with its own listener
 * decides for itself.
 *
 * The bound applies to every `app.close()`, signalled or not. Listeners are added when the server listens and
 * removed when it closes (a server used through `inject()` adds none). Hand-written rather than
 * close-with-grace: that package takes over the whole process (uncaught exceptions, exit codes), where this
 * is one server among whatever else the process runs.
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Default `['SIGTERM', 'SIGINT']`; `[]` closes on no signal (the bound of `timeoutMs` still applies to `app.close()`). */
  signals?: NodeJS.Signals[];
  /** The longest in-flight requests may take to finish once closing starts, ms. Default 10,000. */
  timeoutMs?: number;
}

export const DEFAULT_SHUTDOWN: Required<ShutdownOptions> = Object.freeze({ signals: ['SIGTERM', 'SIGINT'], timeoutMs: 10_000 }) as Required<ShutdownOptions>;

/** What the readiness check reads: whether the server is closing. */
export interface Lifecycle {
  closing: boolean;
}

export function installShutdown(app: FastifyInstance, options: ShutdownOptions | false | undefined, lifecycle: Lifecycle): void {
  const settings = options === false ? { ...DEFAULT_SHUTDOWN, signals: [] } : { ...DEFAULT_SHUTDOWN, ...options };
  if (!(Number.isFinite(settings.timeoutMs) && settings.timeoutMs > 0))
    throw new TypeError(`shutdown.timeoutMs must be a positive number (got ${JSON.stringify(settings.timeoutMs)}).`);
  let force: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    lifecycle.closing = true;
    app.log.info({ timeoutMs: settings.timeoutMs }, `Closing: no new connections; requests in flight have ${settings.timeoutMs} ms to finish.`);
    force = setTimeout(() => {
      app.log.warn({ timeoutMs: settings.timeoutMs }, `Requests still in flight ${settings.timeoutMs} ms after closing started: their connections are cut.`);
      app.server.closeAllConnections();
    }, settings.timeoutMs);
    force.unref();
    done();
  });

  const listeners = new Map<NodeJS.Signals, () => void>();
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      // A second signal while closing: stop waiting for in-flight requests.
      app.log.warn({ signal }, `${signal} again: in-flight requests are cut.`);
      app.server.closeAllConnections();
      return;
    }
    signalled = true;
    app.log.info({ signal }, `${signal} received: closing.`);
    const reraise = () => {
      removeListeners();
      if (process.listenerCount(signal) !== 0) return;
      // The log is written asynchronously (pino's default destination), and a process ended by a signal
      // writes nothing more: its last lines (the cut requests, the close) went missing on a loaded machine.
      // So the log is flushed first; a destination that never calls back does not hold the exit past 1 s.
      let raised = false;
      const raise = () => {
        clearTimeout(fallback);
        if (!raised) process.kill(process.pid, signal);
        raised = true;
      };
      const fallback = setTimeout(raise, 1000);
      const log = app.log as { flush?: (callback?: (error?: Error) => void) => void };
      if (typeof log.flush === 'function') log.flush(() => raise());
      else raise();
    };
    app.close().then(reraise, (error: unknown) => {
      app.log.error({ err: error }, 'closing failed');
      reraise();
    });
  };
  const removeListeners = () => {
    for (const [signal, listener] of listeners) process.removeListener(signal, listener);
    listeners.clear();
  };
  if (settings.signals.length) {
    app.addHook('onListen', (done) => {
      for (const signal of settings.signals) {
        if (listeners.has(signal)) continue;
        const listener = () => onSignal(signal);
        listeners.set(signal, listener);
        // `on`, not `once`: several servers in one process each drain, and only the last to finish (no
        // listener left) raises the signal again.
        process.on(signal, listener);
      }
      done();
    });
  }
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(force);
    done();
  });
  // Removed with the last of the close hooks, whoever started the close.
  app.addHook('onClose', (_instance, done) => {
    removeListeners();
    done();
  });
}
