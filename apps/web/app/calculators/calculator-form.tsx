import { useEffect, useRef, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';
import type { LiveUpdate } from './live-calculator.ts';

/** How long typing must pause before a calculator that is not live yet asks the server again. */
export const LIVE_UPDATE_DELAY_MS = 300;

/** The field of the visitor's country (fields.tsx CountryField). */
const COUNTRY_FIELD = 'pays';

/** Whether the event's field is picked (an option, a box) rather than typed into. */
function picked(target: EventTarget): boolean {
  return (
    target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox'))
  );
}

/**
 * Every calculator's form. Without JavaScript it is a plain GET form answered by the server: the inputs go in the
 * URL, so a result can be shared, and the button computes it.
 *
 * With JavaScript and `live` (live-calculator.ts `useLiveCalculator`'s `update`), the page computes the result in
 * the browser on every input event, with no request: while typing in a text field (`typing`), and when a field is
 * left, an option picked or the button pressed (`settled`, which also shows the fields' errors). The fields are
 * uncontrolled, so focus and caret stay where the visitor is typing. Only picking a country asks the server too.
 *
 * Without `live` (a calculator not live yet), the same GET is submitted as the visitor types (after a 300 ms pause)
 * or picks an option (at once), React Router loading the new result and replacing the history entry.
 */
export function CalculatorForm({
  label,
  submitLabel = 'Calculer',
  live,
  children,
}: {
  label: string;
  submitLabel?: string;
  live?: (form: HTMLFormElement, how: LiveUpdate) => void;
  children: ReactNode;
}) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function recompute(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (live) {
      live(form, picked(event.target) ? 'settled' : 'typing');
      // A country is the site's, not only the calculator's: the server remembers it and the header and footer
      // follow it, so picking one also loads the page again (the figures above are already there). Offline, the
      // figures are enough: a page load that cannot reach the server would replace them with the error page.
      if (event.target instanceof HTMLSelectElement && event.target.name === COUNTRY_FIELD && navigator.onLine)
        void submit(form, { method: 'get', replace: true, preventScrollReset: true });
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        void submit(form, { method: 'get', replace: true, preventScrollReset: true });
      },
      picked(event.target) ? 0 : LIVE_UPDATE_DELAY_MS,
    );
  }

  function settle(event: FocusEvent<HTMLFormElement>) {
    if (live && event.target instanceof HTMLInputElement && !picked(event.target)) live(event.currentTarget, 'settled');
  }

  function submitted(event: FormEvent<HTMLFormElement>) {
    clearTimeout(timer.current);
    if (!live) return;
    event.preventDefault();
    live(event.currentTarget, 'settled');
  }

  return (
    <Form
      method="get"
      className="card calc-form"
      aria-label={label}
      onChange={live ? undefined : recompute}
      onInput={live ? recompute : undefined}
      onBlur={settle}
      onSubmit={submitted}
    >
      {children}
      <div className="calc-form__actions">
        <button className="button" type="submit">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
