import { appContext } from '../app-context.ts';
import { HomeSearch } from '../comparator/home-search.tsx';
import { JsonLdScript, ServerMarkup } from '../components/server-markup.tsx';
import { loadHomePage } from '../home/home-page.server.tsx';
import { socialMeta } from '../seo/social-meta.ts';
import type { Route } from './+types/home';

const TITLE = 'Prêtscope — comparer les prêts au Luxembourg, en Belgique et en France';
const DESCRIPTION =
  'Comparez les taux des prêts hypothécaires, personnels, auto et crypto des banques et courtiers du Luxembourg, de Belgique et de France, et simulez votre prêt.';

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [
    { title: TITLE },
    { name: 'description', content: DESCRIPTION },
    ...(loaded ? socialMeta({ title: TITLE, description: DESCRIPTION, url: `${loaded.origin}/` }) : []),
  ];
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return loadHomePage(context.get(appContext), request, url);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { searchCategories, search, country, bestRates, comparators, articles, lenders } = loaderData;
  return (
    <>
      <div className="container">
        <section className="hero">
          <h1>Comparez les prêts et trouvez le meilleur taux</h1>
          <p className="muted">
            Les offres des banques et courtiers du Luxembourg, de Belgique et de France pour votre montant et votre durée, avec la
            mensualité, le TAEG et le coût total.
          </p>
          {searchCategories.length > 0 ? <HomeSearch categories={searchCategories} state={search} country={country} /> : null}
        </section>
      </div>
      {bestRates ? <ServerMarkup as="section" className="container" aria-labelledby="meilleurs-taux" html={bestRates} /> : null}
      <ServerMarkup as="section" className="container" aria-labelledby="comparateurs" html={comparators} />
      {articles ? <ServerMarkup as="section" className="container" aria-labelledby="derniers-articles" html={articles} /> : null}
      {lenders ? <ServerMarkup as="section" className="container" aria-labelledby="banques" html={lenders} /> : null}
      <section className="container" aria-labelledby="guide">
        <div className="card ebook-cta">
          <h2 id="guide">Le guide gratuit pour bien emprunter</h2>
          <p>Capacité d’emprunt, frais d’achat et règles du Luxembourg, de Belgique et de France&nbsp;: recevez notre guide par e-mail.</p>
          <a className="button" href="/ebook">
            Recevoir le guide
          </a>
        </div>
      </section>
      <JsonLdScript json={loaderData.siteLd} />
    </>
  );
}
