/**
 * The page's module preloads, asked for after its first paint rather than from its head (decision 0018).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every script of the page, and React hoists them
 * into the head, where the browser's preload scanner finds them at once: 25 to 34 scripts then load while the
 * document is still being parsed, and finish before its first paint. Nothing on the page waits for them (it is
 * drawn and usable without JavaScript, its styles are in the page), but Lighthouse's simulation of a slow phone
 * counts every request that ended before the observed first paint as needed for it, so the paint it reports waited
 * for the scripts' bytes over simulated slow 4G.
 *
 * So the links are taken out of the document, and a small inline script puts them back once the first frame is
 * painted (a frame, then a task). The page's module script at the end of the body still imports what it needs
 * meanwhile; the links restored after the paint let its deeper imports load side by side rather than one level
 * after another. In the browser React Router renders the same links again, which React adds to the head: the
 * modules are then already there. The list names each script once, without the folder and extension they share.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

export function modulePreloadsAfterPaint(html: string, nonce: string | undefined): string {
  const hrefs: string[] = [];
  // In the head, where React hoists them: the body is not read.
  const headEnd = html.indexOf('</head>');
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const withoutPreloads =
    head.replace(MODULE_PRELOAD, (_link, href: string) => {
      hrefs.push(href);
      return '';
    }) + (headEnd === -1 ? '' : html.slice(headEnd));
  if (hrefs.length === 0) return html;
  const end = withoutPreloads.lastIndexOf('</body>');
  if (end < 0) return html;
  const paths = hrefs.map((href) => href.replaceAll('&amp;', '&'));
  const folder = sharedFolder(paths);
  const extension = paths.every((path) => path.endsWith('.js') && path.length > folder.length + 3) ? '.js' : '';
  // `<` is escaped so that nothing in a path can close the script element.
  const escape = (text: string) => JSON.stringify(text).replaceAll('<', '\\u003c');
  const list = `[${paths.map((path) => escape(path.slice(folder.length, path.length - extension.length))).join(',')}]`;
  const script =
    `<script${nonce ? ` nonce="${nonce}"` : ''}>requestAnimationFrame(function(){setTimeout(function(){` +
    `${list}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=${escape(folder)}+h+${escape(extension)};document.head.appendChild(l)})` +
    `})})</script>`;
  return `${withoutPreloads.slice(0, end)}${script}${withoutPreloads.slice(end)}`;
}

/** The folder all paths start with (up to and with its last `/`), or nothing. */
function sharedFolder(paths: readonly string[]): string {
  let folder = paths[0]!.slice(0, paths[0]!.lastIndexOf('/') + 1);
  for (const path of paths) while (folder && !path.startsWith(folder)) folder = folder.slice(0, folder.slice(0, -1).lastIndexOf('/') + 1);
  return folder;
}
