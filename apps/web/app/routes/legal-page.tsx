import { data } from 'react-router';
import { pageFragment } from '../components/page-fragment.server.ts';
import { appContext } from '../app-context.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { RenderedMarkdown } from '../components/rendered-markdown.tsx';
import type { Crumb } from '../seo/page-head.server.ts';
import { formatFrenchDate } from '../content/content-display.ts';
import { breadcrumbJsonLd, plainExcerpt, siteOrigin } from '../seo/page-head.server.ts';
import { dataRightsAction } from '../personal-data/data-rights-action.server.ts';
import { PRIVACY_POLICY_SLUG } from '../personal-data/data-rights.ts';
import { DataRightsForm } from '../personal-data/data-rights-form.tsx';
import type { Route } from './+types/legal-page';
import { FrenchText } from '../components/french-text.tsx';

/**
 * The pages of the `legalpages` table, one route per address (routes.ts registers this module for each):
 * /conditions-generales, /mentions-legales, /politique-de-confidentialite, /qui-sommes-nous,
 * /fonctionnement-du-comparateur. The slug is the path.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/+|\/+$/g, '');
  const { readers, site } = context.get(appContext);
  const page = await readers.content.legalPageBySlug(slug);
  if (!page) throw data(null, { status: 404 });
  const html = await site.markdown.render(page.content);
  const origin = siteOrigin(site);
  const path = `/${page.slug}`;
  const crumbs: Crumb[] = [
    { name: 'Accueil', path: '/' },
    { name: page.title, path },
  ];
  return {
    // The privacy policy carries the form of a person's rights (copy or erasure of their data) below its text.
    dataRights: page.slug === PRIVACY_POLICY_SLUG,
    title: page.title,
    // « Dernière mise à jour » from the record, unless the text already states its own date.
    modifiedAt: /mise à jour/i.test(page.content) ? null : page.modifiedAt,
    html: pageFragment(context.get(appContext), 'legal-page', html),
    crumbs,
    canonical: `${origin}${path}`,
    description: plainExcerpt(page.content) || page.title,
    breadcrumbLd: breadcrumbJsonLd(origin, crumbs),
  };
}

/** The privacy policy's rights form posts here; the other legal pages take no form. */
export async function action(args: Route.ActionArgs) {
  const slug = args.url.pathname.replace(/^\/+|\/+$/g, '');
  if (slug !== PRIVACY_POLICY_SLUG) throw data(null, { status: 405 });
  return dataRightsAction(args);
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
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

export default function LegalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, html, crumbs, modifiedAt, dataRights } = loaderData;
  return (
    <div className="container content-page">
      <Breadcrumbs crumbs={crumbs} />
      <article className="article legal-page">
        <header className="content-header">
          <h1>{title}</h1>
        </header>
        <RenderedMarkdown html={html} className="article-body" />
        {modifiedAt ? (
          <p className="muted legal-page__updated">
            Dernière mise à jour&nbsp;:{' '}
            <time dateTime={modifiedAt.toISOString()}>
              <FrenchText>{formatFrenchDate(modifiedAt)}</FrenchText>
            </time>
            .
          </p>
        ) : null}
      </article>
      {dataRights ? <DataRightsForm actionData={actionData} /> : null}
    </div>
  );
}
