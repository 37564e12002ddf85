/**
 * Keeps the client secret and access tokens out of error messages and log lines: known secret values are
 * replaced wherever they appear, and fields named like credentials are masked whatever they hold.
 */
const MASK = '[redacted]';
const SECRET_KEYS = /^(authorization|client_secret|clientsecret|access_token|accesstoken|token|secret|password|cookie|set-cookie)$/i;

export class Redactor {
  private readonly secrets = new Set<string>();

  /** Remember a value that must never be shown (ignores short values, which would mask ordinary text). */
  add(secret: string | undefined): void {
    if (secret && secret.length >= 6) this.secrets.add(secret);
  }

  text(input: string): string {
    let out = input;
    for (const secret of this.secrets) out = out.split(secret).join(MASK);
    return out.replace(/(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi, `$1${MASK}`);
  }

  value(input: unknown, depth = 0): unknown {
    if (typeof input === 'string') return this.text(input);
    if (depth > 5 || input === null || typeof input !== 'object') return input;
    if (Array.isArray(input)) return input.map((v) => this.value(v, depth + 1));
    return Object.fromEntries(Object.entries(input).map(([key, v]) => [key, SECRET_KEYS.test(key) ? MASK : this.value(v, depth + 1)]));
  }
}
