import { describe, expect, it } from 'vitest';
import { standalonePage } from './standalone-page.server.ts';

describe('standalonePage', () => {
  const page = () =>
    standalonePage({
      status: 404,
      title: 'Offre <introuvable>',
      heading: 'Titre & "guillemets"',
      paragraphs: [{ text: 'Page not found: /go/<script>alert(1)</script>', lang: 'en' }, { text: 'Texte en français' }],
      links: [{ href: '/?a=1&b="2"', label: 'Revenir à l’accueil' }],
    });

  it('answers the given status as an uncached French HTML page', async () => {
    const answer = page();
    expect(answer.status).toBe(404);
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<p>Texte en français</p>');
    expect(html).toContain('<li><a href="/?a=1&amp;b=&quot;2&quot;">Revenir à l’accueil</a></li>');
  });

  it('escapes every text it is given, so a requested path never becomes markup', async () => {
    const html = await page().text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('<p lang="en">Page not found: /go/&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('<title>Offre &lt;introuvable&gt; — Prêtscope</title>');
    expect(html).toContain('<h1>Titre &amp; &quot;guillemets&quot;</h1>');
  });
});
