import { appContext } from '../app-context.ts';
import type { Route } from './+types/robots-txt';

/** Crawlers may read the site, not the back office, the API or outbound redirects. */
export function loader({ context }: Route.LoaderArgs) {
  const {
    site: { siteUrl },
  } = context.get(appContext);
  const body = ['User-agent: *', 'Disallow: /_admin_', 'Disallow: /api/', 'Disallow: /go/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join(
    '\n',
  );
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
