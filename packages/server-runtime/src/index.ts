/** The hand-written runtime's public surface. */
export { buildServer, defaultMode, type Mode, type RouteTable, type ServerOptions } from './create-server.js';
export { ApiError, errors, errorTypeFor, type ApiErrorOptions, type ErrorBody, type ErrorType } from './errors.js';
export { bearerToken, credentialUsable, type VerifyToken } from './auth.js';
export { ipAllowed, compileAllowList, AllowListError, type AllowList } from './ip-allow-list.js';
export { SlidingWindowLimiter } from './memory-store.js';
export { RedisLimiterStore, DEFAULT_REDIS_PREFIX, type RedisStoreOptions } from './redis-store.js';
export type { Limit, LimitDecision, LimiterStore } from './limiter-store.js';
export type { StoreFailure } from './rate-limits.js';
export type { ShutdownOptions } from './shutdown.js';
export { DEFAULT_LIMITS, resolveLimits, type ServerLimits } from './limits.js';
export type { ResponseViolation } from './responses.js';
export { sendWebhook, webhookSignature, type DeliveryResult, type WebhookDelivery } from './webhook-sender.js';
export type * from './types.js';
