import { articlePublication, isProductVisible, type ApiType, type ResourceRecord } from '@pretscope/core';

/** Where visitors see a record on the public site, or null when it has no page (or is not published). */
export function publicPath(type: ApiType, record: ResourceRecord, included: readonly ResourceRecord[], now: Date): string | null {
  const a = record.attributes;
  const slug = typeof a.slug === 'string' ? a.slug : null;
  if (!slug) return null;
  switch (type) {
    case 'categories':
      // Excluded categories still have their page (without indexing), so the link stays useful to check it.
      return `/${slug}`;
    case 'announcers':
      return `/banques-et-courtiers/${slug}`;
    case 'products': {
      const advertiser = included.find((candidate) => candidate.type === 'announcers' && candidate.id === a.advertiserId);
      return advertiser && isProductVisible(a) ? `/banques-et-courtiers/${String(advertiser.attributes.slug)}/${slug}` : null;
    }
    case 'articles': {
      // A draft, or an article scheduled later, has no public page yet (its preview link shows it).
      const publishedAt = a.publishedAt instanceof Date || typeof a.publishedAt === 'string' ? new Date(a.publishedAt) : null;
      if (articlePublication({ isPublished: a.isPublished === true, publishedAt }, now) !== 'published') return null;
      return a.subcategory ? `/articles/${String(a.subcategory)}/${slug}` : `/articles/${slug}`;
    }
    case 'authors':
      return `/auteurs/${slug}`;
    case 'legalpages':
      return `/${slug}`;
    default:
      return null;
  }
}
