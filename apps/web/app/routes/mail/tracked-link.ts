import { appContext } from '../../app-context.ts';
import { positiveId } from '../../routing/route-rules.ts';
import { standalonePage } from '../../routing/standalone-page.server.ts';
import type { Route } from './+types/tracked-link';

/**
 * /courriel/lien/{batch}/{signature}?vers=/chemin: a link of a mailing (spec §3 batch_count). It counts one click
 * and redirects to the signed path of our own site (core followMailLink: never a URL taken from the request, so
 * it is no open redirect); a link we did not make gets a 404 page.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const batchId = positiveId(params.batch);
  const path = url.searchParams.get('vers') ?? '';
  const target =
    batchId === null ? null : await context.get(appContext).useCases.followMailLink({ batchId, signature: params.signature, path });
  if (!target) return linkNotFound();
  return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

/** A resource route has no layout: a small French page of its own, with ways onward. */
function linkNotFound(): Response {
  return standalonePage({
    status: 404,
    title: 'Lien invalide',
    heading: 'Ce lien n’est pas valide',
    paragraphs: [{ text: 'Il est peut-être incomplet\u00a0: copiez-le en entier depuis l’e-mail, ou continuez depuis l’accueil.' }],
    links: [
      { href: '/pret-hypothecaire', label: 'Comparer les prêts hypothécaires' },
      { href: '/', label: 'Revenir à l’accueil' },
    ],
  });
}
