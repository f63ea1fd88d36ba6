import { articlePublication, type ResourceRecord } from '@pretscope/core';
import type { WebUseCases } from '../web-use-cases.ts';
import { formatDateTime } from './admin-format.ts';

/** What an article's edit screen says of its publication, with the link that shows it as visitors will see it. */
export interface ArticlePublishing {
  /** A signed /apercu/article/{id} or /apercu/produit/{id} link, valid 7 days (core preview-link.ts). */
  previewPath: string;
  /** Where the article stands, in French; null once visitors see it. */
  status: string | null;
}

/**
 * Articles have a preview and a schedule; products a preview (issue 22: an inactive or edited product as its page will
 * show it, at /apercu/produit/{id}); null for any other record.
 */
export function articlePublishing(
  useCases: Pick<WebUseCases, 'previewPath' | 'today'>,
  record: ResourceRecord | null,
): ArticlePublishing | null {
  if (record?.type === 'products') return { previewPath: useCases.previewPath('product', record.id), status: null };
  if (!record || record.type !== 'articles') return null;
  const { isPublished, publishedAt } = record.attributes;
  const date = publishedAt instanceof Date || typeof publishedAt === 'string' ? new Date(publishedAt) : null;
  const state = articlePublication({ isPublished: isPublished === true, publishedAt: date }, useCases.today());
  const [day, time] = formatDateTime(date).split(' ');
  return {
    previewPath: useCases.previewPath('article', record.id),
    status:
      state === 'draft'
        ? 'Brouillon\u00a0: les visiteurs ne le voient pas. Le lien d’aperçu le montre tel qu’il paraîtra.'
        : state === 'scheduled'
          ? `Programmé\u00a0: paraîtra le ${day} à ${time} (heure de Luxembourg), sans autre action.`
          : null,
  };
}
