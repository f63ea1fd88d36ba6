import { randomBytes } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { appContext } from './app-context.ts';
import { PageFragments } from './components/page-fragment.ts';
import { NO_BROWSER_INTEGRATIONS } from './privacy/browser-integrations.ts';
import siteCss from './styles/site.css?inline';
import { siteStyleSheet } from './styles/page-styles.server.ts';
import { PAGE_STYLES_MARK, SiteStylesText } from './styles/site-styles.tsx';
import { withCompactRouteManifest } from './routing/compact-route-manifest.server.ts';
import { modulePreloadsAfterPaint } from './shell/module-preloads-after-paint.server.ts';
import { contentSecurityPolicy, pageSecurityHeaders } from './security/page-security-headers.server.ts';

/** The server reads the context key from the build through this export, so it is the same object the loaders use. */
export { appContext } from './app-context.ts';
/** Spec §8: errors while loading or rendering a page become logged errors (and Sentry events when configured). */
export { handleError } from './errors/server-render-errors.server.ts';

/** The site's style sheet, read once: each page gets the part its markup needs (styles/page-styles.server.ts). */
const siteSheet = siteStyleSheet(siteCss);

/** How long React Router waits for loader data still pending before it gives up on it (its turbo-stream encoder). */
export const streamTimeout = 5_000;

/**
 * Every page is rendered whole before its answer starts (public pages have nothing to stream, and whole documents
 * are cached and given an ETag), so it is rendered to one string: React's string renderer concatenates its output,
 * where the streaming one encodes thousands of small pieces to UTF-8 one by one (a third of a category page's render).
 * The only thing that suspends is React Router's hydration data (`StreamTransfer`): it is read first, then handed to
 * the render already settled (`hydrationDataRead`), so the document is the one the streaming render made.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = secureHeaders(responseHeaders, loadContext);
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  if (!(await hydrationDataRead(routerContext))) responseStatusCode = 500;
  // The page's part of the site's style sheet goes into the page itself, once the markup says which classes it uses
  // (styles/site-styles.tsx).
  // The markup the loaders named rather than sent in their data (components/page-fragment.ts).
  const page = (
    <SiteStylesText.Provider value={PAGE_STYLES_MARK}>
      <PageFragments.Provider value={pageFragmentsOf(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageFragments.Provider>
    </SiteStylesText.Provider>
  );
  // A render error propagates: React Router hands it to handleError (a logged error) and renders its error page.
  // React Router's inline route manifest, written compact (routing/compact-route-manifest.server.ts).
  const html = withCompactRouteManifest(modulePreloadsAfterPaint(withPageStyles(renderToString(page)), nonce));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Bytes, not the string: a string body is scanned for lone surrogates by the Response before it is encoded.
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}

function pageFragmentsOf(loadContext: RouterContextProvider): ReadonlyMap<string, string> | undefined {
  try {
    return loadContext.get(appContext).pageFragments;
  } catch {
    return undefined; // a request the server sent without its scope
  }
}

/** The rendered page with its part of the site's style sheet in place of the mark (written once, in the head). */
function withPageStyles(html: string): string {
  const at = html.indexOf(PAGE_STYLES_MARK);
  if (at === -1) return html;
  const rest = html.slice(at + PAGE_STYLES_MARK.length);
  return html.slice(0, at) + siteSheet.partForMarkup(rest) + rest;
}

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * Reads the page's loader data as React Router encoded it (turbo-stream) and puts it where its `StreamTransfer`
 * looks first (`renderMeta.streamCache`, one entry per read), as settled reads: the whole text, then the end. The
 * render then writes the same `<script>` elements without suspending. False when the data could not be read: the
 * page is then a 500, as the streaming render made it, and the error is logged.
 */
async function hydrationDataRead(context: EntryContext): Promise<boolean> {
  const stream = context.serverHandoffStream;
  if (!stream) return true;
  const settled = (outcome: { result: { done: boolean; value: string } } | { error: unknown }) => Object.assign(Promise.resolve(), outcome);
  let streamCache: StreamCache;
  let read = true;
  const reader = stream.getReader();
  try {
    const decoder = new TextDecoder();
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
    text += decoder.decode();
    streamCache = { 0: settled({ result: { done: false, value: text } }), 1: settled({ result: { done: true, value: '' } }) };
  } catch (error) {
    console.error(error);
    streamCache = { 0: settled({ error }) };
    read = false;
  } finally {
    reader.releaseLock();
  }
  (context.renderMeta ??= {}).streamCache = streamCache;
  return read;
}

/**
 * The page's security headers (SECURITY.md) and the nonce its scripts carry, new for every render. The server's page
 * cache keeps them with the page. Not under Vite's development server, whose hot reload injects inline scripts.
 */
function secureHeaders(responseHeaders: Headers, loadContext: RouterContextProvider): string | undefined {
  if (import.meta.env.DEV) return undefined;
  let site: { siteUrl: string; browserIntegrations?: typeof NO_BROWSER_INTEGRATIONS } | undefined;
  try {
    site = loadContext.get(appContext).site;
  } catch {
    site = undefined; // a request the server sent without its scope: default headers
  }
  const https = site?.siteUrl.startsWith('https:') ?? false;
  const nonce = randomBytes(16).toString('base64');
  for (const [name, value] of Object.entries(pageSecurityHeaders({ https })))
    if (!responseHeaders.has(name)) responseHeaders.set(name, value);
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ nonce, integrations: site?.browserIntegrations ?? NO_BROWSER_INTEGRATIONS, https }),
  );
  return nonce;
}
