import { appContext } from '../app-context.ts';
import { articlePath } from '../content/content-display.ts';
import { PERSONAL_LOAN_CATEGORY, productPagePath } from '../seo/product-page-path.ts';
import type { Route } from './+types/sitemap-xml';

/** Pages that exist whatever the data: calculators, forms and the index pages. */
const FIXED_PATHS = [
  '/',
  '/articles',
  '/banques-et-courtiers',
  '/pret-hypothecaire/simulation',
  '/pret-hypothecaire/combien-emprunter',
  '/pret-immobilier/outils/capacite-d-emprunt',
  '/pret-immobilier/outils/calculette',
  '/pret-immobilier/outils/remboursement-anticipe',
  '/pret-immobilier/outils/renegocier',
  '/regroupement-de-credit/simulation',
  '/pret-immobilier/outils/assurance-emprunteur',
  '/pret-immobilier/outils/taux-variable',
  '/comparer-les-pays',
  '/pret-crypto',
  '/pret-hypothecaire/demande',
  '/pret-immobilier/demande',
  '/pret-personnel/demande',
  '/prendre-rendez-vous',
  '/contact',
  '/ebook',
  '/pret-hypothecaire/reminder',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Every listed page (core's visibility rule, applied by the readers): categories that are not blacklisted (spec §3),
 * published articles whose date has come, indexed advertisers with their visible products, the personal loans' own
 * pages (their category listed), the legal pages, and the fixed pages.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const {
    readers: { catalog, content },
    site: { siteUrl },
  } = context.get(appContext);
  const [{ categories, advertisers, products }, { articles, legalPages }] = await Promise.all([catalog.sitemap(), content.sitemap()]);
  const entries: { path: string; modified?: Date }[] = [
    ...FIXED_PATHS.map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/${c.slug}`, modified: c.modifiedAt })),
    ...articles.map((a) => ({ path: articlePath(a), modified: a.modifiedAt })),
    ...advertisers.map((a) => ({ path: `/banques-et-courtiers/${a.slug}`, modified: a.modifiedAt })),
    ...products.map((p) => ({ path: `/banques-et-courtiers/${p.advertiserSlug}/${p.slug}`, modified: p.modifiedAt })),
    // Personal loans also have a page of their own (/pret-personnel/{slug}).
    ...products
      .filter((p) => p.categorySlugs.includes(PERSONAL_LOAN_CATEGORY))
      .map((p) => ({
        path: productPagePath(PERSONAL_LOAN_CATEGORY, { advertiserSlug: p.advertiserSlug, productSlug: p.slug }),
        modified: p.modifiedAt,
      })),
    ...legalPages.map((l) => ({ path: `/${l.slug}`, modified: l.modifiedAt })),
  ];
  const urls = entries.map(({ path, modified }) => {
    const lastmod = modified ? `<lastmod>${modified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
