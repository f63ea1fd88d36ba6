/**
 * Sentry in the browser (spec §1: errors reported with session replay), loaded only where SENTRY_DSN is set: the
 * SDK is a chunk of its own fetched after the page is up, so pages without a DSN never load it and the public
 * JavaScript budget holds. Errors that happen before it has arrived wait in a short queue. Session replay (a
 * masked recording of the visit, sent only with an error) is a further chunk, added only once the visitor has
 * accepted, and stopped without sending anything more when they withdraw (decision record 0006).
 */
import type * as SentrySdkModule from './sentry-sdk.js';

type SentrySdk = typeof SentrySdkModule;

interface Captured {
  error: unknown;
  componentStack?: string;
  handled: boolean;
}

const MAX_QUEUED = 10;
const queued: Captured[] = [];
let sdk: Promise<SentrySdk | undefined> | undefined;
let replayWanted = false;

/** The DSN the server put in the page (root.tsx), if any: read before hydration, so early errors are covered. */
export function sentryDsnOfPage(document: Document): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content || undefined;
}

export function startSentry(dsn: string): void {
  sdk ??= import('./sentry-sdk.js').then(
    (module) => {
      module.initSentry(dsn);
      for (const item of queued.splice(0)) module.capture(item.error, item);
      if (replayWanted) void module.setSessionReplay(true);
      return module;
    },
    // The chunk could not be fetched (offline, blocked): the site goes on, logged errors still reach the server.
    () => undefined,
  );
}

/** Hands an error to Sentry, now or once it has loaded; nothing happens where no DSN is configured. */
export function captureForSentry(error: unknown, details: { componentStack?: string; handled: boolean }): void {
  if (sdk) void sdk.then((module) => module?.capture(error, details));
  else if (queued.length < MAX_QUEUED) queued.push({ error, ...details });
}

/** Session replay follows the visitor's consent. */
export function setSessionReplay(enabled: boolean): void {
  replayWanted = enabled;
  if (sdk) void sdk.then((module) => module?.setSessionReplay(enabled));
}
