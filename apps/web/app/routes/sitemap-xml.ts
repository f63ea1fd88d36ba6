import type { ResourceQuery, ResourceRecord, ResourceStore } from '@pretscope/core';
import { appContext } from '../app-context.ts';
import { PERSONAL_LOAN_CATEGORY, productPagePath } from '../seo/product-page-path.ts';
import type { Route } from './+types/sitemap-xml';

/** Pages that exist whatever the data: calculators, forms and the index pages. */
const FIXED_PATHS = [
  '/', '/articles', '/banques-et-courtiers', '/pret-hypothecaire/simulation', '/pret-hypothecaire/combien-emprunter',
  '/pret-immobilier/outils/capacite-d-emprunt', '/pret-immobilier/outils/calculette', '/pret-crypto',
  '/pret-hypothecaire/demande', '/pret-immobilier/demande', '/pret-personnel/demande', '/prendre-rendez-vous', '/contact', '/ebook',
  '/pret-hypothecaire/reminder',
];

async function all(resources: ResourceStore, query: Omit<ResourceQuery, 'page' | 'sort'>): Promise<ResourceRecord[]> {
  const records: ResourceRecord[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await resources.list({ ...query, sort: [{ field: 'id', direction: 'asc' }], page: { offset, limit: 100 } });
    if (!page.ok) return records;
    records.push(...page.value.records);
    if (records.length >= page.value.count || page.value.records.length === 0) return records;
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Every public, indexable page: listed categories (blacklisted ones are left out, spec §3), published articles,
 * indexed advertisers with their active products, the personal loans' own pages, the legal pages, and the fixed pages.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { resources, siteUrl } = context.get(appContext);
  const [categories, articles, advertisers, products, legal] = await Promise.all([
    all(resources, { type: 'categories', filter: { isBlacklisted: ['false'] }, include: [] }),
    all(resources, { type: 'articles', filter: { isPublished: ['true'] }, include: [] }),
    all(resources, { type: 'announcers', filter: { isIndexed: ['true'] }, include: [] }),
    all(resources, { type: 'products', filter: { isActive: ['true'], isDisabled: ['false'] }, include: ['advertiser'] }),
    all(resources, { type: 'legalpages', filter: {}, include: [] }),
  ]);
  const advertiserSlugs = new Map(advertisers.map((a) => [a.id, String(a.attributes.slug)]));
  // Personal loans also have a page of their own (/pret-personnel/{slug}), when their category is listed.
  const personalLoans = categories.find((c) => c.attributes.slug === PERSONAL_LOAN_CATEGORY);
  const personalLoanProducts = personalLoans
    ? await all(resources, { type: 'products', filter: { isActive: ['true'], isDisabled: ['false'], categories: [String(personalLoans.id)] }, include: [] })
    : [];
  const entries: { path: string; modified?: unknown }[] = [
    ...FIXED_PATHS.map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/${c.attributes.slug}`, modified: c.attributes.modifiedAt })),
    ...articles.map((a) => ({ path: a.attributes.subcategory ? `/articles/${a.attributes.subcategory}/${a.attributes.slug}` : `/articles/${a.attributes.slug}`, modified: a.attributes.modifiedAt })),
    ...advertisers.map((a) => ({ path: `/banques-et-courtiers/${a.attributes.slug}`, modified: a.attributes.modifiedAt })),
    ...products.flatMap((p) => {
      const advertiser = advertiserSlugs.get(Number(p.attributes.advertiserId));
      return advertiser ? [{ path: `/banques-et-courtiers/${advertiser}/${p.attributes.slug}`, modified: p.attributes.modifiedAt }] : [];
    }),
    ...personalLoanProducts.map((p) => ({ path: productPagePath(PERSONAL_LOAN_CATEGORY, { advertiserSlug: '', productSlug: String(p.attributes.slug) }), modified: p.attributes.modifiedAt })),
    ...legal.map((l) => ({ path: `/${l.attributes.slug}`, modified: l.attributes.modifiedAt })),
  ];
  const urls = entries.map(({ path, modified }) => {
    const lastmod = modified ? `<lastmod>${new Date(modified as string).toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
