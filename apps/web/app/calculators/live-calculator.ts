import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { FieldErrors } from './form-values.ts';

/** A calculator's view: what its page renders from the form's values, with the French error of each field. */
export interface CalculatorView {
  errors: FieldErrors;
}

/** How an update was asked for: while typing in a text field, or settled (a field left, an option picked, the button). */
export type LiveUpdate = 'typing' | 'settled';

/** The query a GET submission of the form would send: every field, empty ones included, in the form's order. */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
  return query;
}

/** What the visitor last asked for, against the loader's answer it applies to. */
interface Asked<V> {
  from: V;
  search: string;
  how: LiveUpdate;
}

/**
 * The one mechanism of the live calculators (issue 19). A calculator's page is a pure function of its form's values
 * and of what its loader read on the server (the day, the law, products): `compute(query)` gives the view. The
 * loader runs it on the URL's query for the first paint and without JavaScript; in the browser the page runs it again
 * on every input event of its `CalculatorForm`, so the figures, errors and legal mentions follow with no request.
 * The URL follows with `history.replaceState` (one history entry, a shareable link; the loader does not run again).
 *
 * The input event itself only reads the form and records the query (cheap). Once the key press is painted, React
 * renders that query in a transition that yields to the browser and that the next key press interrupts; `compute`
 * runs in that render. So the key press is painted first and typing never waits for a whole result (its tables, its
 * chart), and key presses faster than frames make one render. Computing in a state updater instead would run it
 * inside the event (React computes an updater eagerly when nothing else is pending).
 *
 * While the visitor types in a text field, an incomplete number (« 2 » on the way to « 250 000 ») leaves the last
 * result and its errors as they are: errors are shown when the field is left, an option picked or the form
 * submitted (`settled`). A new answer of the loader (a link followed, a back navigation) replaces the live view.
 */
export function useLiveCalculator<V extends CalculatorView>(
  loaded: V,
  compute: (query: URLSearchParams) => V,
): { view: V; search: string; update: (form: HTMLFormElement, how: LiveUpdate) => void } {
  const location = useLocation();
  const [asked, setAsked] = useState<Asked<V> | null>(null);
  const current = asked !== null && asked.from === loaded ? asked : null;
  // The view on screen, kept while the visitor is half-way through a number.
  const shown = useRef<V>(loaded);

  const view = useMemo(() => {
    if (current === null) return loaded;
    const computed = compute(new URLSearchParams(current.search));
    const kept = shown.current;
    return current.how === 'typing' && Object.keys(computed.errors).length > 0 ? kept : computed;
  }, [current, loaded, compute]);
  useEffect(() => {
    shown.current = view;
  }, [view]);

  // The latest query asked for and not yet rendered: key presses that come faster than frames make one render.
  const pending = useRef<Asked<V> | null>(null);
  const update = useCallback(
    (form: HTMLFormElement, how: LiveUpdate) => {
      const search = `?${formQuery(form)}`;
      if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
      const first = pending.current === null;
      pending.current = { from: loaded, search, how };
      if (!first) return;
      // After the frame that paints the key press (a frame, then a task): the key press's own work ends with its paint.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const asked = pending.current;
          pending.current = null;
          if (asked) startTransition(() => setAsked(asked));
        }, 0),
      );
    },
    [loaded],
  );

  return { view, search: current?.search ?? location.search, update };
}
