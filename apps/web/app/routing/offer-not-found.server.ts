/*
 * The 404 answer of the outbound redirect /go/{advertiser}/{slug}: a resource route, so it has no layout to show the
 * site's 404 page in. Used by the route itself and by the root middleware when the route's rule blocks a request.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small page of its own, in French, with ways onward; never cached. */
export function offerNotFound(pathname: string): Response {
  const html = `<!doctype html>
<html lang="fr-FR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Offre introuvable — Prêtscope</title>
<style>body{font-family:system-ui,sans-serif;color:#1b1f24;max-width:40rem;margin:0 auto;padding:48px 16px;line-height:1.55}a{color:#9a3412}h1{font-weight:800}</style>
</head>
<body>
<h1>Offre introuvable</h1>
<p lang="en">Page not found: ${escapeHtml(pathname)}</p>
<p>Ce lien ne mène à aucune offre en cours : elle a peut-être été retirée ou le lien est incomplet.</p>
<ul>
<li><a href="/banques-et-courtiers">Voir les banques et courtiers</a></li>
<li><a href="/pret-hypothecaire">Comparer les prêts hypothécaires</a></li>
<li><a href="/">Revenir à l’accueil</a></li>
</ul>
</body>
</html>`;
  return new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
