/*
 * The 404 answer of the outbound redirect /go/{advertiser}/{slug}: a resource route, so it has no layout to show the
 * site's 404 page in. Used by the route itself and by the root middleware when the route's rule blocks a request.
 */
import { standalonePage } from './standalone-page.server.ts';

/** A small page of its own, in French, with ways onward; never cached. */
export function offerNotFound(pathname: string): Response {
  return standalonePage({
    status: 404,
    title: 'Offre introuvable',
    heading: 'Offre introuvable',
    paragraphs: [
      { text: `Page not found: ${pathname}`, lang: 'en' },
      { text: 'Ce lien ne mène à aucune offre en cours\u00a0: elle a peut-être été retirée ou le lien est incomplet.' },
    ],
    links: [
      { href: '/banques-et-courtiers', label: 'Voir les banques et courtiers' },
      { href: '/pret-hypothecaire', label: 'Comparer les prêts hypothécaires' },
      { href: '/', label: 'Revenir à l’accueil' },
    ],
  });
}
