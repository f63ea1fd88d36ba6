/**
 * The page's scripts start after its first paint (decision 0018).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every script of the page, which React hoists
 * into the head, and an inline module script at the end of the body that imports the route modules and starts
 * hydration. The preload scanner finds the links at once: 25 to 34 scripts loaded while the document was being
 * parsed and finished before its first paint. Nothing on the page waits for them (it is drawn and usable without
 * JavaScript, its styles are in the page), but Lighthouse's simulation of a slow phone counts every request that
 * ended before the observed first paint as needed for it (a module script never shows which task evaluated it), so
 * its first and largest paints waited for the scripts' bytes over simulated slow 4G.
 *
 * So the document is sent with the links taken out and the module script disarmed (its type changed, its text kept
 * as it is, so that React hydrates the very element it rendered), and a small inline script at the end of the body
 * puts both back once the first frame is painted (a frame, then a task): the links first, so that the route
 * modules' imports load side by side, then the module script, which starts hydration as before.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;
/** The type the module script waits under: not a script type, so the browser keeps it as text. */
export const WAITING_MODULE_TYPE = 'text/x-after-first-paint';

export function scriptsAfterFirstPaint(html: string, nonce: string | undefined): string {
  const hrefs: string[] = [];
  let page = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return '';
  });
  const waiting = MODULE_SCRIPT.test(page);
  if (waiting)
    page = page.replace(
      MODULE_SCRIPT,
      (_script, nonceAttribute: string) => `<script${nonceAttribute} type="${WAITING_MODULE_TYPE}" async="">`,
    );
  if (hrefs.length === 0 && !waiting) return html;
  const end = page.lastIndexOf('</body>');
  if (end < 0) return html;
  // `<` is escaped so that nothing in a path can close the script element.
  const list = JSON.stringify(hrefs.map((href) => href.replaceAll('&amp;', '&'))).replaceAll('<', '\\u003c');
  const script =
    `<script${nonce ? ` nonce="${nonce}"` : ''}>requestAnimationFrame(function(){setTimeout(function(){` +
    `var d=document;${list}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var w=d.querySelector('script[type="${WAITING_MODULE_TYPE}"]');` +
    `if(w){var s=d.createElement("script");s.type="module";s.nonce=w.nonce;s.textContent=w.textContent;d.body.appendChild(s)}` +
    `})})</script>`;
  return `${page.slice(0, end)}${script}${page.slice(end)}`;
}
