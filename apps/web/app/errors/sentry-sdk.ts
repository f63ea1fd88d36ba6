import { addIntegration, captureException, init, withScope } from '@sentry/browser';
import type { createReplay } from './sentry-replay.ts';

/**
 * The Sentry SDK as the site uses it (loaded lazily by sentry-browser.ts). No personal data (`dataCollection`
 * turned down: Sentry is told not to infer the visitor's address), no session tracking (the
 * BrowserSession integration counts visits, which is measurement), and replays only on error: nothing is recorded
 * for Sentry unless replay was consented to, and even then only the minute before an error is sent.
 */
export function initSentry(dsn: string): void {
  init({
    dsn,
    // Nothing about the visitor: no address inferred by Sentry (infer_ip: never), no cookies, headers or query strings.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'BrowserSession'),
  });
}

export function capture(error: unknown, { componentStack, handled }: { componentStack?: string; handled: boolean }): void {
  withScope((scope) => {
    if (componentStack) scope.setContext('react', { componentStack });
    captureException(error, { mechanism: { type: 'react.render', handled } });
  });
}

type Replay = ReturnType<typeof createReplay>;
/** One replay integration per page (Sentry refuses a second): created at the first consent, then paused and resumed. */
let replay: Promise<Replay> | undefined;

export async function setSessionReplay(enabled: boolean): Promise<void> {
  if (!enabled) {
    // flush: false — withdrawing consent sends nothing more, not even the segment being recorded.
    await (await replay)?.stop({ flush: false });
    return;
  }
  if (replay) {
    const current = await replay;
    if (!current.getRecordingMode()) current.startBuffering();
    return;
  }
  replay = import('./sentry-replay.ts').then(({ createReplay }) => {
    const created = createReplay();
    addIntegration(created);
    return created;
  });
  await replay;
}
