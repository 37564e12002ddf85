/** Types of remote-cache-server.mjs. */
export interface RemoteCache {
  /** http://127.0.0.1:PORT, for TURBO_API. */
  url: string;
  /** The folder the artifacts are stored in. */
  storage: string;
  stop(): Promise<void>;
}
export function startRemoteCache(options: { token: string; storage?: string; port?: number }): Promise<RemoteCache>;
