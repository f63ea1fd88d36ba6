import { appContext } from '../app-context.ts';
import { loadArticlePreview, PREVIEW_HEADERS } from '../content/article-preview.server.ts';
import { ArticleView, articleMeta } from '../content/article-view.tsx';
import type { Route } from './+types/article-preview';

/** /apercu/article/{id}: an article as its public page will show it, through a link the back office signed. */
export function loader({ params, url, context }: Route.LoaderArgs) {
  const { searchParams } = url;
  return loadArticlePreview(context.get(appContext), {
    id: params.id,
    expire: searchParams.get('expire'),
    signature: searchParams.get('signature'),
  });
}

export const headers = () => PREVIEW_HEADERS;

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const robots = { name: 'robots', content: 'noindex, nofollow' };
  if (loaded?.outcome !== 'shown') return [{ title: 'Lien d’aperçu non valable — Prêtscope' }, robots];
  const [title, ...rest] = articleMeta(loaded.page);
  return [{ title: `Aperçu · ${String((title as { title: string }).title)}` }, robots, ...rest];
}

const STATE_TEXT = {
  draft: 'un brouillon, que les visiteurs ne voient pas',
  scheduled: 'programmé\u00a0: les visiteurs le verront à sa date de publication',
  published: 'publié\u00a0: les visiteurs le voient déjà',
} as const;

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  if (loaderData.outcome !== 'shown')
    return (
      <div className="container content-page">
        <section className="card" aria-labelledby="apercu-refuse">
          <h1 id="apercu-refuse">
            {loaderData.outcome === 'expired' ? 'Ce lien d’aperçu a expiré' : 'Ce lien d’aperçu n’est pas valable'}
          </h1>
          <p>
            {loaderData.outcome === 'expired'
              ? 'Un lien d’aperçu sert 7\u00a0jours. Demandez-en un nouveau à la rédaction\u00a0: il se crée depuis l’article, dans le back-office.'
              : 'Le lien a peut-être été copié en partie. Demandez-le de nouveau à la personne qui vous l’a envoyé.'}
          </p>
          <p>
            <a href="/articles">Lire les articles publiés</a>
          </p>
        </section>
      </div>
    );
  return (
    <>
      <p className="preview-banner" role="note">
        <strong>Aperçu</strong> — cet article est {STATE_TEXT[loaderData.publication]}. Cette page n’est ni indexée ni mise en cache.
      </p>
      <ArticleView data={loaderData.page} />
    </>
  );
}
