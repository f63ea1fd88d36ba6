/**
 * Hostile input shared by the injection tests (issue 8): script-injection payloads for stored content, and
 * SQL-looking strings for query parameters.
 *
 * Every script payload calls `__pwned('<id>')` when it runs, so a browser test defines that function, opens the pages
 * and fails if it was ever called (the id says which payload got through). Payloads that only run on a click or a
 * hover (`javascript:` links, `onmouseover`) are caught by `findInjectedMarkup`, which looks for what the page would
 * run rather than waiting for a visitor to trigger it.
 */

export const MARKER_FUNCTION = '__pwned';

export interface Payload {
  id: string;
  text: string;
}

const call = (id: string) => `${MARKER_FUNCTION}('${id}')`;
const payload = (id: string, make: (marker: string) => string): Payload => ({ id, text: make(call(id)) });

/**
 * Markup that runs a script if it reaches the page as HTML. Some run by themselves (`<script>`, `onerror`,
 * `ontoggle`, `autofocus`/`onfocus`, `srcdoc`), others on a click or a hover. Written for markdown fields: the
 * renderer must drop or neutralise each one.
 */
export const MARKUP_PAYLOADS: readonly Payload[] = [
  payload('h-script', (m) => `<script>${m}</script>`),
  payload('h-script-src', (m) => `<script src="data:text/javascript,${m}"></script>`),
  payload('h-img-onerror', (m) => `<img src=x onerror="${m}">`),
  payload('h-img-mixed-case', (m) => `<IMG SRC=x OnErRoR=${m}>`),
  payload('h-img-entities', (m) => `<img src=x onerror="${m.replace('_', '&#95;')}">`),
  payload('h-img-unclosed', (m) => `<img src=x onerror=${m}//`),
  payload('h-svg-onload', (m) => `<svg onload="${m}"></svg>`),
  payload('h-svg-script', (m) => `<svg><script>${m}</script></svg>`),
  payload('h-svg-anchor', (m) => `<svg><a xlink:href="javascript:${m}"><text x="0" y="15">svg</text></a></svg>`),
  payload('h-iframe-srcdoc', (m) => `<iframe srcdoc="<script>parent.${m}</script>"></iframe>`),
  payload('h-iframe-src', (m) => `<iframe src="javascript:parent.${m}"></iframe>`),
  payload('h-object', (m) => `<object data="javascript:${m}"></object>`),
  payload('h-embed', (m) => `<embed src="javascript:${m}">`),
  payload('h-a-javascript', (m) => `<a href="javascript:${m}">lien html</a>`),
  payload('h-a-javascript-spaces', (m) => `<a href=" &#x09;jav&#x0A;ascript:${m}">lien espacé</a>`),
  payload('h-a-data', (m) => `<a href="data:text/html,<script>${m}</script>">lien data</a>`),
  payload('h-p-onmouseover', (m) => `<p onmouseover="${m}">survol</p>`),
  payload('h-details-ontoggle', (m) => `<details open ontoggle="${m}"><summary>détails</summary></details>`),
  payload('h-input-autofocus', (m) => `<input autofocus onfocus="${m}">`),
  payload('h-video-source', (m) => `<video><source onerror="${m}"></video>`),
  payload('h-body-onload', (m) => `<body onload="${m}">`),
  payload('h-style-import', (m) => `<style>@import 'javascript:${m}';body{background:url("javascript:${m}")}</style>`),
  payload('h-style-attr', (m) => `<p style="background:url('javascript:${m}')">style</p>`),
  payload('h-base', (m) => `<base href="javascript:${m}//">`),
  payload('h-meta-refresh', (m) => `<meta http-equiv="refresh" content="0;url=javascript:${m}">`),
  payload('h-form-action', (m) => `<form action="javascript:${m}"><button>envoyer</button></form>`),
  payload('h-formaction', (m) => `<button formaction="javascript:${m}">bouton</button>`),
  payload('h-template', (m) => `<template><img src=x onerror="${m}"></template>`),
  payload('h-nested-script', (m) => `<scr<script>ipt>${m}</scr</script>ipt>`),
  payload('h-math-mxss', (m) => `<math><mtext><table><mglyph><style><img src=x onerror="${m}">`),
  payload('h-noscript-mxss', (m) => `<noscript><p title="</noscript><img src=x onerror=${m}>">`),
  payload('h-comment-breakout', (m) => `<!--><img src=x onerror="${m}">-->`),
  payload('h-cdata', (m) => `<![CDATA[><img src=x onerror="${m}">]]>`),
];

/** Markdown's own ways to a link or an image, which a renderer turns into HTML attributes. */
export const MARKDOWN_PAYLOADS: readonly Payload[] = [
  payload('m-link-javascript', (m) => `[lien markdown](javascript:${m})`),
  payload('m-link-case', (m) => `[lien casse](JaVaScRiPt:${m})`),
  payload('m-link-entity-colon', (m) => `[lien entité](javascript&#58;${m})`),
  payload('m-link-entity-j', (m) => `[lien entité j](&#106;avascript:${m})`),
  payload('m-link-percent', (m) => `[lien pourcent](javascript%3A${m})`),
  payload('m-link-angle', (m) => `[lien chevrons](<javascript:${m}>)`),
  payload('m-link-data', () => `[lien data](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZCgnbS1saW5rLWRhdGEnKTwvc2NyaXB0Pg==)`),
  payload('m-link-vbscript', (m) => `[lien vbscript](vbscript:${m})`),
  payload('m-reference', (m) => `[lien référence][ref-hostile]\n\n[ref-hostile]: javascript:${m}`),
  payload('m-autolink', (m) => `<javascript:${m}>`),
  payload('m-image-javascript', (m) => `![image](javascript:${m})`),
  payload('m-image-title', (m) => `![image titre](/uploads/inexistant.png "titre\\" onerror=\\"${m}")`),
  payload('m-link-title-html', (m) => `[lien titre](https://exemple.test "<img src=x onerror=${m}>")`),
  payload('m-link-title-quote', (m) => `[lien titre guillemet](https://exemple.test "x\\" onmouseover=\\"${m}")`),
  payload('m-nested-brackets', (m) => `[[imbriqué](javascript:${m})](https://exemple.test)`),
  payload('m-fence-early-close', (m) => '```\n</code></pre><img src=x onerror="' + m + '">\n```'),
  payload('m-fence-unclosed', (m) => '```html\n<script>' + m + '</script>'),
  payload('m-block-button', (m) => '```button\n[Bouton piégé](javascript:' + m + ')\n```'),
  payload('m-block-image', (m) => '```image\n![figure](javascript:' + m + ' "<img src=x onerror=' + m + '>")\n```'),
  payload('m-block-warning-html', (m) => '```warning\n<img src=x onerror="' + m + '">\n```'),
  payload('m-inline-html-in-link', (m) => `[<img src=x onerror="${m}">](https://exemple.test)`),
  payload('m-html-block', (m) => `<div>\n\n<img src=x onerror="${m}">\n\n</div>`),
];

/**
 * Short, single-line, comma-free payloads for plain-text fields (names, titles, summaries, SEO texts, FAQ rows, tags):
 * they must show as the text they are, wherever the field lands (an element's text, an attribute, the page title,
 * JSON-LD in a script element, the loader data React Router puts in the page, an admin form's textarea).
 */
export const PLAIN_TEXT_PAYLOADS: readonly Payload[] = [
  payload('t-script', (m) => `<script>${m}</script>`),
  payload('t-img', (m) => `<img src=x onerror=${m}>`),
  payload('t-attr-double', (m) => `"><svg onload=${m}>`),
  payload('t-attr-single', (m) => `'><details open ontoggle=${m}>`),
  payload('t-jsonld', (m) => `</script><script>${m}</script>`),
  payload('t-title', (m) => `</title><script>${m}</script>`),
  payload('t-textarea', (m) => `</textarea><script>${m}</script>`),
  payload('t-style', (m) => `</style><script>${m}</script>`),
  payload('t-comment', (m) => `--><script>${m}</script><!--`),
  payload('t-javascript', (m) => `javascript:${m}`),
  payload('t-anchor', (m) => `<a href=javascript:${m}>x</a>`),
  payload('t-autofocus', (m) => `<input autofocus onfocus=${m}>`),
  payload('t-fullwidth', (m) => `＜script＞${m}＜/script＞`),
  payload('t-js-escape', (m) => `\\u003cscript\\u003e${m}\\u003c/script\\u003e`),
  payload('t-entities', (m) => `&lt;script&gt;${m}&lt;/script&gt;`),
  payload('t-template', (m) => `{{${m}}} \${${m}}`),
  payload('t-rtl-zero-width', (m) => `\u202e<scr\u200bipt>${m}</script>\u2028\u2029`),
];

/** Links refused by every http(s) URL field: a stored link must never run a script when clicked. */
export const REFUSED_URLS: readonly Payload[] = [
  payload('u-javascript', (m) => `javascript:${m}`),
  payload('u-javascript-case', (m) => `JavaScript:${m}`),
  payload('u-javascript-spaces', (m) => ` \tjavascript:${m}`),
  payload('u-data', (m) => `data:text/html,<script>${m}</script>`),
  payload('u-vbscript', (m) => `vbscript:${m}`),
  payload('u-protocol-relative', () => '//evil.example/offre'),
  payload('u-relative', () => '/go/ailleurs'),
];

/**
 * http(s) URLs that are valid, yet carry attribute-breaking characters: accepted by the fields, they must stay
 * inside the attribute they are written to.
 */
export const HOSTILE_HTTP_URLS: readonly Payload[] = [
  payload('u-http-double-quote', (m) => `https://exemple.test/offre?x="><script>${m}</script>`),
  payload('u-http-single-quote', (m) => `https://exemple.test/offre?x='onmouseover='${m}`),
];

/** Image references: a path on the site (which may carry quotes) or an http(s) URL; others refused. */
export const HOSTILE_IMAGE_PATHS: readonly Payload[] = [payload('i-path-quote', (m) => `/uploads/x.png?"onerror="${m}`)];
export const REFUSED_IMAGE_REFERENCES: readonly Payload[] = [
  payload('i-javascript', (m) => `javascript:${m}`),
  payload('i-data', (m) => `data:image/svg+xml,<svg onload="${m}">`),
  payload('i-protocol-relative', () => '//evil.example/x.png'),
];

/** Every payload id, to name what fired. */
export const ALL_PAYLOADS: readonly Payload[] = [
  ...MARKUP_PAYLOADS,
  ...MARKDOWN_PAYLOADS,
  ...PLAIN_TEXT_PAYLOADS,
  ...REFUSED_URLS,
  ...HOSTILE_HTTP_URLS,
  ...HOSTILE_IMAGE_PATHS,
  ...REFUSED_IMAGE_REFERENCES,
];

/**
 * A markdown field's text: a visible plain sentence (`visibleMarker`, which proves the field reached the page) and
 * then every markup and markdown payload, each in a paragraph of its own.
 */
export function markdownCorpus(visibleMarker: string): string {
  return [visibleMarker, ...MARKUP_PAYLOADS.map((item) => item.text), ...MARKDOWN_PAYLOADS.map((item) => item.text), visibleMarker].join(
    '\n\n',
  );
}

/**
 * The plain-text payloads packed into texts of at most `maxLength` characters (joined by spaces), in order; each
 * payload is in exactly one chunk. A field too short for one payload gets it cut, which still tests its characters.
 */
export function packPayloads(maxLength: number, payloads: readonly Payload[] = PLAIN_TEXT_PAYLOADS): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const { text } of payloads) {
    const next = current ? `${current} ${text}` : text;
    if (next.length <= maxLength) current = next;
    else {
      if (current) chunks.push(current);
      current = text.slice(0, maxLength);
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** The payload ids inside a text, to report which ones a failing check saw. */
export function payloadIdsIn(text: string): string[] {
  return [...text.matchAll(new RegExp(`${MARKER_FUNCTION}\\(['"]([\\w-]+)['"]\\)`, 'g'))].map((match) => match[1]!);
}

/**
 * SQL-looking strings for every query parameter: quotes that close a literal, comments, stacked statements, UNION,
 * booleans that are always true, time-based probes of both databases, LIKE wildcards, and their encoded forms.
 * `unmatchable` ones can name no stored record, so a filter given one must find nothing.
 */
export interface SqlProbe {
  text: string;
  unmatchable: boolean;
}

export const SQL_PROBES: readonly SqlProbe[] = [
  { text: "' OR 1=1 --", unmatchable: true },
  { text: "' OR '1'='1", unmatchable: true },
  { text: '" OR ""="', unmatchable: true },
  { text: '1; DROP TABLE products; --', unmatchable: true },
  { text: "1'; DELETE FROM articles; --", unmatchable: true },
  { text: '") UNION SELECT email, password_hash FROM users --', unmatchable: true },
  { text: '1) OR (1=1', unmatchable: true },
  { text: "'; SELECT pg_sleep(3); --", unmatchable: true },
  { text: '1 AND 1=(SELECT COUNT(*) FROM sqlite_master) --', unmatchable: true },
  { text: '%27', unmatchable: true },
  { text: "%' OR '%'='", unmatchable: true },
  // A literal % is in some descriptions ('3,5 %'): a search for it finds those, and only those.
  { text: '%', unmatchable: false },
  { text: '_', unmatchable: true },
  { text: '\\', unmatchable: true },
  { text: '-1 OR 1=1', unmatchable: true },
  { text: '1e999', unmatchable: true },
  { text: 'name;--', unmatchable: true },
  { text: '-id,(SELECT 1)', unmatchable: true },
];

/**
 * Runs IN THE PAGE (pass it to `page.evaluate` with the marker's name): what the page holds that would run a payload
 * on a click, a hover or a focus, or that should never come out of stored text. Each finding names the element.
 * - an event-handler attribute (on…) calling the marker;
 * - a `javascript:`/`vbscript:` URL, or a `data:` one where it would be navigated to or run, in any URL attribute
 *   (control characters and spaces removed first, as browsers do);
 * - an iframe with srcdoc, an object, an embed, a base, a meta refresh in the body;
 * - a style element or attribute naming the marker;
 * - a script element calling the marker, other than JSON-LD and React Router's loader data (whose text holds the
 *   stored strings as JSON, which is what they should be).
 */
export function findInjectedMarkup(marker: string): string[] {
  const found: string[] = [];
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${Array.from(element.attributes, (a) => ` ${a.name}="${a.value.slice(0, 80)}"`).join('')}>`;
  const urlAttributes = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'background',
    'poster',
    'srcdoc',
    'codebase',
    'cite',
    'dynsrc',
    'lowsrc',
  ]);
  const navigable = new Set(['href', 'xlink:href', 'action', 'formaction', 'data']);
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // eslint-disable-next-line no-control-regex -- browsers drop these before reading a scheme
      const compact = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on') && attribute.value.includes(marker)) found.push(`handler ${name}: ${describe(element)}`);
      if (urlAttributes.has(name) && /^(javascript|vbscript):/.test(compact)) found.push(`script URL in ${name}: ${describe(element)}`);
      // The site's own icon is an inline SVG image; any other data: URL to navigate to or load as a document is not.
      const ownIcon = element.tagName.toLowerCase() === 'link' && compact.startsWith('data:image/') && element.closest('head') !== null;
      if (navigable.has(name) && compact.startsWith('data:') && !ownIcon) found.push(`data URL in ${name}: ${describe(element)}`);
      if (['iframe', 'embed', 'object', 'script'].includes(element.tagName.toLowerCase()) && name === 'src' && compact.startsWith('data:'))
        found.push(`data URL in src: ${describe(element)}`);
      if (name === 'style' && (compact.includes('javascript:') || attribute.value.includes(marker)))
        found.push(`style attribute: ${describe(element)}`);
    }
  }
  for (const element of Array.from(
    document.querySelectorAll('iframe[srcdoc], object, embed, base, meta[http-equiv], body meta, body link'),
  )) {
    if (
      element.tagName.toLowerCase() === 'meta' &&
      element.closest('head') &&
      element.getAttribute('http-equiv')?.toLowerCase() !== 'refresh'
    )
      continue;
    found.push(`element: ${describe(element)}`);
  }
  for (const style of Array.from(document.querySelectorAll('style'))) {
    if ((style.textContent ?? '').includes(marker)) found.push(`style element: ${(style.textContent ?? '').slice(0, 120)}`);
  }
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const text = script.textContent ?? '';
    if (!text.includes(marker)) continue;
    if (script.getAttribute('type') === 'application/ld+json') continue;
    if (/^\s*window\.__reactRouterContext/.test(text)) continue;
    found.push(`script element: ${describe(script)} ${text.slice(0, 120)}`);
  }
  return found;
}

/** Runs IN THE PAGE: the body's text without scripts, styles and templates (hidden text such as closed details counts). */
export function pageText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const element of Array.from(copy.querySelectorAll('script, style, template, noscript'))) element.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ');
}
