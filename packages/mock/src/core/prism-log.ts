/**
 * Prism's log as its command line prints it, one line per entry: the component in brackets (indented for
 * the negotiator, validator and proxy, as the CLI does), the request when the entry has one, the level and
 * the message, e.g.
 *
 *     [HTTP SERVER] post /messages info Request received
 *         [VALIDATOR] warning Violation: request.body Request body must have required property 'text'
 *
 * Prism logs with pino (JSON lines); its CLI reformats them with signale. This is that reformatting without
 * the colours and the timestamps, so that the mock does not load signale and chalk to print a few words.
 */
export interface PrismLogEntry {
  level?: string;
  name?: string;
  msg?: string;
  offset?: number;
  input?: { method?: string; url?: { path?: string } };
}

/** Nesting of each component, as prism-cli's LOG_COLOR_MAP (dist/const/options.js) gives it. */
const INDENT: Record<string, number> = { NEGOTIATOR: 1, VALIDATOR: 1, CALLBACK: 1, PROXY: 1 };

export function formatPrismLog(entry: PrismLogEntry): string {
  const name = entry.name ?? 'CLI';
  const indent = '    '.repeat((INDENT[name] ?? 0) + (entry.offset ?? 0));
  const request = entry.input?.method ? ` ${entry.input.method} ${entry.input.url?.path ?? ''}` : '';
  return `${indent}[${name}]${request} ${entry.level ?? 'info'} ${entry.msg ?? ''}`;
}

/** A pino destination that hands each entry to `line`, formatted (or as written, if it is not JSON). */
export function prismLogWriter(line: (text: string) => void): { write(chunk: string): void } {
  return {
    write(chunk: string) {
      for (const text of chunk.split('\n')) {
        if (!text) continue;
        let entry: PrismLogEntry | undefined;
        try {
          entry = JSON.parse(text) as PrismLogEntry;
        } catch {
          // not an entry: pass it on as it is
        }
        line(entry ? formatPrismLog(entry) : text);
      }
    },
  };
}
