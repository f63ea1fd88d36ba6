import { startTransition, useCallback, useState } from 'react';
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

/**
 * The one mechanism of the live calculators (issue 19). A calculator's page is a pure function of its form's values
 * and of what its loader read on the server (the day, the law, products): `compute(query)` gives the view. The
 * loader runs it on the URL's query for the first paint and without JavaScript; in the browser the page runs it again
 * on every input event of its `CalculatorForm`, in a React transition right after the key press is painted, so the
 * figures, errors and legal mentions follow within a frame or two, with no request. The URL follows with `history.replaceState` (one history entry, a shareable
 * link; the loader does not run again).
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
  const [live, setLive] = useState<{ from: V; view: V; search: string } | null>(null);
  const current = live !== null && live.from === loaded ? live : null;

  const update = useCallback(
    (form: HTMLFormElement, how: LiveUpdate) => {
      const query = formQuery(form);
      const search = `?${query}`;
      if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
      // The key press paints first; the new figures follow in a transition that the next key press interrupts, so
      // typing never waits for a whole result (its tables, its chart) to render.
      startTransition(() =>
        setLive((previous) => {
          const kept = previous !== null && previous.from === loaded ? previous.view : loaded;
          const view = compute(query);
          return { from: loaded, view: how === 'typing' && Object.keys(view.errors).length > 0 ? kept : view, search };
        }),
      );
    },
    [loaded, compute],
  );

  return { view: current?.view ?? loaded, search: current?.search ?? location.search, update };
}
