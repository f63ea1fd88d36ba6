import { articlePublication } from '@pretscope/core';
import { data } from 'react-router';
import type { WebRequestScope } from '../request-scope.ts';
import { articlePageData } from './article-page.server.ts';
import type { ArticlePageData } from './article-view.tsx';

/** Never kept by the page cache, a browser or a proxy, and never indexed (the link may be forwarded). */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

export type ArticlePreview =
  { outcome: 'shown'; page: ArticlePageData; publication: 'draft' | 'scheduled' | 'published' } | { outcome: 'invalid' | 'expired' };

/**
 * /apercu/article/{id}?expire=…&signature=…: the article exactly as its public page will show it, drafts and
 * scheduled ones too, for whoever holds a link the back office signed (core preview-link.ts). A link the server
 * did not sign answers 403, an expired one 410, both with a page that says so; a deleted article is a 404.
 */
export async function loadArticlePreview(
  { useCases, readers, site }: Pick<WebRequestScope, 'useCases' | 'readers' | 'site'>,
  request: { id: string; expire: string | null; signature: string | null },
) {
  const checked = useCases.checkPreview({ kind: 'article', ...request });
  if (!checked.ok) {
    const status = checked.reason === 'expired' ? 410 : 403;
    return data<ArticlePreview>({ outcome: checked.reason }, { status, headers: PREVIEW_HEADERS });
  }
  const found = await readers.content.articleForPreview(checked.link.id);
  if (!found) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  const publication = articlePublication(found.article, useCases.today());
  return data<ArticlePreview>(
    { outcome: 'shown', page: await articlePageData({ readers, site }, found), publication },
    { headers: PREVIEW_HEADERS },
  );
}
