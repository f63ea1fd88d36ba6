import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { appContext } from './app-context.js';
import { NO_BROWSER_INTEGRATIONS } from './privacy/browser-integrations.js';
import siteCss from './styles/site.css?inline';
import { SiteStylesText } from './styles/site-styles.js';
import { contentSecurityPolicy, pageSecurityHeaders } from './security/page-security-headers.server.js';

/** The server reads the context key from the build through this export, so it is the same object the loaders use. */
export { appContext } from './app-context.js';
/** Spec §8: errors while loading or rendering a page become logged errors (and Sentry events when configured). */
export { handleError } from './errors/server-render-errors.server.js';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, except that every page is rendered completely before the answer starts
 * (`onAllReady`): public pages have nothing to stream, and whole documents can be cached and given an ETag.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  const nonce = secureHeaders(responseHeaders, loadContext);
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The site's style sheet goes into the page itself (styles/site-styles.tsx).
    const page = (
      <SiteStylesText.Provider value={siteCss}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SiteStylesText.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}

/**
 * The page's security headers (SECURITY.md) and the nonce its scripts carry, new for every render. The server's page
 * cache keeps them with the page. Not under Vite's development server, whose hot reload injects inline scripts.
 */
function secureHeaders(responseHeaders: Headers, loadContext: RouterContextProvider): string | undefined {
  if (import.meta.env.DEV) return undefined;
  let useCases: { siteUrl: string; browserIntegrations?: typeof NO_BROWSER_INTEGRATIONS } | undefined;
  try {
    useCases = loadContext.get(appContext);
  } catch {
    useCases = undefined; // a request the server sent without its use cases: default headers
  }
  const https = useCases?.siteUrl.startsWith('https:') ?? false;
  const nonce = randomBytes(16).toString('base64');
  for (const [name, value] of Object.entries(pageSecurityHeaders({ https }))) if (!responseHeaders.has(name)) responseHeaders.set(name, value);
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ nonce, integrations: useCases?.browserIntegrations ?? NO_BROWSER_INTEGRATIONS, https }));
  return nonce;
}
