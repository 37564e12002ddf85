/** The home page: what is where, the guides, the base URL. */
import { renderHtml } from '../../templates.js';
import type { SiteContext, SiteFile } from '../context.js';
import type { GuidePages } from './guides.js';

/** The API in one sentence: the spec's `info.summary`, else the first paragraph of its description. */
export function apiSummary(context: SiteContext): string {
  const document = context.ir.document as { info?: { summary?: string } };
  return document.info?.summary ?? context.ir.info.description.split('\n\n')[0]!.replace(/\s+/g, ' ');
}

export function homePage(context: SiteContext, guides: GuidePages): SiteFile {
  const summary = apiSummary(context);
  return context.page(
    'index.html',
    'Home',
    summary,
    renderHtml('site/home.hbs', {
      siteTitle: context.info.title,
      summary,
      firstGuide: guides.cards('index.html')[0] ?? { href: 'guides/index.html', title: 'Guides' },
      guides: guides.cards('index.html'),
      baseUrl: context.ir.servers[0]?.url ?? '',
    }),
  );
}
