import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec §2 and §9: a 3 px orange bar, shown only if a navigation lasts over 200 ms, filling over a simulated 2 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_SIMULATED_MS = 2000;

/**
 * Drawn once the page is hydrated: a navigation to show is the browser's own until then, so the bar would only be
 * bytes in every page's HTML and inline style (issue 23). React hydrates with the server's answer (none) and draws
 * the bar in an effect right after. Not `useSyncExternalStore` with a server snapshot of its own: a store that differs
 * during hydration makes React render the whole page again, and a choice the visitor made before, in a select, is lost.
 */
export function NavigationProgress() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <ProgressBar /> : null;
}

function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div
      className={`navigation-progress${visible ? ' navigation-progress--active' : ''}`}
      role="progressbar"
      aria-label="Chargement de la page"
      aria-hidden={!visible}
      style={{ ['--progress-duration' as string]: `${PROGRESS_SIMULATED_MS}ms` }}
    />
  );
}
