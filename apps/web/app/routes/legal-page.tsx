import '../styles/content.css';
import { data } from 'react-router';
import { appContext } from '../app-context.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { RenderedMarkdown } from '../components/rendered-markdown.js';
import type { Crumb } from '../seo/page-head.server.js';
import { findLegalPage } from '../content/load-content.server.js';
import { breadcrumbJsonLd, plainExcerpt, siteOrigin } from '../seo/page-head.server.js';
import type { Route } from './+types/legal-page';

/**
 * The pages of the `legalpages` table, one route per address (routes.ts registers this module for each):
 * /conditions-generales, /mentions-legales, /politique-de-confidentialite, /qui-sommes-nous,
 * /fonctionnement-du-comparateur. The slug is the path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.pathname.replace(/^\/+|\/+$/g, '');
  const useCases = context.get(appContext);
  const page = await findLegalPage(useCases.resources, slug);
  if (!page) throw data(null, { status: 404 });
  const html = await useCases.markdown.render(page.content);
  const origin = siteOrigin(context.get(appContext));
  const path = `/${page.slug}`;
  const crumbs: Crumb[] = [
    { name: 'Accueil', path: '/' },
    { name: page.title, path },
  ];
  return {
    title: page.title,
    // « Dernière mise à jour » from the record, unless the text already states its own date.
    modifiedAt: /mise à jour/i.test(page.content) ? null : page.modifiedAt,
    modifiedLabel: page.modifiedLabel,
    html,
    crumbs,
    canonical: `${origin}${path}`,
    description: plainExcerpt(page.content) || page.title,
    breadcrumbLd: breadcrumbJsonLd(origin, crumbs),
  };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page introuvable — Prêtscope' }];
  return [
    { title: `${loaded.title} — Prêtscope` },
    { name: 'description', content: loaded.description },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: loaded.title },
    { property: 'og:description', content: loaded.description },
    { property: 'og:url', content: loaded.canonical },
    { 'script:ld+json': loaded.breadcrumbLd },
  ];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { title, html, crumbs, modifiedAt, modifiedLabel } = loaderData;
  return (
    <div className="container content-page">
      <Breadcrumbs crumbs={crumbs} />
      <article className="article legal-page">
        <header className="content-header">
          <h1>{title}</h1>
        </header>
        <RenderedMarkdown html={html} className="article-body" />
        {modifiedAt && modifiedLabel ? <p className="muted legal-page__updated">Dernière mise à jour : <time dateTime={modifiedAt}>{modifiedLabel}</time>.</p> : null}
      </article>
    </div>
  );
}
