import { useEffect } from 'react';
import { loginUrlFor } from './redirect-target.ts';
import { SESSION_PATH, SESSION_REFRESH_MS } from './session-refresh.ts';

/**
 * Keeps the session alive while an admin page is open (spec §4: a refresh every 60 s): the server answers with a
 * new cookie. When the session has ended (the computer slept past the token's life, the account was removed),
 * the admin goes to the login page, which brings them back here. A failed network call is retried next time.
 */
export function SessionKeeper() {
  useEffect(() => {
    let leaving = false;
    const refresh = async () => {
      if (leaving) return;
      try {
        const answer = await fetch(SESSION_PATH, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'refresh' }),
          credentials: 'same-origin',
        });
        if (answer.status === 401) {
          leaving = true;
          window.location.assign(loginUrlFor(`${window.location.pathname}${window.location.search}`, { expired: true }));
        }
      } catch {
        // Offline for a moment: the next tick tries again while the token is still valid.
      }
    };
    const timer = window.setInterval(() => void refresh(), SESSION_REFRESH_MS);
    // Back to a tab that slept: check at once rather than up to a minute later.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return null;
}
