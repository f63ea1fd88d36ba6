import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';

/** How long typing must pause before the result follows (a keystroke each ~100 ms keeps it waiting). */
export const LIVE_UPDATE_DELAY_MS = 300;

/**
 * Every calculator's form. Without JavaScript it is a plain GET form answered by the server: the inputs go in the
 * URL, so a result can be shared, and the button computes it. With JavaScript the same GET is submitted as the
 * visitor types (after a 300 ms pause) or picks an option (at once): React Router loads the new result and
 * replaces the history entry, so the URL stays shareable without one history step per keystroke. The page is not
 * re-mounted and the fields are uncontrolled, so focus and caret stay where the visitor is typing, and what they
 * typed meanwhile is never overwritten; the scroll position stays too.
 */
export function CalculatorForm({
  label,
  submitLabel = 'Calculer',
  children,
}: {
  label: string;
  submitLabel?: string;
  children: ReactNode;
}) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function recompute(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const picked =
      event.target instanceof HTMLSelectElement ||
      (event.target instanceof HTMLInputElement && (event.target.type === 'radio' || event.target.type === 'checkbox'));
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        void submit(form, { method: 'get', replace: true, preventScrollReset: true });
      },
      picked ? 0 : LIVE_UPDATE_DELAY_MS,
    );
  }

  return (
    <Form method="get" className="card calc-form" aria-label={label} onChange={recompute} onSubmit={() => clearTimeout(timer.current)}>
      {children}
      <div className="calc-form__actions">
        <button className="button" type="submit">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
