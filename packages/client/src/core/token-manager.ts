/**
 * The access token: a static one, or one exchanged from the client id and secret, cached until shortly
 * before `expires_at`. Concurrent callers share one in-flight exchange, so 100 first calls make one token
 * request.
 */
import { CustomerMessagingError } from './errors.js';

export interface IssuedToken {
  access_token: string;
  expires_at?: string;
  expires_in?: number;
}

export interface TokenManagerOptions {
  accessToken?: string | undefined;
  canExchange: boolean;
  exchange: () => Promise<IssuedToken>;
  refreshMargin: number;
  now?: () => number;
  onToken?: (token: string) => void;
}

export class TokenManager {
  private token: { value: string; expiresAt: number } | undefined;
  private inflight: Promise<string> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: TokenManagerOptions) {
    this.now = options.now ?? Date.now;
    if (options.accessToken) this.token = { value: options.accessToken, expiresAt: Number.POSITIVE_INFINITY };
  }

  /** Whether a rejected token can be replaced (only with a client id and secret). */
  get canRefresh(): boolean {
    return this.options.canExchange;
  }

  async get(): Promise<string> {
    if (this.token && this.now() < this.token.expiresAt) return this.token.value;
    if (!this.options.canExchange) {
      if (this.token) return this.token.value;
      throw new CustomerMessagingError('No credentials: pass clientId and clientSecret, or accessToken, to the client.');
    }
    this.inflight ??= this.exchange().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  /** Forget `rejected` (a 401 `invalid_token`); a token already replaced by a concurrent call is kept. */
  invalidate(rejected: string) {
    if (this.token?.value === rejected && this.options.canExchange) this.token = undefined;
  }

  private async exchange(): Promise<string> {
    const issued = await this.options.exchange();
    this.options.onToken?.(issued.access_token);
    const stated = issued.expires_at ? Date.parse(issued.expires_at) : Number.NaN;
    const expiresAt = Number.isNaN(stated) ? this.now() + (issued.expires_in ?? 3600) * 1000 : stated;
    const lifetime = expiresAt - this.now();
    // Replace it a margin before expiry; a short-lived token is replaced at half its life instead.
    const margin = Math.min(this.options.refreshMargin, Math.max(0, lifetime / 2));
    this.token = { value: issued.access_token, expiresAt: expiresAt - margin };
    return issued.access_token;
  }
}
