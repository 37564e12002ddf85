/** Types of pr-comment.mjs. */
export const MARKER: string;
export function upsertComment(options: {
  report: string;
  token: string;
  repository: string;
  pullNumber: number;
  apiUrl?: string;
  fetch?: typeof fetch;
}): Promise<{ action: 'created' | 'updated'; id: number; url: string }>;
