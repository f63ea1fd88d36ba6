import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec §2 and §9: a 3 px orange bar, shown only if a navigation lasts over 200 ms, filling over a simulated 2 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_SIMULATED_MS = 2000;

export function NavigationProgress() {
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
