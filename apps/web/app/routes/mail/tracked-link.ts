import { appContext } from '../../app-context.js';
import { positiveId } from '../../routing/route-rules.js';
import type { Route } from './+types/tracked-link';

/**
 * /courriel/lien/{batch}/{signature}?vers=/chemin: a link of a mailing (spec §3 batch_count). It counts one click
 * and redirects to the signed path of our own site (core followMailLink: never a URL taken from the request, so
 * it is no open redirect); a link we did not make gets a 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const batchId = positiveId(params.batch);
  const path = new URL(request.url).searchParams.get('vers') ?? '';
  const target = batchId === null ? null : await context.get(appContext).followMailLink({ batchId, signature: params.signature, path });
  if (!target) return linkNotFound();
  return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

/** A resource route has no layout: a small French page of its own, with ways onward. */
function linkNotFound(): Response {
  const html = `<!doctype html>
<html lang="fr-FR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Lien invalide — Prêtscope</title>
<style>body{font-family:system-ui,sans-serif;color:#1b1f24;max-width:40rem;margin:0 auto;padding:48px 16px;line-height:1.55}a{color:#9a3412}h1{font-weight:800}</style>
</head>
<body>
<h1>Ce lien n’est pas valide</h1>
<p>Il est peut-être incomplet : copiez-le en entier depuis l’e-mail, ou continuez depuis l’accueil.</p>
<ul>
<li><a href="/pret-hypothecaire">Comparer les prêts hypothécaires</a></li>
<li><a href="/">Revenir à l’accueil</a></li>
</ul>
</body>
</html>`;
  return new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
