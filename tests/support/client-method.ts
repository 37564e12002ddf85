/** How a test reaches the client method an operation names in `x-sdk-method`. */
import { CustomerMessagingClient } from '../../packages/client/src/index.js';

/** `client.objects.records.list` for `objects.records.list`, or undefined when the client lacks it. */
export function clientMethod(client: CustomerMessagingClient, sdkPath: string): ((...args: unknown[]) => any) | undefined {
  const parts = sdkPath.split('.');
  let target: any = client;
  for (const part of parts.slice(0, -1)) target = target?.[part];
  const method = target?.[parts.at(-1)!];
  return typeof method === 'function' ? method.bind(target) : undefined;
}
