import { appContext } from '../../app-context.ts';
import { PREVIEW_HEADERS } from '../../content/article-preview.server.ts';
import { loadProductPreview } from '../../directory/product-preview.server.ts';
import { ProductView, productMeta } from '../../directory/product-view.tsx';
import type { Route } from './+types/product-preview';

/** /apercu/produit/{id}: a product as its public page will show it, through a link the back office signed. */
export function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { searchParams } = url;
  return loadProductPreview(
    context.get(appContext),
    { id: params.id, expire: searchParams.get('expire'), signature: searchParams.get('signature') },
    { request, url },
  );
}

export const headers = () => PREVIEW_HEADERS;

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  const robots = { name: 'robots', content: 'noindex, nofollow' };
  if (loaded?.outcome !== 'shown') return [{ title: 'Lien d’aperçu non valable — Prêtscope' }, robots];
  // The page's own head, less what only a public page may say (its canonical address, its robots rule).
  const [title, ...rest] = productMeta(loaded.page).filter(
    (tag) => !('rel' in tag && tag.rel === 'canonical') && !('name' in tag && tag.name === 'robots'),
  );
  return [{ title: `Aperçu · ${String((title as { title: string }).title)}` }, robots, ...rest];
}

export default function ProductPreview({ loaderData }: Route.ComponentProps) {
  if (loaderData.outcome !== 'shown')
    return (
      <div className="container content-page">
        <section className="card" aria-labelledby="apercu-refuse">
          <h1 id="apercu-refuse">
            {loaderData.outcome === 'expired' ? 'Ce lien d’aperçu a expiré' : 'Ce lien d’aperçu n’est pas valable'}
          </h1>
          <p>
            {loaderData.outcome === 'expired'
              ? 'Un lien d’aperçu sert 7\u00a0jours. Demandez-en un nouveau à la rédaction\u00a0: il se crée depuis le produit, dans le back-office.'
              : 'Le lien a peut-être été copié en partie. Demandez-le de nouveau à la personne qui vous l’a envoyé.'}
          </p>
          <p>
            <a href="/banques-et-courtiers">Voir les banques et courtiers</a>
          </p>
        </section>
      </div>
    );
  return (
    <>
      <p className="preview-banner" role="note">
        <strong>Aperçu</strong> — ce produit est{' '}
        {loaderData.visible
          ? 'en ligne\u00a0: les visiteurs voient cette page'
          : 'inactif ou masqué\u00a0: les visiteurs ne voient pas encore cette page'}
        . Cette page n’est ni indexée ni mise en cache.
      </p>
      <ProductView data={loaderData.page} />
    </>
  );
}
