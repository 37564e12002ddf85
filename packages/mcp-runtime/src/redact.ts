/**
 * Credentials never reach the model nor a log: every text the server sends or logs passes through here,
 * which replaces the values of the credential variables (read from the environment once, at start) with
 * `[redacted]`. The client redacts its own messages too; this is the server's own guard, for answers and
 * errors whatever their source.
 */
export class Redactor {
  readonly #secrets: string[];

  constructor(values: readonly (string | undefined)[]) {
    // Short values would redact ordinary words; a credential is never that short.
    this.#secrets = [...new Set(values.filter((v): v is string => typeof v === 'string' && v.length >= 6))].sort((a, b) => b.length - a.length);
  }

  text(value: string): string {
    let out = value;
    for (const secret of this.#secrets) if (out.includes(secret)) out = out.split(secret).join('[redacted]');
    return out;
  }

  /** A JSON value with every string holding a secret redacted (only copied when one does). */
  json<T>(value: T): T {
    if (!this.#secrets.length) return value;
    const text = JSON.stringify(value);
    if (text === undefined || !this.#secrets.some((s) => text.includes(s))) return value;
    return JSON.parse(this.text(text)) as T;
  }
}
