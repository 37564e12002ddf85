/** Types of publish.mjs. */
export interface WorkspacePackage {
  dir: string;
  name: string;
  version: string;
}
type Lookup = (pkg: { name: string; version: string }) => Promise<boolean>;
export function workspaceDirs(repo?: string): string[];
export function publishOrder(repo?: string): WorkspacePackage[];
export function existingVersions<T extends { name: string; version: string }>(packages: T[], lookup: Lookup): Promise<T[]>;
export function registryLookup(registry: string, token?: string): Lookup;
export function publishAll(options: { dryRun?: boolean; registry: string; out: string; lookup?: Lookup; log?: (line: string) => void }): Promise<number>;
