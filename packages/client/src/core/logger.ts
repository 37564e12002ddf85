/** The optional logger hook, wrapped so nothing it receives holds a credential. */
import type { Redactor } from './redact.js';

type LogMethod = (message: string, context?: Record<string, unknown>) => void;

/** Any object with some of these methods, `console` included. */
export interface Logger {
  debug?: LogMethod;
  info?: LogMethod;
  warn?: LogMethod;
  error?: LogMethod;
}

export type LogLevel = keyof Logger;

export class SafeLogger {
  constructor(
    private readonly logger: Logger | undefined,
    private readonly redactor: Redactor,
  ) {}

  log(level: LogLevel, message: string, context?: Record<string, unknown>) {
    const method = this.logger?.[level];
    if (!method) return;
    method.call(this.logger, this.redactor.text(message), context && (this.redactor.value(context) as Record<string, unknown>));
  }
}
