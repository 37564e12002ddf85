/**
 * The access token: a static one, or one exchanged from the client id and secret, cached until shortly
 * before it expires. Concurrent callers share one in-flight exchange, so 100 first calls make one token
 * request. Each caller waits for that exchange only as long as its own timeout and signal allow; the
 * exchange itself runs under the client's settings, so one impatient caller does not cancel it for the rest.
 *
 * A refused credential (a 4xx from the token endpoint, e.g. revoked) is not tried again on every call: the
 * refusal is replayed to callers for a back-off that doubles with each refusal.
 */
import { APIError, ApiClientError } from './errors.js';
import { raceSignal } from './signals.js';

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
  /** Told when a token's stated expiry cannot be trusted (clock skew). */
  onWarning?: (message: string) => void;
  /** The error message when a token is needed and there is no way to get one. */
  missingCredentials?: string;
  /** Back-off after a refused exchange: first wait and ceiling, in ms. */
  refusalBackoff?: { initial: number; max: number };
}

/** Lifetime assumed for a token whose answer states none that can be used (expires_at already past, no expires_in). */
const FALLBACK_LIFETIME = 3_600_000;

/** Why a token answer cannot be used, or undefined when it can. */
export function invalidTokenAnswer(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return `the answer is not a JSON object (got ${body === undefined ? 'no body' : typeof body})`;
  const { access_token: token, expires_in: expiresIn, expires_at: expiresAt } = body as Record<string, unknown>;
  if (typeof token !== 'string' || token.trim() === '') return `access_token is ${token === undefined ? 'missing' : `not a non-empty string (got ${JSON.stringify(token)})`}`;
  if (expiresIn !== undefined && (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0)) {
    return `expires_in must be a positive number of seconds (got ${JSON.stringify(expiresIn)})`;
  }
  if (expiresAt !== undefined && (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt)))) {
    return `expires_at must be an ISO-8601 date-time (got ${JSON.stringify(expiresAt)})`;
  }
  return undefined;
}

export class TokenManager {
  private token: { value: string; expiresAt: number } | undefined;
  private inflight: Promise<string> | undefined;
  private refusal: { error: unknown; until: number; wait: number } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: TokenManagerOptions) {
    this.now = options.now ?? Date.now;
    if (options.accessToken) this.token = { value: options.accessToken, expiresAt: Number.POSITIVE_INFINITY };
  }

  /** Whether a rejected token can be replaced (only with a client id and secret). */
  get canRefresh(): boolean {
    return this.options.canExchange;
  }

  /** The token; `signal` ends the wait (not the shared exchange) with its reason. */
  get(signal?: AbortSignal): Promise<string> {
    if (this.token && this.now() < this.token.expiresAt) return Promise.resolve(this.token.value);
    if (!this.options.canExchange) {
      if (this.token) return Promise.resolve(this.token.value);
      return Promise.reject(new ApiClientError(this.options.missingCredentials ?? 'No credentials: pass clientId and clientSecret, or accessToken, to the client.'));
    }
    if (this.refusal && this.now() < this.refusal.until) return Promise.reject(this.refusal.error);
    this.inflight ??= this.exchange().finally(() => {
      this.inflight = undefined;
    });
    return raceSignal(this.inflight, signal);
  }

  /** Forget `rejected` (a 401 with the token exchange's rejected-token code); a token already replaced by a concurrent call is kept. */
  invalidate(rejected: string): void {
    if (this.token?.value === rejected && this.options.canExchange) this.token = undefined;
  }

  private async exchange(): Promise<string> {
    let issued: IssuedToken;
    try {
      issued = await this.options.exchange();
    } catch (error) {
      // Only a refusal (4xx) is remembered: a timeout or a 5xx says nothing about the credential.
      if (error instanceof APIError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429) {
        const { initial, max } = this.options.refusalBackoff ?? { initial: 1_000, max: 60_000 };
        const wait = this.refusal ? Math.min(this.refusal.wait * 2, max) : initial;
        this.refusal = { error, until: this.now() + wait, wait };
      }
      throw error;
    }
    this.refusal = undefined;
    this.options.onToken?.(issued.access_token);
    const now = this.now();
    const stated = issued.expires_at ? Date.parse(issued.expires_at) : Number.NaN;
    let expiresAt: number;
    if (stated > now) expiresAt = stated;
    else {
      // No expires_at, or one already past by our clock (skew): trust the relative expires_in instead, so a
      // skewed clock does not mean an exchange on every call.
      if (!Number.isNaN(stated)) {
        this.options.onWarning?.(
          `the token's expires_at (${issued.expires_at}) is already past by this machine's clock; check the clock. Using ${issued.expires_in ? `expires_in (${issued.expires_in} s)` : 'a one-hour lifetime'} instead.`,
        );
      }
      expiresAt = now + (issued.expires_in !== undefined ? issued.expires_in * 1000 : FALLBACK_LIFETIME);
    }
    const lifetime = expiresAt - now;
    // Replace it a margin before expiry; a short-lived token is replaced at half its life instead.
    const margin = Math.min(this.options.refreshMargin, Math.max(0, lifetime / 2));
    this.token = { value: issued.access_token, expiresAt: expiresAt - margin };
    return issued.access_token;
  }
}
