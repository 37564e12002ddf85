/** The optional logger hook, filtered by level and wrapped so nothing it receives holds a credential. */
import type { Redactor } from './redact.js';

type LogMethod = (message: string, ...context: Record<string, unknown>[]) => void;

/** Any object with some of these methods, `console` included. */
export interface Logger {
  debug?: LogMethod;
  info?: LogMethod;
  warn?: LogMethod;
  error?: LogMethod;
}

export type LogLevel = keyof Logger;

/** The lowest level passed to the logger, or `off`. */
export type LogLevelOption = LogLevel | 'off';

const RANK: Record<LogLevelOption, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };

export function isLogLevel(value: string): value is LogLevelOption {
  return Object.hasOwn(RANK, value);
}

export class SafeLogger {
  private readonly min: number;

  constructor(
    private readonly logger: Logger | undefined,
    private readonly redactor: Redactor,
    level: LogLevelOption = 'info',
  ) {
    this.min = logger ? RANK[level] : RANK.off;
  }

  /** Whether a line of `level` would be written: callers skip building its context when not. */
  enabled(level: LogLevel): boolean {
    return RANK[level] >= this.min && typeof this.logger?.[level] === 'function';
  }

  log(level: LogLevel, message: string, context?: Record<string, unknown>): void {
    if (!this.enabled(level)) return;
    const method = this.logger![level]!;
    const text = this.redactor.text(message);
    // No context, no second argument: `console.log(text, undefined)` prints a trailing "undefined".
    if (context === undefined) method.call(this.logger, text);
    else method.call(this.logger, text, this.redactor.value(context) as Record<string, unknown>);
  }
}
