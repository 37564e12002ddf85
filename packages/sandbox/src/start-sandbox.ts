/**
 * `startSandbox()`: the in-memory API on the generated stubs, listening on 127.0.0.1. Paths are served
 * under `/v1` only, like the real service whose servers end in `/v1`; a bare path answers 404 saying so.
 */
import { compileAllowList, createServer, type FastifyInstance, type Mode, type ResponseViolation } from '@customer-messaging/server';
import { createClock, type Clock } from './clock.js';
import { createIds } from './ids.js';
import { seed, type DemoCredential } from './seed.js';
import type { SandboxSettings, SandboxState } from './state.js';
import { createTokens } from './tokens.js';
import { sandboxHandlers } from './handlers/index.js';
import { allowCrossOrigin } from './cors.js';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Seed of generated ids and client secrets: the same seed gives the same ones. Default 1. */
  seed?: number;
  /** Start the clock at this instant, frozen until `state.clock.advance()`; or a function to read time from. */
  now?: Date | string | (() => Date);
  /** POST /agents: the card declines seat charges (402 seat_charge_failed). Also `state.settings.seatCardFails`. */
  seatCardFails?: boolean;
  /** TikTok messages allowed per 48-hour window. Default 5. */
  tiktokCap?: number;
  /** Response validation is on in development and test (the default is development). */
  mode?: Mode;
  /** Rate limits as the spec sets them (default), or off. */
  rateLimits?: boolean;
  logger?: boolean;
  /** Answer browser pages of any origin (CORS), e.g. the docs site's "Try it" console. Default false, as the service. */
  cors?: boolean;
  /**
   * Sign access tokens with a key derived from this secret instead of one made at start: a sandbox started
   * again with the same secret accepts the tokens the last one issued (the demo credentials are the same
   * for the same seed). Default: a new key, so tokens die with the sandbox.
   */
  tokenSecret?: string;
  onResponseViolation?: (violation: ResponseViolation) => void;
}

export interface Sandbox {
  /** Origin without `/v1`, e.g. `http://127.0.0.1:53211`. */
  url: string;
  /** `url` + `/v1`: the base URL clients use. */
  baseUrl: string;
  credentials: ReturnType<typeof seed>;
  state: SandboxState;
  clock: Clock;
  app: FastifyInstance;
  stop(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = createClock(options.now);
  const settings: SandboxSettings = {
    seatCardFails: options.seatCardFails ?? false,
    tiktokCap: options.tiktokCap ?? 5,
    prices: { whatsapp_template: 1, sms_outbound: 1, signing_link: 2 },
  };
  const state: SandboxState = { clock, ids: createIds(options.seed ?? 1), settings, accounts: new Map(), credentials: new Map() };
  const credentials = seed(state);
  // Allow-lists are checked when configured: a malformed entry stops the start, naming the account and entry.
  for (const [accountId, account] of state.accounts) {
    try {
      compileAllowList(account.ipAllowList);
    } catch (error) {
      throw new Error(`Account ${accountId}: ${(error as Error).message}`);
    }
  }
  const tokens = createTokens(clock, options.tokenSecret);
  const app = createServer({
    handlers: sandboxHandlers(state, tokens),
    verifyToken: (token) => tokens.verify(token),
    credentials: {
      byId: (id) => state.credentials.get(id),
      byClientId: (clientId) => [...state.credentials.values()].find((c) => c.clientId === clientId),
    },
    ipAllowList: (accountId) => state.accounts.get(accountId)?.ipAllowList,
    mode: options.mode ?? 'development',
    now: () => clock.now(),
    ...(options.rateLimits === false ? { rateLimits: false as const } : {}),
    // Rate limits in memory (the server's default store): a sandbox is one process. Its CLI closes it on a
    // signal itself, so the server adds no signal listeners of its own.
    shutdown: false,
    ...(options.logger ? { logger: true } : {}),
    ...(options.onResponseViolation ? { onResponseViolation: options.onResponseViolation } : {}),
  });
  if (options.cors) allowCrossOrigin(app);
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { url, baseUrl: `${url}/v1`, credentials, state, clock, app, stop: () => app.close() };
}

export type { DemoCredential };
