#!/usr/bin/env node
/**
 * CI step (spec pull request): posts REPORT (markdown) as a comment on the pull request, or updates the comment
 * this step posted before, so a pull request carries one report that follows its latest push.
 *
 *   node scripts/ci/pr-comment.mjs REPORT
 *
 * Reads what GitHub Actions provides: GITHUB_TOKEN (the workflow's token, `pull-requests: write`),
 * GITHUB_REPOSITORY (owner/name), GITHUB_EVENT_PATH (the pull_request event: its number) and GITHUB_API_URL.
 * The comment is found by a hidden marker line, not by its author, so a renamed bot still updates its own.
 */
import { readFileSync } from 'node:fs';

export const MARKER = '<!-- cmp:spec-diff-report -->';

/**
 * @param {{ report: string, token: string, repository: string, pullNumber: number, apiUrl?: string, fetch?: typeof fetch }} options
 * @returns {Promise<{ action: 'created' | 'updated', id: number, url: string }>}
 */
export async function upsertComment({ report, token, repository, pullNumber, apiUrl = 'https://api.github.com', fetch: fetchImpl = fetch }) {
  const headers = {
    accept: 'application/vnd.github+json',
    authorization: `Bearer ${token}`,
    'x-github-api-version': '2022-11-28',
    'content-type': 'application/json',
  };
  const call = async (method, url, body) => {
    const response = await fetchImpl(url, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const body = `${MARKER}\n${report.trim()}\n`;
  // The pull request's comments, page by page (100 a page), until the marked one is found.
  let url = `${apiUrl}/repos/${repository}/issues/${pullNumber}/comments?per_page=100`;
  while (url) {
    const response = await call('GET', url);
    const comments = /** @type {{ id: number, body?: string, html_url: string }[]} */ (await response.json());
    const mine = comments.find((c) => c.body?.includes(MARKER));
    if (mine) {
      const updated = await (await call('PATCH', `${apiUrl}/repos/${repository}/issues/comments/${mine.id}`, { body })).json();
      return { action: 'updated', id: mine.id, url: updated.html_url };
    }
    url = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? '';
  }
  const created = await (await call('POST', `${apiUrl}/repos/${repository}/issues/${pullNumber}/comments`, { body })).json();
  return { action: 'created', id: created.id, url: created.html_url };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [reportFile] = process.argv.slice(2);
  const { GITHUB_TOKEN: token, GITHUB_REPOSITORY: repository, GITHUB_EVENT_PATH: eventPath, GITHUB_API_URL: apiUrl } = process.env;
  const missing = [!reportFile && 'the REPORT argument', !token && 'GITHUB_TOKEN', !repository && 'GITHUB_REPOSITORY', !eventPath && 'GITHUB_EVENT_PATH'].filter(Boolean);
  if (missing.length) {
    console.error(`pr-comment: missing ${missing.join(', ')}.\nUsage: node scripts/ci/pr-comment.mjs REPORT (in a pull_request workflow)`);
    process.exit(2);
  }
  const event = JSON.parse(readFileSync(eventPath, 'utf8'));
  const pullNumber = event.pull_request?.number ?? event.number;
  if (!pullNumber) {
    console.error(`pr-comment: ${eventPath} is not a pull_request event (no pull_request.number).`);
    process.exit(2);
  }
  const result = await upsertComment({ report: readFileSync(reportFile, 'utf8'), token, repository, pullNumber, ...(apiUrl ? { apiUrl } : {}) });
  console.log(`Report comment ${result.action}: ${result.url}`);
}
