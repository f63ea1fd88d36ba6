import { escapeHtml } from '@pretscope/core';

/**
 * A small French page of its own, for resource routes (/go, mail links): they have no layout to show the site's
 * pages in. Plain HTML with an inline style, so it needs nothing else from the server; never cached or indexed.
 */
export function standalonePage({
  status,
  title,
  heading,
  paragraphs,
  links,
}: {
  status: number;
  title: string;
  heading: string;
  /** Each paragraph as text (escaped here), with an optional language when it is not French. */
  paragraphs: readonly { text: string; lang?: string }[];
  /** Ways onward: site paths and their French labels. */
  links: readonly { href: string; label: string }[];
}): Response {
  const body = paragraphs.map(({ text, lang }) => `<p${lang ? ` lang="${escapeHtml(lang)}"` : ''}>${escapeHtml(text)}</p>`).join('\n');
  const onward = links.map(({ href, label }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`).join('\n');
  const html = `<!doctype html>
<html lang="fr-FR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Prêtscope</title>
<style>body{font-family:system-ui,sans-serif;color:#1b1f24;max-width:40rem;margin:0 auto;padding:48px 16px;line-height:1.55}a{color:#9a3412}h1{font-weight:800}</style>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
${body}
<ul>
${onward}
</ul>
</body>
</html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
