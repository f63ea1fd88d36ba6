import type { Context, MiddlewareHandler } from 'hono';

/** What a browser or a crawler is told to wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether the database answers: one ping at a time, bounded by `timeoutMs`, its answer reused for `memoMs` so that a
 * burst of failing pages during an outage costs one ping, not one per page.
 */
export function databaseAvailability(
  ping: () => Promise<boolean>,
  { timeoutMs = 1_000, memoMs = 1_000, now = Date.now }: { timeoutMs?: number; memoMs?: number; now?: () => number } = {},
): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    if (last && now() - last.at < memoMs) return last.answer;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answer = Promise.race([
      ping().catch(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
    last = { at: now(), answer };
    return answer;
  };
}

const PAGE = `<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Service momentanément indisponible – Prêtscope</title>
<style>body{font-family:Inter,Arial,sans-serif;color:#1b1f24;background:#f6f7f9;margin:0;display:grid;min-height:100vh;place-items:center}main{max-width:36rem;margin:16px;padding:32px;background:#fff;border:1px solid #e3e6ea;border-radius:8px}h1{font-size:1.5rem;margin-top:0}a{color:#c2410c}</style>
</head>
<body>
<main>
<h1>Service momentanément indisponible</h1>
<p>Prêtscope ne peut pas afficher cette page pour l’instant : notre base de données ne répond pas. Rien de ce que vous avez déjà envoyé n’est perdu.</p>
<p>Réessayez dans quelques secondes en rechargeant la page.</p>
<p><a href="/">Revenir à l’accueil</a></p>
</main>
</body>
</html>
`;

/** The API's own words for an outage (adapters/http-hono FAILURES.unavailable), as a JSON:API error document. */
const API_ERROR = JSON.stringify({
  errors: [
    {
      status: '503',
      code: 'unavailable',
      title: 'Service indisponible',
      detail: 'Le service est momentanément indisponible. Réessayez dans un instant.',
    },
  ],
});

/** Checks that answer within their own bounds, whatever the database does. */
const OWN_BOUNDS = new Set(['/api/health', '/api/ready']);

/**
 * Requests during a database outage. A page that failed because the database is unreachable (stopped, hanging, or
 * its pool exhausted) is answered 503 with a short French page and Retry-After, rather than the generic 500 error
 * page: it is an outage to wait out, and load balancers, crawlers and monitoring treat a 503 that way. Other 500s
 * are left as they are (the API maps its own database failures to 503).
 *
 * A request waiting on a database that hangs would wait for each of its queries in turn (a few seconds each, see
 * REQUEST_STATEMENT_TIMEOUT_MS and the pool's acquire timeout). So a GET that has not answered after `slowMs` asks
 * whether the database answers, and if it does not, the client gets the 503 at once (the French page, or the API's
 * JSON:API error); the work goes on alone until its queries give up, and its answer is dropped. A POST, PATCH or
 * DELETE is always awaited: what it writes must end in an answer that says whether it was kept.
 */
export function answerDuringOutage(available: () => Promise<boolean>, { slowMs = 1_000 }: { slowMs?: number } = {}): MiddlewareHandler {
  const answerUnavailable = (c: Context) => {
    const api = c.req.path.startsWith('/api/');
    // Cleared first: assigning over an answer would carry its headers (its length among them) onto this one.
    c.res = undefined;
    c.res = new Response(api ? API_ERROR : PAGE, {
      status: 503,
      headers: {
        'Content-Type': api ? 'application/vnd.api+json' : 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      },
    });
  };
  return async (c, next) => {
    const pending = next();
    // An answer made at once (a cached page, set on the context before its handler's first await) cannot hang on
    // the database: no watch, which would cost a timer and four promises on the site's most frequent answers.
    const answeredAtOnce = c.finalized;
    if (!answeredAtOnce && (c.req.method === 'GET' || c.req.method === 'HEAD') && !OWN_BOUNDS.has(c.req.path)) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const slow = new Promise<'slow'>((resolve) => {
        timer = setTimeout(() => resolve('slow'), slowMs);
      });
      const first = await Promise.race([pending.then(() => 'done' as const), slow]).finally(() => clearTimeout(timer));
      if (first === 'slow' && !(await available())) {
        // Nobody awaits the work any more: its failure, when it comes, must not be an unhandled rejection.
        pending.catch(() => undefined);
        answerUnavailable(c);
        return;
      }
    }
    await pending;
    if (c.res.status !== 500 || !(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    if (!(await available())) answerUnavailable(c);
  };
}
