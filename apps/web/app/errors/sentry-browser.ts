/**
 * Sentry in the browser (spec §1: errors reported with session replay), where SENTRY_DSN is set. The SDK is a chunk
 * of its own, fetched only when it has something to do: at the page's first error, or once the visitor has
 * accepted session replay (which must record before an error to be of use). A page that runs without error and
 * without that consent never loads it, so the public JavaScript budget holds with Sentry configured (issue 5).
 * Until the SDK is up, a small listener catches the page's uncaught errors and rejected promises; errors wait in a
 * short queue and are sent once it has arrived, after which the SDK's own global handlers take over. Replay (a
 * masked recording of the visit, sent only with an error) is a further chunk, added only with consent and stopped
 * without sending anything more when it is withdrawn (decision record 0006).
 */
import type * as SentrySdkModule from './sentry-sdk.ts';

type SentrySdk = typeof SentrySdkModule;

interface Captured {
  error: unknown;
  componentStack?: string;
  handled: boolean;
}

const MAX_QUEUED = 10;
const queued: Captured[] = [];
let configuredDsn: string | undefined;
let sdk: Promise<SentrySdk | undefined> | undefined;
let replayWanted = false;

/** The DSN the server put in the page (root.tsx), if any: read before hydration, so early errors are covered. */
export function sentryDsnOfPage(document: Document): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content || undefined;
}

function onWindowError(event: ErrorEvent): void {
  captureForSentry(event.error ?? new Error(event.message), { handled: false });
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  captureForSentry(event.reason, { handled: false });
}

/** Sentry is configured for this page: nothing is fetched yet, but errors are watched from now on. */
export function startSentry(dsn: string): void {
  if (configuredDsn) return;
  configuredDsn = dsn;
  globalThis.addEventListener?.('error', onWindowError);
  globalThis.addEventListener?.('unhandledrejection', onUnhandledRejection);
}

function loadSdk(dsn: string): Promise<SentrySdk | undefined> {
  sdk ??= import('./sentry-sdk.ts').then(
    (module) => {
      // The SDK's global handlers report what happens from now on; ours would report it twice.
      globalThis.removeEventListener?.('error', onWindowError);
      globalThis.removeEventListener?.('unhandledrejection', onUnhandledRejection);
      module.initSentry(dsn);
      if (replayWanted) void module.setSessionReplay(true);
      for (const item of queued.splice(0)) module.capture(item.error, item);
      return module;
    },
    // The chunk could not be fetched (offline, blocked): the site goes on, logged errors still reach the server.
    () => undefined,
  );
  return sdk;
}

/** Hands an error to Sentry, loading it first if need be; nothing happens where no DSN is configured. */
export function captureForSentry(error: unknown, details: { componentStack?: string; handled: boolean }): void {
  if (!configuredDsn) return;
  if (sdk) {
    void sdk.then((module) => module?.capture(error, details));
    return;
  }
  if (queued.length < MAX_QUEUED) queued.push({ error, ...details });
  void loadSdk(configuredDsn);
}

/** Session replay follows the visitor's consent: accepting loads the SDK, refusing loads nothing. */
export function setSessionReplay(enabled: boolean): void {
  replayWanted = enabled;
  if (sdk) void sdk.then((module) => module?.setSessionReplay(enabled));
  else if (enabled && configuredDsn) void loadSdk(configuredDsn);
}
