/**
 * The site's changelog: one entry per released spec version (openapi/releases/<version>.json), newest
 * first, each comparing that release with the one before it through the diff's rule registry and written
 * in the API's words (../../../diff/changelog.ts): Breaking, Deprecated, Added, Changed, each change linked
 * to its operation or schema in that version's reference. The packages that follow the spec keep their own
 * CHANGELOG.md for what only their users need; the site names them once per release instead of repeating
 * their text.
 */
import { changelogEntries, renderEntries, type ChangelogLinks } from '../../../diff/changelog.js';
import { diffDocuments } from '../../../diff/index.js';
import type { UserConfig } from '../../../config/types.js';
import { METHODS, type Json } from '../../../diff/model.js';

export interface Release {
  version: string;
  document: Json;
}

export interface ChangelogRelease {
  version: string;
  /** Markdown of its entry (`### Added` ...). */
  markdown: string;
}

/** Releases in ascending version order -> one Markdown entry each, newest first. */
export function releaseEntries(releases: Release[], links: (version: string) => ChangelogLinks, config?: UserConfig): ChangelogRelease[] {
  return releases
    .map((release, i) => {
      const previous = releases[i - 1];
      if (!previous) return { version: release.version, markdown: firstRelease(release, links(release.version)) };
      const entries = changelogEntries(
        diffDocuments(previous.document, release.document, { lifecycle: config?.diff?.lifecycle, config }),
        { base: previous.document, head: release.document },
        links(release.version),
      );
      return { version: release.version, markdown: renderEntries(entries) || 'No change to the API; documentation only.' };
    })
    .reverse();
}

/** The first release: every operation it brought, by tag (a long API: the tags with their counts). */
function firstRelease({ document }: Release, links: ChangelogLinks): string {
  const operations = Object.entries((document.paths ?? {}) as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method: method.toUpperCase(), path, op: item[method] as Json })),
  );
  const byTag = new Map<string, typeof operations>();
  for (const entry of operations) {
    const tag = String(entry.op.tags?.[0] ?? 'Other');
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
  }
  const out = [`First release, with ${operations.length} operations.`, '', '### Added', ''];
  for (const [tag, list] of byTag) {
    if (operations.length > 40) {
      out.push(`- ${tag}: ${list.length} operations`);
      continue;
    }
    for (const { method, path, op } of list) {
      const href = links.operation?.({ method, path, tags: op.tags ?? [], ...(op.operationId ? { operationId: op.operationId } : {}) });
      const summary = String(op.summary ?? `${method} ${path}`);
      out.push(`- ${tag}: ${href ? `[${summary}](${href})` : summary} (\`${method} ${path}\`)`);
    }
  }
  return out.join('\n');
}
