import { socialMeta } from './social-meta.ts';

/**
 * Title, description, Open Graph and canonical URL of a page whose address is fixed by its route (calculators,
 * request forms): the canonical URL is SITE_URL's origin and the page's own path, without its query, so every
 * variant of a calculator (its inputs are in the URL) points to the one page. `origin` comes from the loader
 * (siteOrigin); without it (a failed loader) the page keeps its title and description only.
 */
export function pageMeta({
  title,
  description,
  path,
  origin,
}: {
  title: string;
  description: string;
  path: string;
  origin: string | undefined;
}) {
  return [
    { title: `${title} — Prêtscope` },
    { name: 'description', content: description },
    ...(origin ? socialMeta({ title, description, url: `${origin}${path}` }) : []),
  ];
}
